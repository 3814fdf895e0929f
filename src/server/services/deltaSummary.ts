import type { JsonPatchOperation } from '../../api/papers';

/*
 * A short human description of a save, such as 'added 3 points on XY graph 1', for the history of
 * an extraction. Paths are read against the document the delta was made from (before it applies),
 * and added things are described from the values the operations carry.
 */

function unescape(segment: string): string {
  return segment.replace(/~1/g, '/').replace(/~0/g, '~');
}

function segmentsOf(pointer: string): string[] {
  return pointer === '' ? [] : pointer.split('/').slice(1).map(unescape);
}

function child(value: unknown, key: string | number): unknown {
  if (Array.isArray(value)) return typeof key === 'number' || /^\d+$/.test(key) ? value[Number(key)] : undefined;
  if (typeof value === 'object' && value !== null && Object.prototype.hasOwnProperty.call(value, key)) return (value as Record<string, unknown>)[key];
  return undefined;
}

/** Names come from the client: a long one is cut so the summary stays short. */
const NAME_LENGTH = 60;
const short = (name: string) => (name.length > NAME_LENGTH ? `${name.slice(0, NAME_LENGTH - 1)}…` : name);

const nameOf = (value: unknown, key: string): string | undefined => {
  const name = child(value, key);
  return typeof name === 'string' && name !== '' ? short(name) : undefined;
};

const listOf = (value: unknown, key: string): unknown[] => {
  const list = child(value, key);
  return Array.isArray(list) ? list : [];
};

/** Collects phrases, in the order they first appear, with how many distinct things each touched. */
class Phrases {
  private readonly phrases = new Map<string, { counted?: { things: Set<string>; more: number }; minor: boolean }>();

  private counter(template: string) {
    let entry = this.phrases.get(template);
    if (!entry) this.phrases.set(template, (entry = { counted: { things: new Set(), more: 0 }, minor: false }));
    return entry.counted!;
  }

  /** One thing (a point) under a phrase such as 'moved {n} point{s} on XY graph'; the same thing counts once. */
  count(template: string, thing: string) {
    this.counter(template).things.add(thing);
  }

  /** Many distinct things at once (the points of an added dataset). */
  addMany(template: string, n: number) {
    if (n > 0) this.counter(template).more += n;
  }

  /** A phrase said once however often it comes up; minor ones (the view, the format) are left out of a first save. */
  say(phrase: string, minor = false) {
    if (!this.phrases.has(phrase)) this.phrases.set(phrase, { minor });
  }

  list(withMinor: boolean): string[] {
    return [...this.phrases]
      .filter(([, entry]) => withMinor || !entry.minor)
      .map(([template, { counted }]) => {
        if (!counted) return template;
        const n = counted.things.size + counted.more;
        // The placeholders come before any name taken from the document, so only the first of each is replaced.
        return template.replace('{n}', n.toLocaleString('en')).replace('{s}', n === 1 ? '' : 's');
      });
  }
}

/** Points of a dataset value, grouped on its graph. */
function countPointsIn(phrases: Phrases, verb: string, datasets: unknown[]) {
  for (const dataset of datasets) {
    const graph = nameOf(dataset, 'axesName') ?? nameOf(dataset, 'name') ?? 'a graph';
    phrases.addMany(`${verb} {n} point{s} on ${graph}`, listOf(dataset, 'points').length);
  }
}

function countPage(phrases: Phrases, verb: string, page: unknown) {
  for (const axes of listOf(page, 'axes')) phrases.say(`${verb} ${nameOf(axes, 'name') ?? 'a graph'}`);
  countPointsIn(phrases, verb, listOf(page, 'datasets'));
}

function describeOperation(phrases: Phrases, op: JsonPatchOperation, index: number, document: unknown) {
  if (op.op === 'test') return;
  const path = segmentsOf(op.path);
  const verb = op.op === 'add' || op.op === 'copy' ? 'added' : op.op === 'remove' ? 'removed' : op.op === 'move' ? 'moved' : 'changed';
  const added = op.op === 'add' || op.op === 'replace' ? (op as { value: unknown }).value : undefined;
  if (path.length === 0) {
    phrases.say(op.op === 'replace' && typeof added === 'object' && added !== null && Object.keys(added).length === 0 ? 'emptied the extraction' : 'replaced the whole extraction');
    return;
  }
  const [top, pageKey, part, itemKey, field, pointKey, ...rest] = path;
  if (top !== 'pages') {
    if (top === 'misc') phrases.say('changed the view', true);
    else if (top === 'format' || top === 'formatVersion') phrases.say('changed the format', true);
    else phrases.say(`changed ${short(top ?? '')}`);
    return;
  }
  const pages = listOf(document, 'pages');
  if (pageKey === undefined) {
    for (const page of pages) countPage(phrases, 'removed', page);
    for (const page of Array.isArray(added) ? added : []) countPage(phrases, 'added', page);
    return;
  }
  const page = pageKey === '-' ? undefined : child(pages, pageKey);
  const pageLabel = `page ${pageKey === '-' ? pages.length + 1 : Number(pageKey) + 1}`;
  if (part === undefined) {
    if (op.op === 'remove' || op.op === 'replace') countPage(phrases, 'removed', page);
    if (added !== undefined) countPage(phrases, 'added', added);
    return;
  }
  if (part === 'axes') {
    const axes = itemKey === undefined || itemKey === '-' ? undefined : child(child(page, 'axes'), itemKey);
    const graph = nameOf(axes, 'name') ?? nameOf(added, 'name') ?? `a graph on ${pageLabel}`;
    if (itemKey === undefined) phrases.say(`changed the graphs on ${pageLabel}`);
    else if (field === undefined) phrases.say(`${op.op === 'replace' ? 'replaced' : verb} graph ${graph}`);
    else if (field === 'calibrationPoints') phrases.say(`calibrated ${graph}`);
    else if (field === 'name') phrases.say(`renamed ${graph}${typeof added === 'string' ? ` to ${short(added)}` : ''}`);
    else phrases.say(`changed ${graph}`);
    return;
  }
  if (part !== 'datasets') {
    phrases.say(part === 'measurements' ? `changed measurements on ${pageLabel}` : `changed ${pageLabel}`);
    return;
  }
  const datasets = listOf(page, 'datasets');
  if (itemKey === undefined) {
    if (op.op !== 'add') countPointsIn(phrases, 'removed', datasets);
    if (Array.isArray(added)) countPointsIn(phrases, 'added', added);
    return;
  }
  const dataset = itemKey === '-' ? undefined : child(datasets, itemKey);
  const datasetName = nameOf(dataset, 'name') ?? nameOf(added, 'name') ?? 'a dataset';
  const graph = nameOf(dataset, 'axesName') ?? nameOf(added, 'axesName') ?? datasetName;
  const datasetId = `p${pageKey}/d${itemKey}`;
  if (field === undefined) {
    if (op.op === 'add' || op.op === 'copy') {
      phrases.say(`added dataset ${datasetName}`);
      if (added !== undefined) countPointsIn(phrases, 'added', [added]);
    } else if (op.op === 'remove' || op.op === 'move') {
      phrases.say(`${verb} dataset ${datasetName}`);
    } else {
      phrases.say(`replaced dataset ${datasetName}`);
    }
    return;
  }
  if (field !== 'points') {
    phrases.say(field === 'name' && typeof added === 'string' ? `renamed dataset ${datasetName} to ${short(added)}` : `changed dataset ${datasetName}`);
    return;
  }
  const points = listOf(dataset, 'points');
  if (pointKey === undefined) {
    if (op.op !== 'add') phrases.addMany(`removed {n} point{s} on ${graph}`, points.length);
    if (Array.isArray(added)) phrases.addMany(`added {n} point{s} on ${graph}`, added.length);
    return;
  }
  const point = `${datasetId}/${pointKey === '-' ? `end+${index}` : pointKey}/${op.op}`;
  if (rest.length === 0) {
    if (op.op === 'replace') phrases.count(`changed {n} point{s} on ${graph}`, point);
    else phrases.count(`${verb} {n} point{s} on ${graph}`, point);
  } else if (rest[0] === 'x' || rest[0] === 'y') {
    phrases.count(`moved {n} point{s} on ${graph}`, `${datasetId}/${pointKey}`);
  } else if (rest[0] === 'metadata') {
    phrases.count(`tagged {n} point{s} on ${graph}`, `${datasetId}/${pointKey}`);
  } else {
    phrases.count(`changed {n} point{s} on ${graph}`, `${datasetId}/${pointKey}`);
  }
}

const MAX_PHRASES = 3;

/**
 * Describes a delta in a few words. Reads the document the delta applies to and never changes it;
 * call it before the delta is applied in place.
 */
export function summarizeDelta(document: unknown, delta: readonly JsonPatchOperation[], options: { done?: boolean; kind?: 'delta' | 'document' | 'reset' } = {}): string {
  if (options.kind === 'reset') return 'reset the training extraction';
  const phrases = new Phrases();
  delta.forEach((op, index) => describeOperation(phrases, op, index, document));
  const first = typeof document === 'object' && document !== null && Object.keys(document).length === 0 && delta.length > 0;
  const list = phrases.list(!first);
  let text = list.slice(0, MAX_PHRASES).join(', ');
  if (list.length > MAX_PHRASES) text += ` and ${list.length - MAX_PHRASES} more change${list.length - MAX_PHRASES === 1 ? '' : 's'}`;
  if (first) text = text ? `started the extraction: ${text}` : 'started the extraction';
  else if (!text) text = options.kind === 'document' ? 'saved the whole extraction without changes' : 'saved without changes';
  else if (options.kind === 'document') text = `saved the whole extraction: ${text}`;
  if (options.done) text += ', marked as done';
  return text;
}
