import {
  BRANCH_TAG_LEVELS,
  COMPOSITE_KEY_LEVELS,
  type CompositeKeyLevel,
  deepestLevel,
  deepestValue,
  isSameOrDescendantKey,
  isValidCompositeKey,
  REFERENCE_ARM_TAG,
  renameKeyPrefix,
} from '../core/compositeKey';
import { EditorError } from '../core/errors';
import { removePoints } from '../core/model/pointGroups';
import { checkAbbreviation, usedKeys } from '../core/model/studyTreeRules';
import type { MetadataEntry, PointMetadata, StudyElement, TagGroup } from '../core/model/types';
import { BRANCH_GROUP_OF_LEVEL, BRANCH_TAG_OF_LEVEL, metadataRows, withRows } from '../core/tagging';
import { compositePatchCommand, patchCommand, type CommandContext, type PatchCommand } from './commands';
import { pointer, type PatchOperation } from './patch';

/*
 * Edits of the study tree (spec 3 sections 2 and 4, spec 2 section 5). They reach every page of
 * the extraction, since a branch is shared by all of them, and each makes only the operations of
 * what changes: one element added, the members holding a renamed key, the items removed.
 */

const refuse = (message: string) => new EditorError('project-invalid', message);

function elementIndex(ctx: CommandContext, key: string): number {
  const index = (ctx.document.studyTree ?? []).findIndex((e) => e.compositeKey === key);
  if (index < 0) throw refuse(`Study branch ${key} not found`);
  return index;
}

const definedKeys = (ctx: CommandContext) => (ctx.document.studyTree ?? []).map((e) => e.compositeKey);

/** The branch tag of a level in the project's tag groups, with its group. */
function branchTag(level: CompositeKeyLevel, tagGroups: readonly TagGroup[]) {
  const groupName = BRANCH_GROUP_OF_LEVEL[level];
  const group = tagGroups.find((g) => g.name === groupName);
  if (!group) throw refuse(`The tag group '${groupName}' is missing`);
  const tag = group.tags.find((t) => t.name === BRANCH_TAG_OF_LEVEL[level]) ?? group.tags.find((t) => BRANCH_TAG_LEVELS[t.name] === level);
  if (!tag) throw refuse(`The tag group '${groupName}' has no '${BRANCH_TAG_OF_LEVEL[level]}' tag`);
  return { group, tag };
}

/**
 * Add an element to the study tree: a new instance of the level's branch group whose first row
 * is the branch tag holding the abbreviation. Creates the study tree when the project has none.
 */
export function addStudyElement(
  ctx: CommandContext,
  level: CompositeKeyLevel,
  parentKey: string | undefined,
  abbreviation: string,
  tagGroups: readonly TagGroup[] = ctx.document.tagGroups ?? [],
  uuid: string = crypto.randomUUID(),
): PatchCommand {
  const parentLevel = COMPOSITE_KEY_LEVELS[COMPOSITE_KEY_LEVELS.indexOf(level) - 1];
  const parent = parentLevel ? parentKey : undefined;
  if (parentLevel && (!parent || !isValidCompositeKey(parent) || deepestLevel(parent) !== parentLevel))
    throw refuse(`A ${BRANCH_GROUP_OF_LEVEL[level].toLowerCase()} needs a ${BRANCH_GROUP_OF_LEVEL[parentLevel].toLowerCase()} above it`);
  const check = checkAbbreviation({ value: abbreviation, parentKey: parent, definedKeys: definedKeys(ctx) });
  if (!check.ok) throw refuse(check.message);
  const { group, tag } = branchTag(level, tagGroups);
  const metadata: PointMetadata = { 0: { tag: { name: tag.name, uuid: tag.uuid }, value: check.value } };
  const element: StudyElement = {
    uuid,
    compositeKey: check.key,
    tagGroup: { name: group.name, uuid: group.uuid, instanceUuid: uuid },
    metadata,
  };
  const tree = ctx.document.studyTree;
  const op: PatchOperation = tree ? { op: 'add', path: pointer('studyTree', tree.length), value: element } : { op: 'add', path: '/studyTree', value: [element] };
  return patchCommand(ctx.document, `Add ${BRANCH_GROUP_OF_LEVEL[level].toLowerCase()}`, [op]);
}

/** Operations renaming the key (and the branch rows that spell it) in one metadata object. */
function renameInMetadata(metadata: PointMetadata | undefined, path: string, from: string, to: string, level: CompositeKeyLevel, oldValue: string, newValue: string): PatchOperation[] {
  if (!metadata) return [];
  const ops: PatchOperation[] = [];
  const own = metadata.compositeKey !== undefined && isSameOrDescendantKey(from, metadata.compositeKey);
  const reference = metadata.referenceCompositeKey !== undefined && isSameOrDescendantKey(from, metadata.referenceCompositeKey);
  if (own) ops.push({ op: 'replace', path: `${path}/compositeKey`, value: renameKeyPrefix(metadata.compositeKey!, from, to) });
  if (reference) ops.push({ op: 'replace', path: `${path}/referenceCompositeKey`, value: renameKeyPrefix(metadata.referenceCompositeKey!, from, to) });
  for (const { index, entry } of metadataRows(metadata)) {
    if (entry.value !== oldValue) continue;
    const spellsOwn = own && BRANCH_TAG_LEVELS[entry.tag.name] === level;
    const spellsReference = reference && level === 'studyArm' && entry.tag.name === REFERENCE_ARM_TAG;
    if (spellsOwn || spellsReference) ops.push({ op: 'replace', path: `${path}/${index}/value`, value: newValue });
  }
  return ops;
}

/**
 * Rename a branch: its abbreviation becomes `abbreviation`, and its key (and the keys below it)
 * change in the study tree, in every dataset's study data and name ({compositeKey}_{uuid}), and in
 * every point, text item and bar or table header, own and reference keys alike.
 */
export function renameStudyKey(ctx: CommandContext, key: string, abbreviation: string): PatchCommand {
  const doc = ctx.document;
  const level = deepestLevel(key);
  if (!level) throw refuse(`Study branch ${key} not found`);
  const i = elementIndex(ctx, key);
  const check = checkAbbreviation({ value: abbreviation, currentKey: key, definedKeys: definedKeys(ctx), usedKeys: usedKeys(doc) });
  if (!check.ok) throw refuse(check.message);
  const to = check.key;
  const oldValue = deepestValue(key)!;
  const newValue = check.value;
  const ops: PatchOperation[] = [];
  if (to !== key) {
    (doc.studyTree ?? []).forEach((element, e) => {
      if (isSameOrDescendantKey(key, element.compositeKey))
        ops.push({ op: 'replace', path: pointer('studyTree', e, 'compositeKey'), value: renameKeyPrefix(element.compositeKey, key, to) });
    });
    const branchRow = metadataRows(doc.studyTree![i]!.metadata).find(({ entry }) => BRANCH_TAG_LEVELS[entry.tag.name] === level);
    if (branchRow) ops.push({ op: 'replace', path: pointer('studyTree', i, 'metadata', branchRow.index, 'value'), value: newValue });
    const rename = (metadata: PointMetadata | undefined, path: string) => ops.push(...renameInMetadata(metadata, path, key, to, level, oldValue, newValue));
    doc.pages.forEach((page, p) => {
      page.datasets.forEach((dataset, d) => {
        const at = (...rest: (string | number)[]) => pointer('pages', p, 'datasets', d, ...rest);
        const datasetKey = dataset.metadata.studyData?.compositeKey;
        if (datasetKey !== undefined && isSameOrDescendantKey(key, datasetKey)) {
          const newKey = renameKeyPrefix(datasetKey, key, to);
          ops.push({ op: 'replace', path: at('metadata', 'studyData', 'compositeKey'), value: newKey });
          if (dataset.name.startsWith(`${datasetKey}_`)) {
            const name = newKey + dataset.name.slice(datasetKey.length);
            ops.push({ op: 'replace', path: at('name'), value: name });
            if (dataset.metadata.name === dataset.name) ops.push({ op: 'replace', path: at('metadata', 'name'), value: name });
          }
        }
        dataset.points.forEach((point, n) => rename(point.metadata, at('points', n, 'metadata')));
      });
      (page.texts ?? []).forEach((text, t) => rename(text.metadata, pointer('pages', p, 'texts', t, 'metadata')));
      page.axes.forEach((axes, a) => {
        const at = (...rest: (string | number)[]) => pointer('pages', p, 'axes', a, 'metadata', ...rest);
        (axes.metadata.barHeaders?.headers ?? []).forEach((header, h) => rename(header.metadata, at('barHeaders', 'headers', h, 'metadata')));
        (axes.metadata.calibration?.rows.headers ?? []).forEach((header, h) => rename(header, at('calibration', 'rows', 'headers', h)));
        (axes.metadata.calibration?.cols.headers ?? []).forEach((header, h) => rename(header, at('calibration', 'cols', 'headers', h)));
      });
    });
  }
  return patchCommand(doc, `Rename ${BRANCH_GROUP_OF_LEVEL[level].toLowerCase()}`, ops);
}

/** A point or text item's metadata without a reference to a deleted branch. */
function withoutReference(metadata: PointMetadata): PointMetadata {
  const rows = metadataRows(metadata)
    .map(({ entry }) => entry)
    .filter((entry) => entry.tag.name !== REFERENCE_ARM_TAG);
  const out = withRows(metadata, rows);
  delete out.referenceCompositeKey;
  return out;
}

/**
 * Delete a branch and its descendants: their elements leave the study tree, and every tag-group
 * instance for them leaves the data (datasets collecting them with their points, points and text
 * items tagged with them). References to them (the reference arm of a point or text) are cleared.
 */
export function deleteStudyElement(ctx: CommandContext, key: string): PatchCommand {
  const doc = ctx.document;
  const under = (k: string | undefined) => k !== undefined && k !== '' && isSameOrDescendantKey(key, k);
  const commands: PatchCommand[] = [];
  doc.pages.forEach((page, p) => {
    const ops: PatchOperation[] = [];
    const doomedDatasets: number[] = [];
    page.datasets.forEach((dataset, d) => {
      if (under(dataset.metadata.studyData?.compositeKey)) {
        doomedDatasets.push(d);
        return;
      }
      const at = (...rest: (string | number)[]) => pointer('pages', p, 'datasets', d, ...rest);
      const doomedPoints: number[] = [];
      dataset.points.forEach((point, n) => {
        if (under(point.metadata?.compositeKey)) doomedPoints.push(n);
        else if (point.metadata && under(point.metadata.referenceCompositeKey)) ops.push({ op: 'replace', path: at('points', n, 'metadata'), value: withoutReference(point.metadata) });
      });
      for (const n of [...doomedPoints].reverse()) ops.push({ op: 'remove', path: at('points', n) });
      if (doomedPoints.length && dataset.tuples.length) ops.push({ op: 'replace', path: at('tuples'), value: removePoints(dataset, doomedPoints).tuples });
    });
    for (const d of doomedDatasets.reverse()) ops.push({ op: 'remove', path: pointer('pages', p, 'datasets', d) });
    const texts = page.texts ?? [];
    const doomedTexts: number[] = [];
    texts.forEach((text, t) => {
      if (under(text.metadata.compositeKey)) doomedTexts.push(t);
      else if (under(text.metadata.referenceCompositeKey)) ops.push({ op: 'replace', path: pointer('pages', p, 'texts', t, 'metadata'), value: withoutReference(text.metadata) });
    });
    for (const t of doomedTexts.reverse()) ops.push({ op: 'remove', path: pointer('pages', p, 'texts', t) });
    if (ops.length) commands.push(patchCommand(doc, 'Delete branch data', ops));
  });
  const treeOps: PatchOperation[] = [];
  (doc.studyTree ?? []).forEach((element, e) => {
    if (isSameOrDescendantKey(key, element.compositeKey)) treeOps.push({ op: 'remove', path: pointer('studyTree', e) });
  });
  treeOps.reverse();
  if (treeOps.length) commands.push(patchCommand(doc, 'Delete branch', treeOps));
  const level = deepestLevel(key);
  return compositePatchCommand(doc, `Delete ${level ? BRANCH_GROUP_OF_LEVEL[level].toLowerCase() : 'branch'}`, commands);
}

/**
 * Set the rows of an element other than its branch tag (a description, a full name). The branch
 * row stays first and unchanged: the abbreviation changes only through `renameStudyKey`.
 */
export function setStudyElementMetadata(ctx: CommandContext, key: string, rows: readonly MetadataEntry[]): PatchCommand {
  const i = elementIndex(ctx, key);
  const element = ctx.document.studyTree![i]!;
  const level = deepestLevel(key)!;
  const branchRow = metadataRows(element.metadata).find(({ entry }) => BRANCH_TAG_LEVELS[entry.tag.name] === level);
  const others = rows.filter((row) => BRANCH_TAG_LEVELS[row.tag.name] !== level);
  const metadata = withRows(element.metadata, branchRow ? [branchRow.entry, ...others] : others);
  return patchCommand(ctx.document, `Edit ${BRANCH_GROUP_OF_LEVEL[level].toLowerCase()}`, [{ op: 'replace', path: pointer('studyTree', i, 'metadata'), value: metadata }]);
}
