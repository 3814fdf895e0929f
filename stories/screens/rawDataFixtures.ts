/*
 * Fixed extraction documents for the raw data viewer's stories: no clock, no randomness.
 */
import medium300 from '../../tests/fixtures/survival/medium-300.json';
import type { RTrial } from '../../tests/unit/editor/survival/fixtures';
import { trialProject } from '../../tests/unit/editor/survival/trialProject';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const row = (tag: string, value: string | number) => ({ tag: { name: tag, uuid: `tag-${tag}` }, value });
const group = (name: string, n: number, instance?: number) => ({ name, uuid: uuid(n), ...(instance ? { instanceUuid: uuid(instance) } : {}) });

const outcomes = group('Outcomes', 10, 1001);
const baseline = group('Baseline/Demographics', 11, 1002);
const definitions = group('Definitions and abbreviations', 12);
const adverse = group('Adverse events', 13);

const arms = ['Placebo', 'Drug X 10 mg', 'Drug X 20 mg'];

const point = (x: number, y: number, metadata: Record<string | number, unknown>) => ({ x, y, metadata });

const dataset = (name: string, points: unknown[]) => ({ name, axesName: 'XY', metadata: {}, metadataKeys: [], pointGroups: [], tuples: [], points });

const base = {
  format: 'WPD',
  formatVersion: 1,
  misc: { file: 0, page: 1, zoom: 1, scroll: { x: 0, y: 0 }, rotation: 0 },
  tagGroups: [
    { ...outcomes, tags: [{ name: 'Outcome', uuid: 'tag-Outcome' }, { name: 'Time (number)', uuid: 'tag-Time (number)' }, { name: 'Unit', uuid: 'tag-Unit' }] },
  ],
};

const studyTree = [
  { uuid: uuid(2001), compositeKey: 'ABC-1', tagGroup: group('Study', 20, 2001), metadata: { 0: row('Study abbreviation', 'ABC-1'), 1: row('Description', 'Phase 3 trial') } },
  ...arms.map((arm, i) => ({
    uuid: uuid(2010 + i),
    compositeKey: `ABC-1||Main||${arm}`,
    tagGroup: group('Study arm', 22, 2010 + i),
    metadata: { 0: row('Study arm abbreviation', arm) },
  })),
];

const outcomePoints = arms.flatMap((arm, a) =>
  [4, 8, 12].map((week, w) =>
    point(100 + w * 50, 300 - a * 40 - w * 10, {
      0: row('Outcome', 'HbA1c change'),
      1: row('Time (number)', week),
      2: row('Unit', '%'),
      compositeKey: `ABC-1||Main||${arm}`,
      tagGroup: outcomes,
    }),
  ),
);

const texts = [
  ['BMI', 'Body mass index', 'kg/m²'],
  ['HbA1c', 'Glycated haemoglobin', ''],
  ['ITT', 'Intention to treat', 'All randomised patients'],
].map(([term, definition, comments], i) => ({
  uuid: uuid(3001 + i),
  text: `${term}: ${definition}`,
  metadata: { 0: row('Term', term!), 1: row('Definition', definition!), ...(comments ? { 2: row('Comments', comments) } : {}), tagGroup: definitions },
}));

/** An extraction with several tag groups, study tree elements, a definitions table and an untagged point. */
export const filledDocument = {
  ...base,
  studyTree,
  pages: [
    {
      file: 0,
      page: 2,
      axes: [],
      measurements: [],
      datasets: [dataset('HbA1c by arm', outcomePoints), dataset('Untagged', [point(20, 20, {})])],
      texts,
    },
    {
      file: 1,
      page: 1,
      axes: [],
      measurements: [],
      datasets: [
        dataset(
          'Baseline',
          arms.map((arm, i) => point(40 + i * 30, 60, { 0: row('Characteristic', 'Age'), 1: row('Value', 54 + i), 2: row('Unit', 'years'), compositeKey: `ABC-1||Main||${arm}`, tagGroup: baseline })),
        ),
      ],
    },
  ],
};

/** An extraction with no tagged item at all. */
export const emptyDocument = { ...base, pages: [] };

/** Adds `count` points in the 'Adverse events' group to the filled extraction. */
export function withLargeGroup(count: number) {
  const names = ['Headache', 'Nausea', 'Dizziness', 'Fatigue', 'Rash'];
  const points = Array.from({ length: count }, (_, i) =>
    point(i % 500, Math.floor(i / 500), {
      0: row('Adverse event', names[i % names.length]!),
      1: row('Subject count', (i * 7) % 90),
      compositeKey: `ABC-1||Main||${arms[i % arms.length]}`,
      tagGroup: adverse,
    }),
  );
  return {
    ...filledDocument,
    pages: [...filledDocument.pages, { file: 1, page: 4, axes: [], measurements: [], datasets: [dataset('Adverse events table', points)] }],
  };
}

export const fileNames = ['abc-1-main-results.pdf', 'abc-1-supplement.pdf'];

/** R's simulated 300-per-arm trial digitized on one survival graph, each arm tagged with its branch (TRIAL / Main / arm). */
export const survivalDocument = { ...base, pages: trialProject(medium300 as RTrial, [0, 10, 20, 30, 40]).pages };

/** The same graph with the Drug arm not digitized yet: its results and the hazard ratio are missing, and the section says why. */
export const survivalHalfDoneDocument = {
  ...base,
  pages: survivalDocument.pages.map((p) => ({ ...p, datasets: p.datasets.map((d) => (d.name === 'Drug' ? { ...d, points: [] } : d)) })),
};
