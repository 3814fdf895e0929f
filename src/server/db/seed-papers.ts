import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { and, eq, isNull } from 'drizzle-orm';
import type { Project, StudyElement } from '../../editor/core/model/types';
import type { CompositeKeyLevel } from '../../editor/core/compositeKey';
import { BRANCH_GROUP_OF_LEVEL, BRANCH_TAG_OF_LEVEL } from '../../editor/core/tagging';
import { saveProject } from '../../editor/core/project';
import { validateProject } from '../../editor/core/validation';
import { summarizeDelta } from '../services/deltaSummary';
import { appendDelta, loggedOperations, startHistory, wholeDocumentDelta } from '../services/extractionHistory';
import type { FileStore } from '../services/fileStore';
import { BAR_CHART_DATA, BAR_CHART_GEOMETRY, barChartPng, logChartPdf, polarChartPdf, ternaryChartPdf, twoPagePaperPdf } from './demoFigures';
import type { Db } from './index';
import { papers, projectPapers, projects, tagGroups, tags, users } from './schema';
import { dataEntries, files } from './schema-papers';

interface DemoPaper {
  name: string;
  doi: string;
  priority: number;
  project: string;
  isTraining?: boolean;
  files: () => Promise<{ name: string; mimeType: string; bytes: Uint8Array }[]>;
}

const BAR_CHART_DOI = '10.5555/sourcebench.demo.2';

/** The polar and ternary figures (numbers in demoFigures.ts), after the log chart in the first demo paper. */
async function otherAxesFigures(): Promise<{ name: string; mimeType: string; bytes: Uint8Array }[]> {
  return [
    { name: 'polar-chart.pdf', mimeType: 'application/pdf', bytes: await polarChartPdf() },
    { name: 'ternary-chart.pdf', mimeType: 'application/pdf', bytes: await ternaryChartPdf() },
  ];
}

const DEMO_PAPERS: DemoPaper[] = [
  {
    name: 'Demo; 2024; Hazard ratio over time (log-scale line chart)',
    doi: '10.5555/sourcebench.demo.1',
    priority: 3,
    project: 'SGLT2 inhibitors in heart failure',
    files: async () => [
      { name: 'log-scale-chart.pdf', mimeType: 'application/pdf', bytes: await logChartPdf() },
      ...(await otherAxesFigures()),
    ],
  },
  {
    name: 'Demo; 2024; Response rates by dose (bar chart)',
    doi: BAR_CHART_DOI,
    priority: 2,
    project: 'PD-1 inhibitors: overall survival',
    files: async () => [{ name: 'bar-chart.png', mimeType: 'image/png', bytes: barChartPng() }],
  },
  {
    name: 'Demo; 2024; Randomised trial report (two pages, table and chart)',
    doi: '10.5555/sourcebench.demo.3',
    priority: 1,
    project: 'Training papers',
    isTraining: true,
    files: async () => [{ name: 'trial-report.pdf', mimeType: 'application/pdf', bytes: await twoPagePaperPdf() }],
  },
  ...vectorDemoPapers(),
];

/**
 * A chart drawn by Vega-Lite (scripts/make-vega-fixtures.ts) from a seeded data table: three mean
 * curves and twelve observed measurements drawn as green circles. The vector PDF, whose lines and
 * markers can be read exactly, and its 200 dpi PNG twin for the raster tools (averaging window on
 * the curves, blob detector on the markers). The data it was drawn from, and where each datum lies
 * on both files, is in figures/vega-seeded.json.
 */
function vectorDemoPapers(): DemoPaper[] {
  const figure = (name: string) => new Uint8Array(readFileSync(new URL(`./figures/${name}`, import.meta.url)));
  return [
    {
      name: 'Demo; 2024; Plasma concentration after a single dose (vector PDF and PNG twin)',
      doi: '10.5555/sourcebench.demo.4',
      priority: 0,
      project: 'PD-1 inhibitors: overall survival',
      files: async () => [
        { name: 'plasma-concentration.pdf', mimeType: 'application/pdf', bytes: figure('vega-seeded.pdf') },
        { name: 'plasma-concentration.png', mimeType: 'image/png', bytes: figure('vega-seeded.png') },
      ],
    },
  ];
}

/**
 * A completed, validated extraction of the bar chart by the QC demo user, so the Completed
 * Extractions screen and its downloads have something to show with known numbers: one point on top
 * of each bar, each bar a study arm of study DEMO-2 (part Main).
 */
export const DEMO_EXTRACTION = {
  uuid: '5eed0000-0000-4000-8000-000000000002',
  paperDoi: BAR_CHART_DOI,
  userEmail: 'qc@example.com',
  completedAt: new Date(Date.UTC(2024, 2, 1, 10, 30)),
  study: 'DEMO-2',
  part: 'Main',
  tagGroup: 'Outcomes',
  valueTag: 'Percent of subjects',
  outcomeTag: 'Outcome',
  outcome: 'Response rate',
  unit: '%',
  graph: 'Bar graph',
} as const;

type TagRef = { name: string; uuid: string };

/** The branch groups and their abbreviation tags, for the demo extraction's study tree. */
export interface BranchRefs {
  study: { group: TagRef; tag: TagRef };
  studyPart: { group: TagRef; tag: TagRef };
  studyArm: { group: TagRef; tag: TagRef };
}

/** The demo extraction's study tree: study DEMO-2, part Main, an arm per bar. */
function demoStudyTree(branch: BranchRefs): StudyElement[] {
  const d = DEMO_EXTRACTION;
  const element = (level: keyof BranchRefs, compositeKey: string, value: string, n: number): StudyElement => {
    const uuid = `5eed0000-0000-4000-8000-0000000002${String(n).padStart(2, '0')}`;
    return { uuid, compositeKey, tagGroup: { ...branch[level].group, instanceUuid: uuid }, metadata: { 0: { tag: branch[level].tag, value } } };
  };
  return [
    element('study', d.study, d.study, 0),
    element('studyPart', `${d.study}||${d.part}`, d.part, 1),
    ...BAR_CHART_DATA.map((bar, i) => element('studyArm', `${d.study}||${d.part}||${bar.label}`, bar.label, i + 2)),
  ];
}

/** The demo extraction's document: a bar graph calibrated on the chart's own axis, one dataset per arm. */
export function demoExtractionProject(refs: { tagGroup: TagRef; valueTag: TagRef; outcomeTag: TagRef; branch?: BranchRefs }): Project {
  const d = DEMO_EXTRACTION;
  const g = BAR_CHART_GEOMETRY;
  return {
    ...(refs.branch ? { studyTree: demoStudyTree(refs.branch) } : {}),
    pages: [
      {
        file: 0,
        page: 1,
        axes: [
          {
            name: d.graph,
            type: 'bar',
            options: {},
            // P1 on the baseline (0 %), P2 on the 60 % tick of the value axis.
            calibrationPoints: [
              { px: g.axisX, py: g.baseline, dx: 0, dy: 0 },
              { px: g.axisX, py: g.baseline - 60 * g.pixelsPerPercent, dx: 0, dy: 60 },
            ],
            metadata: {
              axesLabelData: { bar: { dataType: d.valueTag, unit: d.unit, description: d.outcome, decimals: 0, changeFromBaseline: 'Not a ratio' } },
              calibrationComplete: true,
            },
          },
        ],
        datasets: BAR_CHART_DATA.map((bar, i) => {
          const compositeKey = `${d.study}||${d.part}||${bar.label}`;
          return {
            name: `${compositeKey}_5eed0000-0000-4000-8000-00000000010${i}`,
            axesName: d.graph,
            metadata: { studyData: { compositeKey, tagGroup: { name: refs.tagGroup.name, uuid: refs.tagGroup.uuid } } },
            points: [
              {
                x: g.barLeft(i) + g.barWidth / 2,
                y: g.baseline - bar.value * g.pixelsPerPercent,
                metadata: {
                  0: { tag: refs.outcomeTag, value: d.outcome },
                  1: { tag: refs.valueTag, value: bar.value, axis: 'bar', axisType: 'value' as const },
                },
              },
            ],
            metadataKeys: [],
            pointGroups: [],
            tuples: [],
          };
        }),
        measurements: [],
      },
    ],
    misc: { file: 0, page: 1, zoom: 1, scroll: { x: 0, y: 0 }, rotation: 0 },
  };
}

/** Adds the demo extraction once: nothing happens when it exists, or when its paper, user or tags are gone. */
async function seedDemoExtraction(db: Db): Promise<void> {
  const d = DEMO_EXTRACTION;
  const [existing] = await db.select({ id: dataEntries.id }).from(dataEntries).where(eq(dataEntries.uuid, d.uuid));
  if (existing) return;
  const [paper] = await db.select({ id: papers.id }).from(papers).where(and(eq(papers.doi, d.paperDoi), isNull(papers.deletedAt)));
  const [user] = await db.select({ id: users.id }).from(users).where(and(eq(users.email, d.userEmail), isNull(users.deletedAt)));
  const [group] = await db.select({ name: tagGroups.name, uuid: tagGroups.uuid }).from(tagGroups).where(eq(tagGroups.name, d.tagGroup));
  const tagRef = async (name: string) => (await db.select({ name: tags.name, uuid: tags.uuid }).from(tags).where(eq(tags.name, name)).limit(1))[0];
  const [valueTag, outcomeTag] = [await tagRef(d.valueTag), await tagRef(d.outcomeTag)];
  if (!paper || !user || !group || !valueTag || !outcomeTag) return;
  const groupRef = async (name: string) => (await db.select({ name: tagGroups.name, uuid: tagGroups.uuid }).from(tagGroups).where(eq(tagGroups.name, name)).limit(1))[0];
  const branchRef = async (level: CompositeKeyLevel) => {
    const [bg, bt] = [await groupRef(BRANCH_GROUP_OF_LEVEL[level]), await tagRef(BRANCH_TAG_OF_LEVEL[level])];
    return bg && bt ? { group: bg, tag: bt } : undefined;
  };
  const [study, studyPart, studyArm] = [await branchRef('study'), await branchRef('studyPart'), await branchRef('studyArm')];
  const branch = study && studyPart && studyArm ? { study, studyPart, studyArm } : undefined;

  const project = demoExtractionProject({ tagGroup: group, valueTag, outcomeTag, ...(branch ? { branch } : {}) });
  const problems = validateProject(project);
  if (problems.length) throw new Error(`The demo extraction does not pass validation: ${problems[0]!.message}`);
  const document = saveProject(project) as unknown as Record<string, unknown>;
  const ops = wholeDocumentDelta({}, document);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(dataEntries)
      .values({
        uuid: d.uuid,
        paperId: paper.id,
        userId: user.id,
        isTraining: false,
        version: 1,
        documentBytes: JSON.stringify(document).length,
        isValidated: true,
        createdAt: d.completedAt,
        updatedAt: d.completedAt,
        completedAt: d.completedAt,
      })
      .onConflictDoNothing({ target: dataEntries.uuid })
      .returning({ id: dataEntries.id });
    if (!row) return;
    // Kept as a whole-document save of version 1, as the data-entry screen would have sent it.
    await startHistory(tx, row.id, d.completedAt);
    await appendDelta(tx, {
      entryId: row.id,
      version: 1,
      userId: user.id,
      createdAt: d.completedAt,
      kind: 'document',
      ops: loggedOperations(ops),
      summary: summarizeDelta({}, ops, { done: true, kind: 'document' }),
    });
  });
}

/** Adds the demo papers with their generated figures (whose true numbers are in demoFigures.ts); running it again changes nothing. */
export async function seedPapers(db: Db, store: FileStore): Promise<void> {
  for (const demo of DEMO_PAPERS) {
    const [existing] = await db.select({ id: papers.id }).from(papers).where(and(eq(papers.doi, demo.doi), isNull(papers.deletedAt)));
    if (existing) continue;
    const stored: { name: string; mimeType: string; bytes: Uint8Array; key: string; sha256: string }[] = [];
    for (const f of await demo.files()) {
      const key = randomUUID();
      await store.put(key, Readable.from([Buffer.from(f.bytes)]));
      stored.push({ ...f, key, sha256: createHash('sha256').update(f.bytes).digest('hex') });
    }
    await db.transaction(async (tx) => {
      const [paper] = await tx
        .insert(papers)
        .values({ name: demo.name, doi: demo.doi, priority: demo.priority, status: 'DATA_ENTRY', isTraining: demo.isTraining ?? false })
        .returning({ id: papers.id });
      const [project] = await tx.select({ id: projects.id }).from(projects).where(eq(projects.name, demo.project));
      if (project) await tx.insert(projectPapers).values({ projectId: project.id, paperId: paper!.id });
      await tx.insert(files).values(stored.map((f) => ({ paperId: paper!.id, name: f.name, mimeType: f.mimeType, size: f.bytes.length, sha256: f.sha256, storageKey: f.key })));
    });
  }
  await seedDemoExtraction(db);
}
