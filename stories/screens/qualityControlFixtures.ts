import type { Project } from '../../src/editor/core/model/types';

/*
 * Extractions of the demo log-scale chart (src/server/db/demoFigures.ts: LOG_CHART_DATA drawn on a
 * 420 x 320 pt PDF page, plot at 60, 60, 320 x 200 pt, y from 1 to 100 on a log axis), in page
 * image pixels of the page rendered at scale 3. Used by the QC stories, unit tests and e2e test.
 */

export const LOG_CHART_POINTS = [
  { x: 0, y: 1 },
  { x: 6, y: 2 },
  { x: 12, y: 5 },
  { x: 18, y: 20 },
  { x: 24, y: 50 },
  { x: 30, y: 100 },
] as const;

const SCALE = 3;
const PAGE_HEIGHT_PT = 320;
export const pixelX = (months: number) => SCALE * (60 + (months / 30) * 320);
export const pixelY = (ratio: number) => SCALE * (PAGE_HEIGHT_PT - (60 + (Math.log10(ratio) / 2) * 200));

const ref = (name: string, n: number) => ({ name, uuid: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}` });
export const QC_TAGS = {
  outcomes: ref('Outcomes', 1),
  dosing: ref('Dosing', 2),
  adverse: ref('Adverse events', 3),
  study: ref('Study', 4),
  outcome: ref('Outcome', 11),
  time: ref('Time (number)', 12),
  drug: ref('Drug name', 13),
  dose: ref('Dose', 14),
  doseUnit: ref('Dose unit', 15),
  route: ref('Route', 16),
  aeTerm: ref('Adverse event term', 17),
  severity: ref('Severity', 18),
  subjects: ref('Number of subjects', 19),
  studyAbbreviation: ref('Study abbreviation', 20),
  sponsor: ref('Sponsor study number', 21),
  arm: ref('Study arm abbreviation', 22),
};

export const QC_STUDY = 'DEMO-1';
export const QC_ARM_KEY = 'DEMO-1||Main||Drug';

export interface LogChartOptions {
  /** Moves one point (by index) to read this hazard ratio instead. */
  misread?: { index: number; ratio: number };
  /** Shifts every point by this many pixels, as a second careful reader would. */
  jitter?: number;
  /** Adds the dosing and adverse-event text selections. */
  withText?: boolean;
  /** Leaves the study tree out. */
  withoutStudyTree?: boolean;
}

/** An extraction of the log-scale chart: one calibrated XY graph, one dataset of six points, optionally two tagged texts. */
export function logChartProject(options: LogChartOptions = {}): Project {
  const jitter = options.jitter ?? 0;
  const t = QC_TAGS;
  return {
    pages: [
      {
        file: 0,
        page: 1,
        axes: [
          {
            name: 'Figure 1',
            type: 'xy',
            options: { logY: true },
            calibrationPoints: [
              { px: pixelX(0), py: pixelY(1), dx: 0, dy: 0 },
              { px: pixelX(30), py: pixelY(1), dx: 30, dy: 0 },
              { px: pixelX(0), py: pixelY(1), dx: 0, dy: 1 },
              { px: pixelX(0), py: pixelY(100), dx: 0, dy: 100 },
            ],
            metadata: { calibrationComplete: true },
          },
        ],
        datasets: [
          {
            name: 'Hazard ratio',
            axesName: 'Figure 1',
            metadata: { studyData: { compositeKey: QC_ARM_KEY, tagGroup: t.outcomes } },
            points: LOG_CHART_POINTS.map((p, index) => {
              const ratio = options.misread?.index === index ? options.misread.ratio : p.y;
              return {
                x: pixelX(p.x) + jitter,
                y: pixelY(ratio) - jitter,
                metadata: { 0: { tag: t.outcome, value: 'Hazard ratio' }, 1: { tag: t.time, value: p.x } },
              };
            }),
            metadataKeys: [],
            pointGroups: [],
            tuples: [],
          },
        ],
        measurements: [],
        ...(options.withText
          ? {
              texts: [
                {
                  uuid: '00000000-0000-4000-8000-0000000000a1',
                  text: 'Gliflozin 10 mg orally',
                  rect: { x: 180, y: 60, width: 420, height: 36 },
                  metadata: {
                    compositeKey: QC_ARM_KEY,
                    tagGroup: { ...t.dosing, instanceUuid: '00000000-0000-4000-8000-0000000000b1' },
                    0: { tag: t.drug, value: 'Gliflozin' },
                    1: { tag: t.dose, value: 10 },
                    2: { tag: t.doseUnit, value: 'mg' },
                    3: { tag: t.route, value: 'Oral' },
                  },
                },
                {
                  uuid: '00000000-0000-4000-8000-0000000000a2',
                  text: 'Nausea (mild) in 12 patients',
                  rect: { x: 660, y: 60, width: 480, height: 36 },
                  metadata: {
                    compositeKey: QC_ARM_KEY,
                    tagGroup: { ...t.adverse, instanceUuid: '00000000-0000-4000-8000-0000000000b2' },
                    0: { tag: t.aeTerm, value: 'Nausea' },
                    1: { tag: t.severity, value: 'mild' },
                    2: { tag: t.subjects, value: 12 },
                  },
                },
              ],
            }
          : {}),
      },
    ],
    misc: { file: 0, page: 1, zoom: 1, scroll: { x: 0, y: 0 }, rotation: 0 },
    ...(options.withoutStudyTree
      ? {}
      : {
          studyTree: [
            {
              uuid: '00000000-0000-4000-8000-0000000000c1',
              compositeKey: QC_STUDY,
              tagGroup: t.study,
              metadata: { 0: { tag: t.studyAbbreviation, value: QC_STUDY }, 1: { tag: t.sponsor, value: 'SB-2024-001' } },
            },
            {
              uuid: '00000000-0000-4000-8000-0000000000c2',
              compositeKey: QC_ARM_KEY,
              tagGroup: ref('Study arm', 5),
              metadata: { 0: { tag: t.arm, value: 'Drug' } },
            },
          ],
        }),
  };
}

/** The demo paper's PDF: the log-scale chart as the server seeds it (same plot, same points). */
export async function logChartFile(): Promise<{ id: string; name: string; type: string; data: Uint8Array }> {
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
  const doc = await PDFDocument.create();
  doc.setCreationDate(new Date(Date.UTC(2024, 0, 1)));
  doc.setModificationDate(new Date(Date.UTC(2024, 0, 1)));
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([420, 320]);
  const [left, bottom, width, height] = [60, 60, 320, 200];
  const px = (x: number) => left + (x / 30) * width;
  const py = (y: number) => bottom + (Math.log10(y) / 2) * height;
  page.drawText('Figure 1. Hazard ratio over time', { x: left, y: bottom + height + 14, size: 11, font });
  page.drawText('Gliflozin 10 mg orally; nausea (mild) in 12 patients', { x: left, y: 296, size: 8, font });
  page.drawLine({ start: { x: left, y: bottom }, end: { x: left + width, y: bottom }, thickness: 1 });
  page.drawLine({ start: { x: left, y: bottom }, end: { x: left, y: bottom + height }, thickness: 1 });
  for (const x of [0, 6, 12, 18, 24, 30]) page.drawText(String(x), { x: px(x) - 4, y: bottom - 14, size: 8, font });
  for (const y of [1, 10, 100]) page.drawText(String(y), { x: left - 24, y: py(y) - 3, size: 8, font });
  LOG_CHART_POINTS.forEach((p, i) => {
    const next = LOG_CHART_POINTS[i + 1];
    if (next) page.drawLine({ start: { x: px(p.x), y: py(p.y) }, end: { x: px(next.x), y: py(next.y) }, thickness: 1.2, color: rgb(0.1, 0.3, 0.8) });
    page.drawCircle({ x: px(p.x), y: py(p.y), size: 2.5, color: rgb(0.1, 0.3, 0.8) });
  });
  return { id: 'log-scale-chart', name: 'log-scale-chart.pdf', type: 'application/pdf', data: await doc.save() };
}
