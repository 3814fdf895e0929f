import { median, progressEvery, weightAt, type BinaryMask, type ImagePoint, type ProgressListener } from './types';

/*
 * A Kaplan-Meier curve read from a raster figure: a step function drawn as horizontal runs joined by
 * vertical drops, with censor marks ('|' or '+') standing on the runs. The mask holds one arm's
 * colour (and the user's mask, when drawn). The result has the same shape as a step curve picked on
 * a vector figure: the corners (where the curve starts, the top and bottom of each drop, where it
 * ends) and the centres of the censor marks.
 */

export interface StepTraceOptions {
  /**
   * The smallest drop, image pixels, taken as a step. A change of level smaller than this is the
   * line's own wobble (anti-aliasing, JPEG). 0 or less: from the line's width.
   */
  minDrop: number;
  /**
   * Ink of any colour (everything unlike the background). Where the arm runs under another arm
   * drawn over it (arms start together at 1 and often share their first steps), its level goes on
   * through that ink.
   */
  cover?: BinaryMask | null;
  onProgress?: ProgressListener;
}

export interface StepTrace {
  corners: ImagePoint[];
  censorMarks: ImagePoint[];
}

/** One run of set pixels in a column: from `top` to `bottom` (pixel rows, inclusive), its weighted centre. */
interface Run {
  top: number;
  bottom: number;
  centre: number;
}

/** The runs of a column, pixels closer than 2 rows apart joined (anti-aliased lines break up). */
function runsOf(mask: BinaryMask, x: number): Run[] {
  const { width, height, data } = mask;
  const runs: Run[] = [];
  let top = -1;
  let last = -10;
  let sum = 0;
  let total = 0;
  const close = () => {
    if (top >= 0) runs.push({ top, bottom: last, centre: total > 0 ? sum / total : (top + last + 1) / 2 });
  };
  for (let y = 0, p = x; y < height; y++, p += width) {
    if (!data[p]) continue;
    if (y - last > 2) {
      close();
      top = y;
      sum = 0;
      total = 0;
    }
    const w = weightAt(mask, p);
    sum += (y + 0.5) * w;
    total += w;
    last = y;
  }
  close();
  return runs;
}

/** A horizontal stretch of the curve: its columns and the centres of its line where it shows. */
interface Level {
  x0: number;
  x1: number;
  /** Where its line is known before any centre is read (the foot of the drop it starts with). */
  y: number;
  centres: number[];
}

/** Columns where the line is taller than itself: a drop, or a censor mark standing on the line. */
interface Tall {
  x0: number;
  x1: number;
  top: number;
  bottom: number;
  /** Only another arm's ink was seen: a drop of this arm under it, never a censor mark. */
  hidden: boolean;
  /** The run of the arm's colour in the stretch's last column, when it had one. */
  last: Run | null;
}

const levelOf = (l: Level) => (l.centres.length ? median(l.centres.slice(-8)) : l.y);

/**
 * The centre of the other ink (ink not of the arm's colour) in column x nearest row y, within
 * `reach` rows: the line of another arm drawn over this one. Null when there is none.
 */
function otherInkAt(cover: BinaryMask | null, own: BinaryMask, x: number, y: number, reach: number): Run | null {
  if (!cover || x < 0 || x >= cover.width) return null;
  const w = cover.width;
  const other = (row: number) => row >= 0 && row < cover.height && !!cover.data[row * w + x] && !own.data[row * w + x];
  let at = -1;
  for (let d = 0; d <= reach && at < 0; d++) {
    if (other(Math.floor(y) + d)) at = Math.floor(y) + d;
    else if (other(Math.floor(y) - d)) at = Math.floor(y) - d;
  }
  if (at < 0) return null;
  let top = at;
  let bottom = at;
  while (other(top - 1)) top--;
  while (other(bottom + 1)) bottom++;
  return { top, bottom, centre: (top + bottom + 1) / 2 };
}

/**
 * Trace the step curve of the mask from its top-left start. Columns are read left to right; in each,
 * the run that touches the current level is the curve: a thin run continues the level, a tall one
 * is a drop (when the line goes on lower after it) or a censor mark (when it goes on at the same
 * level). Where the arm's colour is missing but other ink lies on its level (another arm drawn over
 * it), the level goes on through it; other gaps of a few columns (JPEG speckle) are bridged.
 */
export function traceSteps(mask: BinaryMask, options: StepTraceOptions): StepTrace {
  const { width } = mask;
  const cover = options.cover ?? null;
  const columns: Run[][] = [];
  const report = options.onProgress ? progressEvery(width, options.onProgress) : null;
  for (let x = 0; x < width; x++) {
    columns.push(runsOf(mask, x));
    report?.(x);
  }
  const heights = columns.flat().map((r) => r.bottom - r.top + 1);
  if (!heights.length) return { corners: [], censorMarks: [] };
  // Most runs are a horizontal stretch crossing a column: their median height is the line's width.
  const line = Math.max(1, median(heights));
  // An anti-aliased line crosses one more row than it is wide wherever it sits between rows: at
  // 150 dpi R's 1.5-pixel lines read 1 row wide at the median and 3 rows where they straddle.
  const thin = (r: Run) => r.bottom - r.top + 1 <= Math.max(line * 1.6 + 1, line + 2);
  const minDrop = options.minDrop > 0 ? options.minDrop : Math.max(2, line * 1.5);
  const gapLimit = Math.max(4, Math.ceil(line * 3));
  const reach = Math.max(1, Math.ceil(line / 2 + 0.5));
  // How far a run may start from the level and still touch it: the line's width, and the width of
  // another arm's line drawn over the corner.
  const touch = line * 2 + 1;
  const other = (x: number, y: number) => otherInkAt(cover, mask, x, y, reach);
  const otherCentre = (x: number, y: number) => other(x, y)?.centre ?? null;

  // The start: the first column with the arm's colour, its highest run. A tall one is a drop whose
  // level lies under other ink, at its top.
  let x = columns.findIndex((c) => c.length > 0);
  const first = columns[x]!.slice().sort((a, b) => a.top - b.top)[0]!;
  const startY = thin(first) ? first.centre : (otherCentre(x, first.top - 1) ?? first.top + line / 2);
  let x0 = x;
  while (other(x0 - 1, startY) !== null) x0--;
  const levels: Level[] = [{ x0, x1: x, y: startY, centres: thin(first) ? [first.centre] : [] }];
  /** The marks' centres, and half their height (a '+' reaches as far either side). */
  const censorMarks: (ImagePoint & { half: number })[] = [];
  /** Tall columns met since the level's last thin run: a drop or a mark. */
  let tall = null as Tall | null;
  let gap = 0;
  const current = () => levels[levels.length - 1]!;
  /** The tall stretch ends: a drop when the line goes on at least minDrop lower, else a mark. */
  const settle = (nextY: number, seen: boolean) => {
    const t = tall!;
    tall = null;
    const xd = (t.x0 + t.x1 + 1) / 2;
    const y = levelOf(current());
    if (nextY - y >= minDrop) {
      current().x1 = xd;
      levels.push({ x0: xd, x1: xd, y: nextY, centres: seen ? [nextY] : [] });
      hiddenDrop = t.hidden ? { level: current(), x1: xd, at: t.x1 } : null;
      // A mark at the foot of the drop (a patient censored at the event time, as ggplot2 draws it)
      // reaches below the line the curve goes on at: its lower arm.
      const below = t.bottom + 1 - (nextY + line / 2);
      if (seen && !t.hidden && below >= Math.max(minDrop, 3)) censorMarks.push({ x: xd, y: nextY, half: below });
    } else if (!t.hidden) {
      censorMarks.push({ x: xd, y, half: (t.bottom - t.top + 1) / 2 });
    }
  };

  const grow = (run: Run, x: number, hidden: boolean) => {
    if (!tall) tall = { x0: x, x1: x, top: run.top, bottom: run.bottom, hidden, last: hidden ? null : run };
    else {
      tall.x1 = x;
      tall.top = Math.min(tall.top, run.top);
      tall.bottom = Math.max(tall.bottom, run.bottom);
      tall.hidden &&= hidden;
      if (!hidden) tall.last = run;
    }
  };
  /**
   * Two drops closer than the line is wide draw one vertical stroke with a notch: the column of the
   * second starts a drop lower than the first began and meets the first's foot. The short run
   * between them is a level of its own, at the middle of where the two columns overlap.
   */
  const staircase = (run: Run): number | null => {
    const last = tall?.last;
    if (!tall || tall.hidden || !last) return null;
    if (run.top - last.top < minDrop || run.top > last.bottom + 1 || run.bottom - last.bottom < minDrop) return null;
    return (run.top + last.bottom + 1) / 2;
  };
  /**
   * A drop taken under another arm's ink, with this arm's own drop from the same level just after
   * it: the ink was the other arm's drop, not this arm's. Undone, so the own drop is read instead.
   */
  let hiddenDrop: { level: Level; x1: number; at: number } | null = null;
  const undoHiddenDrop = (run: Run, x: number): boolean => {
    const h = hiddenDrop;
    if (!h || current() !== h.level || x - h.at > gapLimit || levels.length < 2) return false;
    const before = levels[levels.length - 2]!;
    if (Math.abs(run.top - (levelOf(before) - line / 2)) > line + 1 || run.bottom - levelOf(before) < minDrop) return false;
    levels.pop();
    before.x1 = x;
    hiddenDrop = null;
    return true;
  };

  for (; x < width; x++) {
    const y = levelOf(current());
    const low: number = tall ? tall.bottom : y;
    const touching: Run[] = columns[x]!.filter((r) => r.top - touch <= low && r.bottom + touch >= y);
    const tallRuns: Run[] = touching.filter((r) => !thin(r));
    const thinRuns: Run[] = touching.filter(thin);
    if (tallRuns.length) {
      const run = tallRuns.sort((a, b) => b.bottom - b.top - (a.bottom - a.top))[0]!;
      if (!tall) undoHiddenDrop(run, x);
      const between = staircase(run);
      if (between !== null) {
        settle(between, true);
        current().x1 = x;
      }
      grow(run, x, false);
      gap = 0;
      continue;
    }
    if (thinRuns.length) {
      // After a tall stretch, the line goes on at the lowest thin run it reaches; else at its level.
      const next: Run | undefined = tall
        ? thinRuns.filter((r) => r.centre <= tall!.bottom + touch).sort((a, b) => b.centre - a.centre)[0]
        : thinRuns.sort((a, b) => Math.abs(a.centre - y) - Math.abs(b.centre - y))[0];
      if (next) {
        if (tall) settle(next.centre, true);
        if (Math.abs(next.centre - levelOf(current())) < minDrop) current().centres.push(next.centre);
        current().x1 = x + 1;
        gap = 0;
        continue;
      }
    }
    // Nothing of the arm's colour here: under another arm's ink the line goes on, at the foot of a
    // drop just ended or at its level.
    // Another arm's vertical over this one's level: maybe this arm drops under it.
    const over = other(x, tall ? tall.bottom : y);
    if (over && !thin(over) && over.bottom - y >= minDrop && (!tall || tall.hidden)) {
      grow(over, x, true);
      gap = 0;
      continue;
    }
    const foot = tall ? other(x, tall.bottom + 1) : null;
    if (tall && foot && thin(foot)) {
      settle(foot.centre, false);
      current().x1 = x + 1;
      gap = 0;
      continue;
    }
    if (!tall && over) {
      current().x1 = x + 1;
      gap = 0;
      continue;
    }
    if (++gap > gapLimit) break;
  }
  // A drop at the very end: the curve ends at its foot.
  if (tall) settle(tall.bottom + 0.5 - line / 2, false);
  // A '+' on the last follow-up time reaches past the end of the line: the curve ends at its centre.
  const end = current();
  const lastMark = censorMarks[censorMarks.length - 1];
  if (lastMark && lastMark.x > end.x0 && end.x1 - lastMark.x <= lastMark.half + line) end.x1 = lastMark.x;

  // Each level gives where it starts and where it ends: the first start is where the curve starts,
  // an end and the next start are the top and the bottom of a drop, the last end is where it ends.
  const corners: ImagePoint[] = [];
  for (const l of levels) {
    const y = l.centres.length ? median(l.centres) : l.y;
    corners.push({ x: l.x0, y }, { x: l.x1, y });
  }
  // The marks sit on the level of their stretch.
  const marks = censorMarks.map((m) => {
    const l = levels.find((s) => m.x >= s.x0 && m.x <= s.x1);
    return { x: m.x, y: l ? (l.centres.length ? median(l.centres) : l.y) : m.y };
  });
  return { corners, censorMarks: marks };
}
