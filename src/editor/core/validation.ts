import { COMPOSITE_KEY_DELIMITER, compositeKeyLabel, hasGaps } from './compositeKey';
import { TABLE_MESSAGES, tableHasTagGroup, validateTableHeaders } from './model/table';
import type { Axes, Dataset, PageData, Project } from './model/types';

/** Kinds of problem an extraction can have. */
export type ProblemType =
  | 'missing-study-branch'
  | 'table-missing-tag-group'
  | 'composite-key-gap'
  | 'duplicate-composite-key'
  | 'non-numeric-value'
  | 'table-headers';

/** A point a problem refers to. */
export interface ProblemDataPoint {
  axesName: string;
  datasetName: string;
  index: number;
}

/** One problem found in an extraction, located on a file and page. */
export interface ValidationProblem {
  file: number;
  page: number;
  type: ProblemType;
  /** Pixel position to show the problem at (first point, or table corner). */
  x: number | null;
  y: number | null;
  message: string;
  dataPoints: ProblemDataPoint[];
}

/** Messages of the validation checks. */
export const VALIDATION_MESSAGES = {
  missingStudyBranch: 'Data point has no study branch',
  tableMissingTagGroup: TABLE_MESSAGES.missingTagGroup,
  keyGap: (key: string) => `Study branch ${compositeKeyLabel(key)} has a part without its parents`,
  duplicateKey: (label: string) => `${label} already exists on this graph`,
  nonNumeric: (value: string, tag: string) => `Value '${value}' of ${tag} must be a number`,
} as const;

const BRANCH_AXES = new Set(['xy', 'bar']);

interface Context {
  page: PageData;
  axesByName: Map<string, Axes>;
}

type Rule = (ctx: Context) => ValidationProblem[];

const at = (page: PageData, type: ProblemType, message: string, dataPoints: ProblemDataPoint[] = [], x: number | null = null, y: number | null = null): ValidationProblem => ({
  file: page.file,
  page: page.page,
  type,
  x,
  y,
  message,
  dataPoints,
});

const keyOfPoint = (d: Dataset, i: number) => d.points[i]!.metadata?.compositeKey || d.metadata.studyData?.compositeKey || '';

const isNumeric = (v: unknown) =>
  typeof v === 'number' ? Number.isFinite(v) : typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v.trim()));

/** The checks, each a pure function of one page. */
export const VALIDATION_RULES: Readonly<Record<ProblemType, Rule>> = {
  'missing-study-branch': ({ page, axesByName }) => {
    const out: ValidationProblem[] = [];
    for (const d of page.datasets) {
      const axes = axesByName.get(d.axesName);
      if (!axes || !BRANCH_AXES.has(axes.type)) continue;
      const missing = d.points.map((_, i) => i).filter((i) => !keyOfPoint(d, i));
      if (missing.length) {
        const first = d.points[missing[0]!]!;
        out.push(at(page, 'missing-study-branch', VALIDATION_MESSAGES.missingStudyBranch, missing.map((index) => ({ axesName: d.axesName, datasetName: d.name, index })), first.x, first.y));
      }
    }
    return out;
  },
  'table-missing-tag-group': ({ page }) =>
    page.axes
      .filter((a) => a.type === 'table' && !tableHasTagGroup(a.metadata.calibration))
      .map((a) => {
        const corner = a.metadata.calibration?.area[0];
        return at(page, 'table-missing-tag-group', VALIDATION_MESSAGES.tableMissingTagGroup, [], corner?.x ?? null, corner?.y ?? null);
      }),
  'composite-key-gap': ({ page }) => {
    const byKey = new Map<string, ProblemDataPoint[]>();
    const where = new Map<string, { x: number; y: number }>();
    for (const d of page.datasets) {
      const dsKey = d.metadata.studyData?.compositeKey;
      if (dsKey && hasGaps(dsKey) && !byKey.has(dsKey)) byKey.set(dsKey, []);
      d.points.forEach((p, index) => {
        for (const key of [p.metadata?.compositeKey, p.metadata?.referenceCompositeKey]) {
          if (!key || !hasGaps(key)) continue;
          if (!byKey.has(key)) byKey.set(key, []);
          byKey.get(key)!.push({ axesName: d.axesName, datasetName: d.name, index });
          if (!where.has(key)) where.set(key, { x: p.x, y: p.y });
        }
      });
    }
    return [...byKey].map(([key, points]) => at(page, 'composite-key-gap', VALIDATION_MESSAGES.keyGap(key), points, where.get(key)?.x ?? null, where.get(key)?.y ?? null));
  },
  'duplicate-composite-key': ({ page }) => {
    const seen = new Map<string, Dataset>();
    const out: ValidationProblem[] = [];
    for (const d of page.datasets) {
      const sd = d.metadata.studyData;
      if (!sd?.compositeKey) continue;
      const id = `${d.axesName}\u0000${sd.compositeKey}\u0000${sd.tagGroup?.uuid ?? ''}`;
      if (seen.has(id)) {
        const label = compositeKeyLabel(sd.compositeKey);
        out.push(at(page, 'duplicate-composite-key', VALIDATION_MESSAGES.duplicateKey(label), [], d.points[0]?.x ?? null, d.points[0]?.y ?? null));
      } else seen.set(id, d);
    }
    return out;
  },
  'non-numeric-value': ({ page }) => {
    const out: ValidationProblem[] = [];
    for (const d of page.datasets)
      d.points.forEach((p, index) => {
        const m = p.metadata;
        if (!m) return;
        for (const k of Object.keys(m)) {
          if (!/^\d+$/.test(k)) continue;
          const e = m[Number(k)];
          if (!e || e.axisType !== 'value' || e.value === null || e.value === '' || isNumeric(e.value)) continue;
          out.push(at(page, 'non-numeric-value', VALIDATION_MESSAGES.nonNumeric(String(e.value), e.tag.name), [{ axesName: d.axesName, datasetName: d.name, index }], p.x, p.y));
        }
      });
    return out;
  },
  'table-headers': ({ page }) => {
    const out: ValidationProblem[] = [];
    for (const a of page.axes) {
      const cal = a.metadata.calibration;
      if (a.type !== 'table' || !cal) continue;
      if (cal.rows.num < 1 || cal.cols.num < 1) {
        out.push(at(page, 'table-headers', TABLE_MESSAGES.countPositive, [], cal.area[0].x, cal.area[0].y));
        continue;
      }
      const check = validateTableHeaders(cal);
      if (check.status === 'allEmpty' || check.status === 'invalid') out.push(at(page, 'table-headers', check.message!, [], cal.area[0].x, cal.area[0].y));
    }
    return out;
  },
};

/** Run every check (or the ones named) over every page of a project. */
export function validateProject(project: Project, only: readonly ProblemType[] = Object.keys(VALIDATION_RULES) as ProblemType[]): ValidationProblem[] {
  const out: ValidationProblem[] = [];
  for (const page of project.pages) {
    const ctx: Context = { page, axesByName: new Map(page.axes.map((a) => [a.name, a])) };
    for (const type of only) out.push(...VALIDATION_RULES[type](ctx));
  }
  return out;
}
