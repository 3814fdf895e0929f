/*
 * What changed between two saved versions of an extraction, per dataset: the points added, moved,
 * deleted and retagged, and the datasets added and removed. Points carry no identity of their own
 * in most documents, so they are paired in three passes: by their metadata uuid where both have
 * one, then by an unchanged position, then the rest in the order they were collected (a point that
 * kept its place in the list but not on the image was moved). What is left over was added or deleted.
 * Documents are read leniently: version 0 is `{}`, and a version may predate a field.
 */

/** A point of one version: its index in its dataset and its image position. */
export interface VersionPoint {
  index: number;
  x: number;
  y: number;
}

/** A point in both versions: where it was and where it is. */
export interface PairedPoints {
  from: VersionPoint;
  to: VersionPoint;
}

/** What changed in one dataset (a dataset is its file, page and name). */
export interface DatasetChanges {
  /** `file:page:name`, stable across versions. */
  key: string;
  file: number;
  page: number;
  name: string;
  axesName: string;
  /** added / removed: the whole dataset is new or gone (its points count as added or deleted). */
  status: 'added' | 'removed' | 'changed';
  added: VersionPoint[];
  deleted: VersionPoint[];
  moved: PairedPoints[];
  /** Points whose tags (metadata) changed, moved or not. */
  retagged: PairedPoints[];
}

/** How many of each change there are over all datasets. */
export interface ChangeCounts {
  added: number;
  moved: number;
  deleted: number;
  retagged: number;
  datasetsAdded: number;
  datasetsRemoved: number;
}

/** The changes from one version (before) to another (after). */
export interface VersionDiff {
  /** Only datasets with a change, in the order of the after version (removed ones last). */
  datasets: DatasetChanges[];
  counts: ChangeCounts;
}

interface ReadPoint extends VersionPoint {
  uuid?: string;
  /** The metadata ({} when none), compared only for points that were paired. */
  tags: Record<string, unknown>;
}

interface ReadDataset {
  key: string;
  file: number;
  page: number;
  name: string;
  axesName: string;
  points: ReadPoint[];
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const numberOr = (value: unknown, fallback: number) => (typeof value === 'number' && Number.isFinite(value) ? value : fallback);

/**
 * Whether two metadata values are the same, object key order and undefined members aside. Compared
 * in place rather than as canonical JSON: building a string per point made the diff of a 5k-point
 * extraction take ~75 ms, most of it in string building and the garbage it left.
 */
function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameValue(a[i] ?? null, b[i] ?? null)) return false;
    return true;
  }
  if (isObject(a)) {
    if (!isObject(b)) return false;
    let n = 0;
    for (const k in a) {
      if (a[k] === undefined) continue;
      n++;
      if (b[k] === undefined || !sameValue(a[k], b[k])) return false;
    }
    for (const k in b) if (b[k] !== undefined) n--;
    return n === 0;
  }
  return false;
}

/** The datasets of a project document by key; a second dataset of the same name on a page gets `#2`. */
function readDatasets(document: unknown): ReadDataset[] {
  const out: ReadDataset[] = [];
  const seen = new Map<string, number>();
  for (const page of list(isObject(document) ? document.pages : undefined)) {
    if (!isObject(page)) continue;
    const file = numberOr(page.file, 0);
    const pageNumber = numberOr(page.page, 1);
    for (const dataset of list(page.datasets)) {
      if (!isObject(dataset)) continue;
      const name = typeof dataset.name === 'string' ? dataset.name : '';
      const base = `${file}:${pageNumber}:${name}`;
      const n = (seen.get(base) ?? 0) + 1;
      seen.set(base, n);
      const points: ReadPoint[] = [];
      list(dataset.points).forEach((point, index) => {
        if (!isObject(point)) return;
        const metadata = isObject(point.metadata) ? point.metadata : undefined;
        points.push({
          index,
          x: numberOr(point.x, 0),
          y: numberOr(point.y, 0),
          uuid: typeof metadata?.uuid === 'string' ? metadata.uuid : undefined,
          tags: metadata ?? {},
        });
      });
      out.push({ key: n === 1 ? base : `${base}#${n}`, file, page: pageNumber, name, axesName: typeof dataset.axesName === 'string' ? dataset.axesName : '', points });
    }
  }
  return out;
}

const plain = ({ index, x, y }: ReadPoint): VersionPoint => ({ index, x, y });

/** Pairs the points of one dataset in two versions and sorts out what changed. */
function comparePoints(before: ReadPoint[], after: ReadPoint[]): Pick<DatasetChanges, 'added' | 'deleted' | 'moved' | 'retagged'> {
  const pairs: [ReadPoint, ReadPoint][] = [];
  const leftBefore = new Set(before);
  const leftAfter = new Set(after);
  const pair = (a: ReadPoint, b: ReadPoint) => {
    pairs.push([a, b]);
    leftBefore.delete(a);
    leftAfter.delete(b);
  };
  const afterByUuid = new Map<string, ReadPoint>();
  for (const p of after) if (p.uuid !== undefined && !afterByUuid.has(p.uuid)) afterByUuid.set(p.uuid, p);
  for (const p of before) {
    const match = p.uuid === undefined ? undefined : afterByUuid.get(p.uuid);
    if (match && leftAfter.has(match)) pair(p, match);
  }
  const afterAt = new Map<string, ReadPoint[]>();
  for (const p of leftAfter) {
    const at = `${p.x},${p.y}`;
    const here = afterAt.get(at);
    if (here) here.push(p);
    else afterAt.set(at, [p]);
  }
  for (const p of [...leftBefore]) {
    const match = afterAt.get(`${p.x},${p.y}`)?.shift();
    if (match) pair(p, match);
  }
  const restBefore = [...leftBefore].sort((a, b) => a.index - b.index);
  const restAfter = [...leftAfter].sort((a, b) => a.index - b.index);
  const paired = Math.min(restBefore.length, restAfter.length);
  for (let i = 0; i < paired; i++) pair(restBefore[i]!, restAfter[i]!);

  pairs.sort((a, b) => a[1].index - b[1].index);
  return {
    added: [...leftAfter].sort((a, b) => a.index - b.index).map(plain),
    deleted: [...leftBefore].sort((a, b) => a.index - b.index).map(plain),
    moved: pairs.filter(([a, b]) => a.x !== b.x || a.y !== b.y).map(([a, b]) => ({ from: plain(a), to: plain(b) })),
    retagged: pairs.filter(([a, b]) => !sameValue(a.tags, b.tags)).map(([a, b]) => ({ from: plain(a), to: plain(b) })),
  };
}

/** The changes that turn the `before` document into the `after` one. */
export function versionDiff(before: unknown, after: unknown): VersionDiff {
  const old = new Map(readDatasets(before).map((d) => [d.key, d]));
  const datasets: DatasetChanges[] = [];
  const describe = (d: ReadDataset) => ({ key: d.key, file: d.file, page: d.page, name: d.name, axesName: d.axesName });
  for (const dataset of readDatasets(after)) {
    const was = old.get(dataset.key);
    old.delete(dataset.key);
    if (!was) {
      datasets.push({ ...describe(dataset), status: 'added', added: dataset.points.map(plain), deleted: [], moved: [], retagged: [] });
      continue;
    }
    const changes = comparePoints(was.points, dataset.points);
    if (changes.added.length || changes.deleted.length || changes.moved.length || changes.retagged.length) datasets.push({ ...describe(dataset), status: 'changed', ...changes });
  }
  for (const gone of old.values()) datasets.push({ ...describe(gone), status: 'removed', added: [], deleted: gone.points.map(plain), moved: [], retagged: [] });

  const counts: ChangeCounts = { added: 0, moved: 0, deleted: 0, retagged: 0, datasetsAdded: 0, datasetsRemoved: 0 };
  for (const d of datasets) {
    counts.added += d.added.length;
    counts.moved += d.moved.length;
    counts.deleted += d.deleted.length;
    counts.retagged += d.retagged.length;
    if (d.status === 'added') counts.datasetsAdded++;
    if (d.status === 'removed') counts.datasetsRemoved++;
  }
  return { datasets, counts };
}

/** True when nothing a user would see in the points changed. */
export const isUnchanged = (diff: VersionDiff): boolean => diff.datasets.length === 0;
