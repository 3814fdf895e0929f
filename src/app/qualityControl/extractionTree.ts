import type { DactylTreeNode } from '../../api/papers';
import { buildCompositeKey, compositeKeyLabel, parseCompositeKey } from '../../editor/core/compositeKey';
import type { Project, StudyElement } from '../../editor/core/model/types';
import { metadataRows } from '../../editor/core/tagging';
import type { QcNode, QcSource } from '../../screens/QualityControl/qcTypes';
import { extractionEntries, formatNumber, rowText, type ExtractionEntry } from './entries';

/*
 * The extraction tree of quality control (spec 2, section 3, 'Extraction tree templates'): the
 * tagged data of one extraction placed into the Study and Treatment templates, with the graphs
 * as AXIS, DATASET and POINT nodes under a SAVE root. docs/quality-control.md tells the mapping.
 */

/** Where a tag group's data goes. */
export type QcSection = 'results' | 'adverseEvents' | 'interventions' | 'criteria' | 'demographics';

/** Tag group (lower case) to template section. */
export const TAG_GROUP_SECTIONS: Readonly<Record<string, QcSection>> = {
  outcomes: 'results',
  'adverse events': 'adverseEvents',
  dosing: 'interventions',
  'inclusion/exclusion criteria': 'criteria',
  'baseline/demographics': 'demographics',
};

export const sectionOf = (tagGroup: string): QcSection | undefined => TAG_GROUP_SECTIONS[tagGroup.trim().toLowerCase()];

/** A template field: its label and the tag names (lower case) that fill it, and those of its unit. */
export interface TemplateField {
  label: string;
  tags: readonly string[];
  unitTags?: readonly string[];
}

const field = (label: string, tags: readonly string[], unitTags?: readonly string[]): TemplateField => ({ label, tags, ...(unitTags ? { unitTags } : {}) });

export const STUDY_FIELDS = [
  field('Sponsor Study Number', ['sponsor study number']),
  field('ClinicalTrials.gov Identifier', ['clinicaltrials.gov identifier', 'nct number', 'nct identifier']),
] as const;
export const STUDY_DESIGN_FIELDS = [
  field('Blinding', ['blinding']),
  field('Randomized', ['randomized', 'randomised']),
  field('Cross-over', ['cross-over', 'crossover']),
  field('Parallel', ['parallel']),
] as const;
export const CRITERIA_FIELDS = [
  field('Planned Number of Subjects', ['planned number of subjects', 'planned number']),
  field('Inclusion/Exclusion Patient', ['inclusion/exclusion patient', 'criterion type']),
  field('Race', ['race']),
] as const;
export const INTERVENTION_FIELDS = [
  field('Start Time', ['start time'], ['start time unit']),
  field('End Time', ['end time'], ['end time unit']),
  field('Drug Name', ['drug name', 'drug']),
  field('Drug Amount', ['drug amount', 'dose'], ['drug amount unit', 'dose unit']),
  field('Frequency', ['frequency']),
  field('Route', ['route']),
  field('Formulation', ['formulation']),
] as const;
export const ADVERSE_EVENT_FIELDS = [
  field('Name', ['adverse event term', 'adverse event', 'name']),
  field('Severity', ['severity']),
  field('Serious/SAE', ['serious adverse event', 'serious', 'sae']),
  field('Related', ['related']),
  field('Subject Count', ['number of subjects', 'subject count']),
  field('Subject Percent', ['percent of subjects', 'subject percent']),
  field('Event Count', ['number of events', 'event count']),
  field('Description', ['description']),
] as const;

/** Severity of an adverse event: the values the template knows. */
export const SEVERITIES = ['Mild', 'Moderate', 'Severe'] as const;

interface Candidate {
  rows: { tag: string; value: string | number | null }[];
  source?: QcSource;
}

function fillField(id: string, spec: TemplateField, candidates: readonly Candidate[]): QcNode {
  for (const c of candidates) {
    const row = c.rows.find((r) => spec.tags.includes(r.tag.trim().toLowerCase()) && rowText(r.value) !== '');
    if (!row) continue;
    const unit = spec.unitTags ? c.rows.find((r) => spec.unitTags!.includes(r.tag.trim().toLowerCase()) && rowText(r.value) !== '') : undefined;
    let value = rowText(row.value);
    if (spec.label === 'Severity') value = SEVERITIES.find((s) => s.toLowerCase() === value.toLowerCase()) ?? value;
    return { id, kind: 'FIELD', label: spec.label, value: unit ? `${value} ${rowText(unit.value)}` : value, ...(c.source ? { source: c.source } : {}), children: [] };
  }
  return { id, kind: 'FIELD', label: spec.label, children: [] };
}

const slug = (label: string) => label.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/** A point's own description: its text rows, as 'Tag: value'. */
function describe(entry: ExtractionEntry): string {
  const parts = entry.rows.filter((r) => !r.axisType && rowText(r.value) !== '').map((r) => `${r.tag}: ${rowText(r.value)}`);
  return parts.join('; ');
}

/** A point's value: its axis values (typed rows, else the calibrated coordinates) or its text. */
export function entryValue(entry: ExtractionEntry): string {
  if (entry.kind === 'text') return entry.text ?? '';
  const typed = entry.rows.filter((r) => r.axisType === 'value' && rowText(r.value) !== '');
  if (typed.length) return typed.map((r) => `${r.tag}: ${rowText(r.value)}`).join('; ');
  return entry.coordinates.map((c) => `${c.axis} = ${formatNumber(c.value)}`).join('; ');
}

export function pointNode(entry: ExtractionEntry): QcNode {
  const description = describe(entry);
  const base = entry.kind === 'text' ? 'Text' : `Point ${(entry.index ?? 0) + 1}`;
  return { id: entry.id, kind: 'POINT', label: description ? `${base}: ${description}` : base, value: entryValue(entry), source: entry.source, children: [] };
}

/** Graph points as AXIS > DATASET > POINT, text items as POINT, under one section. */
function dataNodes(sectionId: string, entries: readonly ExtractionEntry[]): QcNode[] {
  const out: QcNode[] = [];
  const axes = new Map<string, QcNode>();
  for (const entry of entries) {
    if (entry.kind === 'text') {
      out.push(pointNode(entry));
      continue;
    }
    const axisId = `${sectionId}/axis:${entry.source.file}:${entry.source.page}:${entry.axesName}`;
    let axis = axes.get(axisId);
    if (!axis) {
      axis = { id: axisId, kind: 'AXIS', label: entry.axesName ?? 'Graph', value: entry.axesType, source: { file: entry.source.file, page: entry.source.page }, children: [] };
      axes.set(axisId, axis);
      out.push(axis);
    }
    const datasetId = `${axisId}/dataset:${entry.datasetName}`;
    let dataset = axis.children.find((d) => d.id === datasetId);
    if (!dataset) {
      dataset = { id: datasetId, kind: 'DATASET', label: entry.datasetLabel ?? entry.datasetName ?? 'Dataset', value: entry.compositeKey ? compositeKeyLabel(entry.compositeKey) : undefined, source: { file: entry.source.file, page: entry.source.page }, children: [] };
      axis.children.push(dataset);
    }
    dataset.children.push(pointNode(entry));
  }
  return out;
}

const heading = (id: string, label: string, children: QcNode[], value?: string): QcNode => ({ id, kind: 'TEMPLATE', label, ...(value ? { value } : {}), children });

/** Instances (an intervention, an adverse event) of a section's entries, in first-seen order. */
function byInstance(entries: readonly ExtractionEntry[]): ExtractionEntry[][] {
  const groups = new Map<string, ExtractionEntry[]>();
  for (const e of entries) groups.set(e.instance, [...(groups.get(e.instance) ?? []), e]);
  return [...groups.values()];
}

function instanceNodes(parentId: string, label: string, fields: readonly TemplateField[], titleField: string, entries: readonly ExtractionEntry[]): QcNode[] {
  return byInstance(entries).map((group, i) => {
    const id = `${parentId}/${slug(label)}:${group[0]!.instance}`;
    const filled = fields.map((f) => fillField(`${id}/${slug(f.label)}`, f, group));
    const named = filled.find((f) => f.label === titleField)?.value;
    const title = named ? `${label}: ${named}` : `${label} ${i + 1}`;
    return heading(id, title, [...filled, ...dataNodes(id, group)]);
  });
}

interface StudyParts {
  study: string;
  studyPart?: string;
  studyArm?: string;
}

const armKeyOf = (p: StudyParts) => (p.studyArm ? buildCompositeKey({ study: p.study, ...(p.studyPart ? { studyPart: p.studyPart } : {}), studyArm: p.studyArm }) : '');

function elementRows(element: StudyElement | undefined): Candidate[] {
  return element ? [{ rows: metadataRows(element.metadata).map(({ entry }) => ({ tag: entry.tag.name, value: entry.value })) }] : [];
}

/** The extraction of one saved data entry as the QC tree: SAVE > Study > sections > AXIS > DATASET > POINT. */
export function buildQcTree(project: Project, save: { uuid: string; label: string }): QcNode {
  const entries = extractionEntries(project);
  const elements = project.studyTree ?? [];

  // Studies and arms: the study tree first (in its order), then any found only in the data.
  const studies: string[] = [];
  const arms = new Map<string, StudyParts[]>();
  const addStudy = (study: string) => {
    if (!studies.includes(study)) studies.push(study);
    if (!arms.has(study)) arms.set(study, []);
  };
  const addArm = (parts: StudyParts) => {
    addStudy(parts.study);
    const list = arms.get(parts.study)!;
    if (parts.studyArm && !list.some((a) => armKeyOf(a) === armKeyOf(parts))) list.push(parts);
  };
  for (const el of elements) {
    const p = parseCompositeKey(el.compositeKey);
    if (p.study) addArm({ study: p.study, ...(p.studyPart ? { studyPart: p.studyPart } : {}), ...(p.studyArm ? { studyArm: p.studyArm } : {}) });
  }
  for (const e of entries) {
    const p = parseCompositeKey(e.compositeKey);
    addArm({ study: p.study ?? '', ...(p.studyPart ? { studyPart: p.studyPart } : {}), ...(p.studyArm ? { studyArm: p.studyArm } : {}) });
  }

  const other = new Map<string, ExtractionEntry[]>();
  const studyNodes = studies.map((study) => {
    const id = `study:${study}`;
    const inStudy = entries.filter((e) => (parseCompositeKey(e.compositeKey).study ?? '') === study);
    const studyElement = elements.find((el) => el.compositeKey === study);
    const candidates: Candidate[] = [...elementRows(studyElement), ...inStudy];
    const section = (s: QcSection) => inStudy.filter((e) => sectionOf(e.tagGroup) === s);
    for (const e of inStudy) if (!sectionOf(e.tagGroup)) other.set(e.tagGroup || 'No tag group', [...(other.get(e.tagGroup || 'No tag group') ?? []), e]);

    const criteria = section('criteria');
    const treatmentsId = `${id}/treatments`;
    const armList = arms.get(study) ?? [];
    const armEntries = (key: string) => (s: QcSection) =>
      section(s).filter((e) => armKeyOf({ study, ...parseCompositeKey(e.compositeKey) } as StudyParts) === key);
    const treatment = (key: string, label: string) => {
      const tid = `treatment:${key || `${study}||*`}`;
      const of = armEntries(key);
      return heading(tid, label, [
        heading(`${tid}/interventions`, 'Interventions', instanceNodes(`${tid}/interventions`, 'Intervention', INTERVENTION_FIELDS, 'Drug Name', of('interventions'))),
        heading(`${tid}/results`, 'Results', dataNodes(`${tid}/results`, of('results'))),
        heading(`${tid}/adverse-events`, 'Adverse Events', instanceNodes(`${tid}/adverse-events`, 'Adverse Event', ADVERSE_EVENT_FIELDS, 'Name', of('adverseEvents'))),
      ]);
    };
    const treatments = armList.map((a) => treatment(armKeyOf(a), `Treatment ${a.studyArm}${a.studyPart ? ` (${a.studyPart})` : ''}`));
    // Arm-level data without an arm in its key belongs to the study as a whole.
    const withoutArm = (['interventions', 'results', 'adverseEvents'] as const).some((s) => armEntries('')(s).length > 0);
    if (withoutArm) treatments.push(treatment('', 'Treatment: all arms'));

    return heading(id, study ? `Study ${study}` : 'Study (no study key)', [
      ...STUDY_FIELDS.map((f) => fillField(`${id}/${slug(f.label)}`, f, candidates)),
      heading(`${id}/design`, 'Study Design', STUDY_DESIGN_FIELDS.map((f) => fillField(`${id}/design/${slug(f.label)}`, f, candidates))),
      heading(`${id}/criteria`, 'Inclusion and Exclusion Criteria', [
        ...CRITERIA_FIELDS.map((f) => fillField(`${id}/criteria/${slug(f.label)}`, f, criteria)),
        ...dataNodes(`${id}/criteria`, criteria),
      ]),
      heading(`${id}/demographics`, 'Demographics', dataNodes(`${id}/demographics`, section('demographics'))),
      heading(treatmentsId, 'Treatments', treatments),
    ]);
  });

  const otherNodes = [...other.entries()].map(([group, list]) => heading(`other:${group}`, group, dataNodes(`other:${group}`, list)));
  const children = [...studyNodes, ...(otherNodes.length ? [heading('other', 'Other tagged data', otherNodes)] : [])];
  return { id: `save:${save.uuid}`, kind: 'SAVE', label: save.label, children };
}

/** The tree as the QC record's dactyl_tree: SAVE > AXIS > DATASET > POINT of what remains after the review. */
export function toDactylTree(root: QcNode): DactylTreeNode {
  const axes: DactylTreeNode[] = [];
  const textPoints = new Map<string, DactylTreeNode[]>();
  const walk = (node: QcNode, path: string[]) => {
    if (node.kind === 'AXIS') {
      axes.push({
        type: 'AXIS',
        name: node.label,
        data: { section: path.join(' / '), ...(node.source ? { file: node.source.file, page: node.source.page } : {}) },
        children: node.children.map((d) => ({
          type: 'DATASET' as const,
          name: d.label,
          data: { id: d.id },
          children: d.children.filter((p) => p.kind === 'POINT').map(pointData),
        })),
      });
      return;
    }
    if (node.kind === 'POINT') {
      const key = path.join(' / ');
      textPoints.set(key, [...(textPoints.get(key) ?? []), pointData(node)]);
      return;
    }
    for (const child of node.children) walk(child, node.kind === 'SAVE' ? path : [...path, node.label]);
  };
  const pointData = (p: QcNode): DactylTreeNode => ({ type: 'POINT', name: p.label, data: { id: p.id, value: p.value ?? null, ...(p.source ? { source: p.source } : {}) } });
  walk(root, []);
  for (const [section, points] of textPoints) axes.push({ type: 'AXIS', name: 'Text', data: { section }, children: [{ type: 'DATASET', name: 'Text', children: points }] });
  return { type: 'SAVE', name: root.id.replace(/^save:/, ''), children: axes };
}
