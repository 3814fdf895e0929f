import { calibrateAxes, type AxesType, type Calibration } from '../../editor/core/calibration';
import { COMPOSITE_KEY_DELIMITER, COMPOSITE_KEY_LEVELS } from '../../editor/core/compositeKey';
import type { Axes, PointMetadata, Project, TagGroupRef } from '../../editor/core/model/types';
import { LEVEL_NAMES, metadataRows } from '../../editor/core/tagging';
import { effectiveQuery, type TreeNode } from '../../ui';
import { datasetLabel } from '../DataEntry/dataEntryRules';

/** The data tree's search applies at more than 2 characters (spec 2, section 5). */
export const DATA_SEARCH_MIN_LENGTH = 3;

/** Page units per image pixel of a PDF page: the viewer's crosshair scale ratio (spec 2, section 9). */
export const CROSSHAIR_SCALE_RATIO = 3;

/** Something in the extraction the crosshairs can point at: a data point, or a text item with its rectangle. */
export interface DataLocation {
  /** The point's metadata uuid, else `{file}:{page}:{datasetIndex}:{pointIndex}`; a text item's uuid. */
  id: string;
  kind: 'point' | 'text';
  /** File index (from 0) and page (from 1). */
  file: number;
  page: number;
  /** Image pixels of the page, as the editor stores them (a text item: the centre of its rectangle). */
  x: number;
  y: number;
  /** What the tree row is called, e.g. 'Point 2' or the selected text. */
  label: string;
}

/** A row of the data tree. */
export interface DataTreeNode extends TreeNode {
  id: string;
  kind: 'group' | 'point' | 'text';
  /** A second line: a point's values and tags, a group's rows. */
  detail?: string;
  children?: DataTreeNode[];
}

/** How the tree groups the extraction; the dactyl-tree-data-viewer flag picks 'extraction'. */
export type DataTreeGrouping = 'studyBranch' | 'extraction';

export interface DataTree {
  nodes: DataTreeNode[];
  /** Every locatable point and text item, by id. */
  locations: Map<string, DataLocation>;
}

/** The id of a data point: its metadata uuid, else its place in the saved document. */
export function dataPointId(metadata: PointMetadata | undefined, file: number, page: number, datasetIndex: number, pointIndex: number): string {
  return typeof metadata?.uuid === 'string' && metadata.uuid !== '' ? metadata.uuid : `${file}:${page}:${datasetIndex}:${pointIndex}`;
}

const numberFormat = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 4, useGrouping: false });

/** A point's tags as 'Tag: value' pieces, in row order; hidden rows and empty values left out. */
export function tagText(metadata: PointMetadata | undefined): string[] {
  return metadataRows(metadata)
    .filter(({ entry }) => !entry.hidden && entry.value !== null && entry.value !== '' && entry.value !== undefined)
    .map(({ entry }) => `${entry.tag.name}: ${entry.value}`);
}

function calibrationOf(axes: Axes | undefined): Calibration | null {
  if (!axes || axes.type === 'table' || axes.type === 'image') return null;
  try {
    return calibrateAxes(axes.type as AxesType, axes.calibrationPoints, axes.options as never);
  } catch {
    return null;
  }
}

/** The data values of a pixel on calibrated axes, e.g. '(12.5, 40)'; '' without a calibration. */
function valuesText(calibration: Calibration | null, x: number, y: number): string {
  if (!calibration) return '';
  try {
    const values = calibration.pixelToData(x, y).filter((v) => Number.isFinite(v));
    if (!values.length) return '';
    const shown = values.map((v) => numberFormat.format(v));
    return shown.length === 1 ? shown[0]! : `(${shown.join(', ')})`;
  } catch {
    return '';
  }
}

const join = (parts: readonly string[]) => parts.filter(Boolean).join(' · ');

/** Where a point or text item belongs in the study-branch grouping. */
interface Placed {
  compositeKey: string;
  tagGroup: string;
  node: DataTreeNode;
}

const NO_BRANCH = 'No study branch';
const NO_TAG_GROUP = 'No tag group';

/** One level of a composite key as a row: 'Study DEMO-2', 'Study arm Placebo'. */
function branchName(key: string): string {
  const parts = key.split(COMPOSITE_KEY_DELIMITER);
  const level = COMPOSITE_KEY_LEVELS[parts.length - 1];
  const value = parts[parts.length - 1] || '(none)';
  return level ? `${LEVEL_NAMES[level]} ${value}` : value;
}

function tagGroupName(ref: TagGroupRef | undefined): string {
  return ref?.name || NO_TAG_GROUP;
}

/** Builds the tree of one extraction and the locations of its points and text items. */
export function buildDataTree(project: Project, options: { grouping: DataTreeGrouping; fileNames: readonly string[]; saveName: string }): DataTree {
  const locations = new Map<string, DataLocation>();
  const placed: Placed[] = [];
  const axesNodes: DataTreeNode[] = [];
  const textNodes: DataTreeNode[] = [];
  const many = options.fileNames.length > 1;
  const where = (file: number, page: number) => (many ? `${options.fileNames[file] ?? `File ${file + 1}`}, page ${page}` : `page ${page}`);

  const pages = [...project.pages].sort((a, b) => a.file - b.file || a.page - b.page);
  for (const page of pages) {
    const datasetNodes = new Map<string, DataTreeNode[]>();
    page.datasets.forEach((dataset, datasetIndex) => {
      const axes = page.axes.find((a) => a.name === dataset.axesName);
      const calibration = calibrationOf(axes);
      // The stored name is '{compositeKey}_{uuid}'; people read the study branch and tag group.
      const shownName = datasetLabel(dataset);
      const pointNodes = dataset.points.map<DataTreeNode>((point, pointIndex) => {
        const id = dataPointId(point.metadata, page.file, page.page, datasetIndex, pointIndex);
        const label = `Point ${pointIndex + 1}`;
        locations.set(id, { id, kind: 'point', file: page.file, page: page.page, x: point.x, y: point.y, label: `${label} of ${shownName}` });
        const node: DataTreeNode = { id, kind: 'point', name: label, detail: join([valuesText(calibration, point.x, point.y), ...tagText(point.metadata)]) };
        const study = dataset.metadata.studyData;
        placed.push({
          compositeKey: point.metadata?.compositeKey || study?.compositeKey || '',
          tagGroup: tagGroupName(point.metadata?.tagGroup ?? study?.tagGroup ?? dataset.metadata.tagGroup),
          node: { ...node, detail: join([shownName, node.detail ?? '']) },
        });
        return node;
      });
      const list = datasetNodes.get(dataset.axesName) ?? [];
      list.push({ id: `dataset:${page.file}:${page.page}:${datasetIndex}`, kind: 'group', name: shownName, children: pointNodes });
      datasetNodes.set(dataset.axesName, list);
    });
    page.axes.forEach((axes, axesIndex) => {
      const children = datasetNodes.get(axes.name) ?? [];
      axesNodes.push({
        id: `axes:${page.file}:${page.page}:${axesIndex}`,
        kind: 'group',
        name: `${axes.name} (${where(page.file, page.page)})`,
        ...(children.length ? { children } : {}),
      });
    });
    for (const text of page.texts ?? []) {
      const rect = text.rect;
      if (rect) {
        locations.set(text.uuid, { id: text.uuid, kind: 'text', file: page.file, page: page.page, x: rect.x + rect.width / 2, y: rect.y + rect.height / 2, label: text.text });
      }
      const node: DataTreeNode = { id: text.uuid, kind: 'text', name: text.text, detail: join([where(page.file, page.page), ...tagText(text.metadata)]) };
      textNodes.push(node);
      placed.push({ compositeKey: text.metadata.compositeKey ?? '', tagGroup: tagGroupName(text.metadata.tagGroup), node });
    }
  }

  const studyTree = project.studyTree ?? [];
  if (options.grouping === 'extraction') {
    const nodes: DataTreeNode[] = [{ id: 'save', kind: 'group', name: options.saveName, ...(axesNodes.length ? { children: axesNodes } : {}) }];
    if (textNodes.length) nodes.push({ id: 'texts', kind: 'group', name: 'Text', children: textNodes });
    if (studyTree.length) nodes.push({ id: 'study-tree', kind: 'group', name: 'Study tree', children: branchTree(studyTree.map((e) => e.compositeKey), new Map(), studyTree) });
    return { nodes, locations };
  }

  // Study branch grouping: branch → sub-branches and tag groups → points and text items.
  const byKey = new Map<string, Map<string, DataTreeNode[]>>();
  for (const item of placed) {
    const groups = byKey.get(item.compositeKey) ?? new Map<string, DataTreeNode[]>();
    const list = groups.get(item.tagGroup) ?? [];
    list.push(item.node);
    groups.set(item.tagGroup, list);
    byKey.set(item.compositeKey, groups);
  }
  const keys = [...new Set([...studyTree.map((e) => e.compositeKey), ...[...byKey.keys()].filter(Boolean)])];
  const nodes = branchTree(keys, byKey, studyTree);
  const loose = byKey.get('');
  if (loose) nodes.push({ id: 'branch:', kind: 'group', name: NO_BRANCH, children: tagGroupNodes('', loose) });
  return { nodes, locations };
}

function tagGroupNodes(key: string, groups: Map<string, DataTreeNode[]>): DataTreeNode[] {
  return [...groups.entries()].map(([name, children]) => ({ id: `tag-group:${key}:${name}`, kind: 'group' as const, name, children }));
}

/** The branches of the composite keys, nested by level (parents made where only a child is known), with their data. */
function branchTree(keys: readonly string[], data: Map<string, Map<string, DataTreeNode[]>>, studyTree: Project['studyTree'] = []): DataTreeNode[] {
  const all = new Set<string>();
  for (const key of keys) {
    const parts = key.split(COMPOSITE_KEY_DELIMITER);
    for (let i = 1; i <= parts.length; i++) all.add(parts.slice(0, i).join(COMPOSITE_KEY_DELIMITER));
  }
  const elements = new Map(studyTree.map((e) => [e.compositeKey, e]));
  const childrenOf = (parent: string | null): DataTreeNode[] =>
    [...all]
      .filter((key) => {
        const parts = key.split(COMPOSITE_KEY_DELIMITER);
        const up = parts.length > 1 ? parts.slice(0, -1).join(COMPOSITE_KEY_DELIMITER) : null;
        return up === parent;
      })
      .sort((a, b) => a.localeCompare(b))
      .map((key) => {
        const children = [...childrenOf(key), ...tagGroupNodes(key, data.get(key) ?? new Map())];
        const detail = join(tagText(elements.get(key)?.metadata).filter((t) => !t.endsWith(`: ${key.split(COMPOSITE_KEY_DELIMITER).pop()}`)));
        return { id: `branch:${key}`, kind: 'group' as const, name: branchName(key), ...(detail ? { detail } : {}), ...(children.length ? { children } : {}) };
      });
  return childrenOf(null);
}

/**
 * The tree for a search: nodes whose name or details contain the text (with everything under
 * them) and the nodes on the way to them. The text applies from `DATA_SEARCH_MIN_LENGTH` characters.
 */
export function filterDataTree(nodes: readonly DataTreeNode[], text: string): DataTreeNode[] {
  const query = effectiveQuery(text, DATA_SEARCH_MIN_LENGTH).toLocaleLowerCase('en-GB');
  if (!query) return [...nodes];
  const visit = (list: readonly DataTreeNode[]): DataTreeNode[] =>
    list.flatMap((node) => {
      if (`${node.name} ${node.detail ?? ''}`.toLocaleLowerCase('en-GB').includes(query)) return [node];
      const children = node.children ? visit(node.children) : [];
      return children.length ? [{ ...node, children }] : [];
    });
  return visit(nodes);
}

/** Ids of every node with children, to start with everything open. */
export function expandableIds(nodes: readonly DataTreeNode[], into: string[] = []): string[] {
  for (const node of nodes) {
    if (node.children?.length) {
      into.push(node.id);
      expandableIds(node.children, into);
    }
  }
  return into;
}

/** Whether the tree holds any point or text item. */
export function hasData(tree: DataTree): boolean {
  const any = (nodes: readonly DataTreeNode[]): boolean => nodes.some((n) => n.kind !== 'group' || any(n.children ?? []));
  return any(tree.nodes);
}

/**
 * Where the crosshairs go on the page as the viewer draws it, in page units: a PDF page is drawn
 * in PDF points, and the editor stores its pixels at `CROSSHAIR_SCALE_RATIO` per point; an image is
 * drawn in its own pixels.
 */
export function crosshairPosition(location: Pick<DataLocation, 'x' | 'y'>, isPdf: boolean): { x: number; y: number; unit: 'pt' | 'px' } {
  const ratio = isPdf ? CROSSHAIR_SCALE_RATIO : 1;
  return { x: location.x / ratio, y: location.y / ratio, unit: isPdf ? 'pt' : 'px' };
}
