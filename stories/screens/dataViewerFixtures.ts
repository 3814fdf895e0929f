import type { FixtureSidecar } from '../../scripts/make-chart-fixtures';
import logJson from '../../tests/fixtures/charts/log.json';
import twoPageJson from '../../tests/fixtures/charts/two-page.json';
import type { Axes, Project, TagRef } from '../../src/editor/core/model/types';

const LOG = (logJson as FixtureSidecar).pages[0]!;
const ENROLMENT = (twoPageJson as FixtureSidecar).pages[0]!;

const tag = (name: string, n: number): TagRef => ({ name, uuid: `00000000-0000-4000-8000-0000000000${String(n).padStart(2, '0')}` });
const OUTCOMES = { name: 'Outcomes', uuid: '00000000-0000-4000-8000-000000000101' };
const BASELINE = { name: 'Baseline/Demographics', uuid: '00000000-0000-4000-8000-000000000102' };
const TAGS = {
  outcome: tag('Outcome', 1),
  mean: tag('Mean', 2),
  time: tag('Time (number)', 3),
  studyAbbreviation: tag('Study abbreviation', 4),
  studyArm: tag('Study arm abbreviation', 5),
  studyPart: tag('Study part', 8),
  description: tag('Description', 6),
  characteristic: tag('Characteristic', 7),
};

const xyAxes = (name: string, page: typeof LOG, options: { logY: boolean }): Axes =>
  ({
    type: 'xy',
    name,
    options: { logX: false, logY: options.logY },
    calibrationPoints: page.ticks.map((t, i) => ({ px: t.px, py: t.py, dx: i < 2 ? t.value : 0, dy: i < 2 ? 0 : t.value })),
    metadata: { calibrationComplete: true },
  }) as Axes;

/**
 * A completed extraction over two files: the log chart (file 1) with viral load per arm of study
 * VL-1, the two-page report's enrolment chart (file 2, page 1) and a tagged sentence on its page 2.
 * The first point carries a uuid; the others are found by their place in the document.
 */
export function viewerProject(): Project {
  const arm = (abbreviation: string) => `VL-1||Main||${abbreviation}`;
  return {
    pages: [
      {
        file: 0,
        page: 1,
        axes: [xyAxes('Viral load', LOG, { logY: true })],
        datasets: [
          {
            name: 'Placebo',
            axesName: 'Viral load',
            metadata: { studyData: { compositeKey: arm('Placebo'), tagGroup: OUTCOMES } },
            points: LOG.points.slice(0, 3).map((p, i) => ({
              x: p.px,
              y: p.py,
              metadata: {
                ...(i === 0 ? { uuid: 'point-placebo-day-5' } : {}),
                0: { tag: TAGS.outcome, value: 'Viral load' },
                1: { tag: TAGS.mean, value: p.y, axis: 'y', axisType: 'value' as const },
                2: { tag: TAGS.time, value: p.x, axis: 'x', axisType: 'value' as const },
              },
            })),
            metadataKeys: [],
            pointGroups: [],
            tuples: [],
          },
          {
            name: 'Drug',
            axesName: 'Viral load',
            metadata: { studyData: { compositeKey: arm('Drug'), tagGroup: OUTCOMES } },
            points: LOG.points.slice(3, 5).map((p) => ({
              x: p.px,
              y: p.py,
              metadata: {
                0: { tag: TAGS.outcome, value: 'Viral load' },
                1: { tag: TAGS.mean, value: p.y, axis: 'y', axisType: 'value' as const },
              },
            })),
            metadataKeys: [],
            pointGroups: [],
            tuples: [],
          },
        ],
        measurements: [],
      },
      {
        file: 1,
        page: 1,
        axes: [xyAxes('Enrolment', ENROLMENT, { logY: false })],
        datasets: [
          {
            name: 'Enrolled',
            axesName: 'Enrolment',
            metadata: { studyData: { compositeKey: 'VL-1', tagGroup: BASELINE } },
            points: ENROLMENT.points.slice(0, 2).map((p) => ({ x: p.px, y: p.py })),
            metadataKeys: [],
            pointGroups: [],
            tuples: [],
          },
        ],
        measurements: [],
      },
      {
        file: 1,
        page: 2,
        axes: [],
        datasets: [],
        measurements: [],
        texts: [
          {
            uuid: 'text-mean-age',
            text: 'Mean age was 63 years',
            rect: { x: 150, y: 60, width: 240, height: 24 },
            metadata: { compositeKey: 'VL-1', tagGroup: BASELINE, 0: { tag: TAGS.characteristic, value: 'Age' } },
          },
        ],
      },
    ],
    misc: { file: 0, page: 1, zoom: 1, scroll: { x: 0, y: 0 }, rotation: 0 },
    studyTree: [
      { uuid: 'st-1', compositeKey: 'VL-1', tagGroup: { name: 'Study', uuid: 's' }, metadata: { 0: { tag: TAGS.studyAbbreviation, value: 'VL-1' }, 1: { tag: TAGS.description, value: 'Viral load study' } } },
      { uuid: 'st-p', compositeKey: 'VL-1||Main', tagGroup: { name: 'Study part', uuid: 'p' }, metadata: { 0: { tag: TAGS.studyPart, value: 'Main' } } },
      { uuid: 'st-2', compositeKey: arm('Placebo'), tagGroup: { name: 'Study arm', uuid: 'a' }, metadata: { 0: { tag: TAGS.studyArm, value: 'Placebo' } } },
      { uuid: 'st-3', compositeKey: arm('Drug'), tagGroup: { name: 'Study arm', uuid: 'a' }, metadata: { 0: { tag: TAGS.studyArm, value: 'Drug' } } },
    ],
  };
}

/** The log chart's true values of the fixture's points, for checking what the tree shows. */
export const VIEWER_POINT_VALUES = LOG.points;
