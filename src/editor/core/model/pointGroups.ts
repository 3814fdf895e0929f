import type { DataPoint, Dataset } from './types';

/** Tolerance in pixels when tuples are matched: user settings are clamped to [min, max]; a refresh uses refreshDefault. */
export const TUPLE_TOLERANCE = { min: 2, max: 5, refreshDefault: 1 } as const;

/** Label of the main group. */
export const MAIN_GROUP_LABEL = 'Central tendency';

/** Display name of a point group: '[X] or [Y] tag'. */
export function pointGroupDisplayName(name: string, matchOn: 'x' | 'y', index: number): string {
  return index === 0 ? MAIN_GROUP_LABEL : `[${matchOn.toUpperCase()}] ${name}`;
}

export interface RebuildTuplesOptions {
  /** Coordinate shared by the members of a tuple. */
  matchOn: 'x' | 'y';
  /** Pixel tolerance; values above the maximum are clamped. @default 1 */
  tolerance?: number;
}

export interface RebuildTuplesResult {
  tuples: (number | null)[][];
  /** Indices of grouped points that found no main point (or whose slot was taken). */
  unmatched: number[];
}

/** Clamp a user-chosen tolerance into the allowed range. */
export function clampTupleTolerance(tolerance: number): number {
  return Math.min(TUPLE_TOLERANCE.max, Math.max(TUPLE_TOLERANCE.min, tolerance));
}

/**
 * Rebuild the tuples of a dataset: each main-group point opens a tuple, and every other
 * grouped point joins the main point nearest on the matched coordinate, within the tolerance.
 * Sorting plus binary search keeps this O(n log n).
 */
export function rebuildTuples(points: readonly DataPoint[], groupCount: number, options: RebuildTuplesOptions): RebuildTuplesResult {
  const tolerance = Math.min(options.tolerance ?? TUPLE_TOLERANCE.refreshDefault, TUPLE_TOLERANCE.max);
  const key: 'x' | 'y' = options.matchOn;
  const other: 'x' | 'y' = key === 'x' ? 'y' : 'x';
  const mainIdx: number[] = [];
  const grouped: number[] = [];
  for (let i = 0; i < points.length; i++) {
    const g = points[i]!.group ?? 0;
    if (g === 0) mainIdx.push(i);
    else if (g < groupCount) grouped.push(i);
  }
  const order = Float64Array.from(mainIdx, (i) => points[i]![key]);
  const perm = mainIdx.map((_, k) => k).sort((a, b) => order[a]! - order[b]!);
  const sortedCoord = Float64Array.from(perm, (k) => order[k]!);
  const tuples: (number | null)[][] = mainIdx.map((i) => {
    const t: (number | null)[] = new Array(groupCount).fill(null);
    t[0] = i;
    return t;
  });
  const unmatched: number[] = [];
  for (const i of grouped) {
    const p = points[i]!;
    const c = p[key];
    let lo = 0;
    let hi = sortedCoord.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (sortedCoord[mid]! < c - tolerance) lo = mid + 1;
      else hi = mid;
    }
    let best = -1;
    let bestD = Infinity;
    let bestOther = Infinity;
    for (let k = lo; k < sortedCoord.length && sortedCoord[k]! <= c + tolerance; k++) {
      const d = Math.abs(sortedCoord[k]! - c);
      const mainPoint = points[mainIdx[perm[k]!]!]!;
      const dOther = Math.abs(mainPoint[other] - p[other]);
      if (d < bestD || (d === bestD && dOther < bestOther)) {
        best = perm[k]!;
        bestD = d;
        bestOther = dOther;
      }
    }
    const g = p.group!;
    if (best < 0 || tuples[best]![g] !== null) unmatched.push(i);
    else tuples[best]![g] = i;
  }
  return { tuples, unmatched };
}

/** Remove points by index from a dataset, remapping tuple entries; tuples left empty are dropped. */
export function removePoints(dataset: Dataset, indices: Iterable<number>): Dataset {
  const remove = new Set(indices);
  const remap = new Int32Array(dataset.points.length);
  const points: DataPoint[] = [];
  dataset.points.forEach((p, i) => {
    if (remove.has(i)) remap[i] = -1;
    else {
      remap[i] = points.length;
      points.push(p);
    }
  });
  const tuples = dataset.tuples
    .map((t) => t.map((i) => (i === null || remap[i] === -1 ? null : remap[i]!)))
    .filter((t) => t.some((i) => i !== null));
  return { ...dataset, points, tuples };
}

/** Delete a point group: its points and tuple entries go, later groups move down one index. */
export function deletePointGroup(dataset: Dataset, group: number): Dataset {
  if (group <= 0 || group >= dataset.pointGroups.length) return dataset;
  const doomed: number[] = [];
  dataset.points.forEach((p, i) => {
    if ((p.group ?? 0) === group) doomed.push(i);
  });
  const pruned = removePoints(dataset, doomed);
  return {
    ...pruned,
    pointGroups: pruned.pointGroups.filter((_, g) => g !== group),
    points: pruned.points.map((p) => ((p.group ?? 0) > group ? { ...p, group: p.group! - 1 } : p)),
    tuples: pruned.tuples.map((t) => t.filter((_, g) => g !== group)),
  };
}
