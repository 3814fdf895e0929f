import { compositeKeyLabel } from '../../editor/core/compositeKey';
import type { MetadataEntry, PointMetadata, TagGroup } from '../../editor/core/model/types';
import { datasetLabel } from '../DataEntry/dataEntryRules';
import { BRANCH_GROUP_NAMES, DEFINITIONS_GROUP, metadataRows, TAG_GROUP_ORDER } from '../../editor/core/tagging';

/*
 * The raw data viewer's tables: every tagged thing of an extraction (points of datasets, text items
 * of pages, elements of the study tree), one row each, grouped by the name of its tag group. The
 * document comes from the server or the editor as it is, so nothing here trusts its shape.
 */

/** A panel of this many rows or more collapses every other panel when it opens (spec 2, section 9). */
export const RAW_VIEWER_LARGE_PANEL = 500;

/** The panel of items that name no tag group. */
export const UNTAGGED_GROUP = 'No tag group';

/** The columns the 'Definitions and abbreviations' table always shows first, in this order. */
export const DEFINITIONS_HEADERS = ['Term', 'Description', 'Comments'] as const;

/** Tags shown under a definitions header; 'Description' also shows the tag group's 'Definition' tag. */
const DEFINITIONS_SOURCES: Record<(typeof DEFINITIONS_HEADERS)[number], readonly string[]> = {
  Term: ['Term'],
  Description: ['Description', 'Definition'],
  Comments: ['Comments', 'Comment'],
};

export const rawItemKinds = ['point', 'text', 'study'] as const;
export type RawItemKind = (typeof rawItemKinds)[number];

/** Where 'Go to tag group' leads: the item and the tag group instance it belongs to. */
export interface RawTarget {
  kind: RawItemKind;
  tagGroup: string;
  /** The tag group instance, when the item names one. */
  instanceUuid?: string;
  /** Points and text: the file (index) and page. */
  file?: number;
  page?: number;
  /** Points: the axes, the dataset and the point's index in it. */
  axesName?: string;
  datasetName?: string;
  index?: number;
  /** Text items and study tree elements. */
  uuid?: string;
}

/** One tagged item as a row. */
export interface RawRow {
  id: string;
  kind: RawItemKind;
  /** What the item is: 'Arm A, point 3', the selected text, 'Study tree'. */
  item: string;
  /** 'file.pdf, page 2'; empty for the study tree. */
  location: string;
  compositeKey: string;
  /** Tag name to the value shown (several rows of one tag joined by '; '). */
  values: Record<string, string>;
  target: RawTarget;
}

/** A table column, in the order shown. */
export interface RawColumn {
  id: string;
  name: string;
  kind: 'item' | 'location' | 'compositeKey' | 'tag';
  /** Tag columns: the tags whose values the column shows, first found wins. */
  tags?: readonly string[];
}

/** One expansion panel. */
export interface RawGroup {
  /** The tag group name, also the panel's key. */
  id: string;
  name: string;
  /** Whether this is the definitions table (its own column order). */
  isDefinitions: boolean;
  columns: RawColumn[];
  rows: RawRow[];
}

type Loose = Record<string, unknown>;
const isObject = (v: unknown): v is Loose => typeof v === 'object' && v !== null && !Array.isArray(v);
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const text = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' || typeof v === 'boolean' ? String(v) : '');

function groupRefOf(...candidates: unknown[]): { name: string; instanceUuid?: string } | null {
  for (const c of candidates) {
    if (isObject(c) && typeof c.name === 'string' && c.name) {
      return typeof c.instanceUuid === 'string' ? { name: c.name, instanceUuid: c.instanceUuid } : { name: c.name };
    }
  }
  return null;
}

/** Values of the numbered metadata rows by tag name, in row order; the tag names in that order. */
function valuesOf(metadata: unknown): { values: Record<string, string>; order: string[] } {
  const values: Record<string, string> = {};
  const order: string[] = [];
  if (!isObject(metadata)) return { values, order };
  for (const { entry } of metadataRows(metadata as PointMetadata)) {
    const name = text((entry as MetadataEntry).tag?.name);
    if (!name) continue;
    const value = text(entry.value);
    if (!(name in values)) {
      order.push(name);
      values[name] = value;
    } else if (value) values[name] = values[name] ? `${values[name]}; ${value}` : value;
  }
  return { values, order };
}

interface Collected {
  rows: RawRow[];
  /** Tag names in the order first seen. */
  seen: string[];
}

/** Rank of a group: branch groups by level, then the tag-group combobox order, then by name; untagged last. */
function groupRank(name: string): number {
  if (name === UNTAGGED_GROUP) return 1000;
  const branch = BRANCH_GROUP_NAMES.indexOf(name);
  if (branch !== -1) return branch;
  const ordered = TAG_GROUP_ORDER.indexOf(name);
  return ordered === -1 ? 500 : 100 + ordered;
}

function columnsOf(name: string, seen: readonly string[], defined: readonly string[] | undefined): RawColumn[] {
  const tagOrder = [...(defined ?? []).filter((t) => seen.includes(t)), ...seen.filter((t) => !defined?.includes(t))];
  const item: RawColumn = { id: 'item', name: 'Item', kind: 'item' };
  const location: RawColumn = { id: 'location', name: 'Location', kind: 'location' };
  const key: RawColumn = { id: 'compositeKey', name: 'Composite key', kind: 'compositeKey' };
  const tag = (t: string): RawColumn => ({ id: `tag:${t}`, name: t, kind: 'tag', tags: [t] });
  if (name === DEFINITIONS_GROUP) {
    const covered = new Set(Object.values(DEFINITIONS_SOURCES).flat());
    const fixed = DEFINITIONS_HEADERS.map((h): RawColumn => ({ id: `tag:${h}`, name: h, kind: 'tag', tags: DEFINITIONS_SOURCES[h] }));
    // A definition belongs to the paper, not to a study branch: its words first, where it was found after.
    return [...fixed, ...tagOrder.filter((t) => !covered.has(t)).map(tag), item, location, key];
  }
  return [key, ...tagOrder.map(tag), item, location];
}

/**
 * The panels of an extraction document (the saved project shape): one per tag group name, each
 * with its columns and rows. `fileNames` name the files by index.
 */
export function groupRawData(rawData: unknown, fileNames: readonly string[] = []): RawGroup[] {
  if (!isObject(rawData)) return [];
  const byGroup = new Map<string, Collected>();
  const add = (group: string, row: RawRow, order: readonly string[]) => {
    let collected = byGroup.get(group);
    if (!collected) byGroup.set(group, (collected = { rows: [], seen: [] }));
    collected.rows.push(row);
    for (const t of order) if (!collected.seen.includes(t)) collected.seen.push(t);
  };
  const fileName = (file: number) => fileNames[file] ?? `File ${file + 1}`;

  list(rawData.pages).forEach((pageValue, pageIndex) => {
    if (!isObject(pageValue)) return;
    const file = typeof pageValue.file === 'number' ? pageValue.file : 0;
    const page = typeof pageValue.page === 'number' ? pageValue.page : 1;
    const location = `${fileName(file)}, page ${page}`;
    list(pageValue.datasets).forEach((datasetValue, datasetIndex) => {
      if (!isObject(datasetValue)) return;
      const datasetName = text(datasetValue.name);
      const axesName = text(datasetValue.axesName);
      const datasetMeta = isObject(datasetValue.metadata) ? datasetValue.metadata : {};
      const studyData = isObject(datasetMeta.studyData) ? datasetMeta.studyData : {};
      // '{compositeKey}_{uuid}' is how the data names a dataset; people read its study branch.
      const shownName = datasetLabel({ name: datasetName, metadata: { studyData: { compositeKey: text(studyData.compositeKey), tagGroup: { name: '', uuid: '' } } } });
      list(datasetValue.points).forEach((pointValue, index) => {
        if (!isObject(pointValue)) return;
        const metadata = isObject(pointValue.metadata) ? pointValue.metadata : {};
        const ref = groupRefOf(metadata.tagGroup, datasetMeta.tagGroup, studyData.tagGroup);
        const group = ref?.name ?? UNTAGGED_GROUP;
        const { values, order } = valuesOf(metadata);
        add(
          group,
          {
            id: `point:${pageIndex}:${datasetIndex}:${index}`,
            kind: 'point',
            item: `${shownName || 'Dataset'}, point ${index + 1}`,
            location,
            compositeKey: text(metadata.compositeKey) || text(studyData.compositeKey),
            values,
            target: { kind: 'point', tagGroup: group, ...(ref?.instanceUuid ? { instanceUuid: ref.instanceUuid } : {}), file, page, axesName, datasetName, index },
          },
          order,
        );
      });
    });
    list(pageValue.texts).forEach((textValue, index) => {
      if (!isObject(textValue)) return;
      const metadata = isObject(textValue.metadata) ? textValue.metadata : {};
      const ref = groupRefOf(metadata.tagGroup);
      const group = ref?.name ?? UNTAGGED_GROUP;
      const uuid = text(textValue.uuid);
      const { values, order } = valuesOf(metadata);
      add(
        group,
        {
          id: `text:${pageIndex}:${uuid || index}`,
          kind: 'text',
          item: text(textValue.text) || 'Text',
          location,
          compositeKey: text(metadata.compositeKey),
          values,
          target: { kind: 'text', tagGroup: group, ...(ref?.instanceUuid ? { instanceUuid: ref.instanceUuid } : {}), file, page, ...(uuid ? { uuid } : {}) },
        },
        order,
      );
    });
  });

  list(rawData.studyTree).forEach((elementValue, index) => {
    if (!isObject(elementValue)) return;
    const metadata = isObject(elementValue.metadata) ? elementValue.metadata : {};
    const ref = groupRefOf(elementValue.tagGroup, metadata.tagGroup);
    const group = ref?.name ?? UNTAGGED_GROUP;
    const uuid = text(elementValue.uuid);
    const { values, order } = valuesOf(metadata);
    add(
      group,
      {
        id: `study:${uuid || index}`,
        kind: 'study',
        item: 'Study tree',
        location: '',
        compositeKey: text(elementValue.compositeKey) || text(metadata.compositeKey),
        values,
        target: { kind: 'study', tagGroup: group, ...(uuid ? { uuid, instanceUuid: uuid } : {}) },
      },
      order,
    );
  });

  const definedTags = new Map<string, string[]>();
  for (const g of list(rawData.tagGroups)) {
    if (isObject(g) && typeof g.name === 'string') definedTags.set(g.name, list((g as unknown as TagGroup).tags).map((t) => (isObject(t) ? text(t.name) : '')));
  }

  return [...byGroup.entries()]
    .sort(([a], [b]) => groupRank(a) - groupRank(b) || a.localeCompare(b))
    .map(([name, { rows, seen }]) => ({
      id: name,
      name,
      isDefinitions: name === DEFINITIONS_GROUP,
      columns: columnsOf(name, seen, definedTags.get(name)),
      rows,
    }));
}

/** The text of a row's cell in a column. */
export function cellText(row: RawRow, column: RawColumn): string {
  switch (column.kind) {
    case 'item':
      return row.item;
    case 'location':
      return row.location;
    case 'compositeKey':
      // The stored key ('ABC||Main||Drug') reads as its study branch, as everywhere else.
      return compositeKeyLabel(row.compositeKey);
    case 'tag':
      for (const t of column.tags ?? []) if (row.values[t]) return row.values[t];
      return '';
  }
}

function rowMatches(row: RawRow, needle: string): boolean {
  if (row.item.toLowerCase().includes(needle) || row.location.toLowerCase().includes(needle)) return true;
  if (row.compositeKey.toLowerCase().includes(needle) || compositeKeyLabel(row.compositeKey).toLowerCase().includes(needle)) return true;
  for (const [tag, value] of Object.entries(row.values)) {
    if (value.toLowerCase().includes(needle) || tag.toLowerCase().includes(needle)) return true;
  }
  return false;
}

/**
 * The panels with only the rows the filter finds (case-insensitive, in any cell or tag name); a
 * group whose name matches keeps every row. Panels left without rows are dropped. An empty or
 * blank filter keeps everything as it is.
 */
export function filterGroups(groups: readonly RawGroup[], filter: string): RawGroup[] {
  const needle = filter.trim().toLowerCase();
  if (!needle) return groups as RawGroup[];
  const out: RawGroup[] = [];
  for (const group of groups) {
    if (group.name.toLowerCase().includes(needle)) {
      out.push(group);
      continue;
    }
    const rows = group.rows.filter((row) => rowMatches(row, needle));
    if (rows.length) out.push({ ...group, rows });
  }
  return out;
}

/** Panels open on load: every panel under the large-panel threshold. */
export function initialExpanded(groups: readonly RawGroup[]): Set<string> {
  return new Set(groups.filter((g) => g.rows.length < RAW_VIEWER_LARGE_PANEL).map((g) => g.id));
}

/**
 * The open panels after the user opened or closed some: opening a panel of
 * RAW_VIEWER_LARGE_PANEL rows or more closes all others. Opening several at once (Expand all)
 * opens them all.
 */
export function nextExpanded(previous: ReadonlySet<string>, next: ReadonlySet<string>, rowCounts: ReadonlyMap<string, number>): Set<string> {
  const opened = [...next].filter((key) => !previous.has(key));
  if (opened.length === 1 && (rowCounts.get(opened[0]!) ?? 0) >= RAW_VIEWER_LARGE_PANEL) return new Set(opened);
  return new Set(next);
}
