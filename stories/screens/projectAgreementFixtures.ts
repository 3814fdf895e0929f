import type { ProjectAgreement } from '../../src/api/agreement';
import { projectAgreement, type AgreementPaperInput } from '../../src/app/qualityControl/projectAgreement';
import { logChartProject } from './qualityControlFixtures';

/*
 * A project's agreement computed from real extractions of the demo log chart: twelve papers read
 * twice (the second reader a few pixels off, some with a misread point), one read three times.
 */

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const EXTRACTOR = 'extractor@example.com';
const QC = 'qc@example.com';

const TITLES = [
  'Dapagliflozin in heart failure',
  'Empagliflozin and renal outcomes',
  'Statins in older adults',
  'Apixaban after ablation',
  'Colchicine after infarction',
  'Semaglutide and weight',
  'Sacubitril-valsartan in HFpEF',
  'Finerenone in diabetic kidney disease',
  'Ticagrelor monotherapy',
  'Rivaroxaban in cancer-associated thrombosis',
  'Icosapent ethyl and events',
  'Bempedoic acid in statin intolerance',
];

function paper(i: number): AgreementPaperInput {
  const jitter = [0, 1, -2, 3, 1, -1, 2, -3, 0, 2, -1, 1][i]!;
  const misread = i === 3 ? { index: 3, ratio: 30 } : i === 7 ? { index: 4, ratio: 40 } : undefined;
  const extractions = [
    { uuid: uuid(1000 + i * 10), email: EXTRACTOR, completedAt: `2026-11-${String(10 + i).padStart(2, '0')}T09:00:00.000Z`, project: logChartProject() },
    { uuid: uuid(1001 + i * 10), email: QC, completedAt: `2026-11-${String(10 + i).padStart(2, '0')}T15:30:00.000Z`, project: logChartProject({ jitter, ...(misread ? { misread } : {}) }) },
  ];
  if (i === 5) extractions.push({ uuid: uuid(1002 + i * 10), email: 'reader3@example.com', completedAt: '2026-11-25T10:00:00.000Z', project: logChartProject({ jitter: -2 }) });
  return { uuid: uuid(500 + i), name: TITLES[i]!, extractions };
}

export const AGREEMENT_PROJECT = { uuid: uuid(42), name: 'SGLT2 inhibitors in heart failure' };

/** The filled agreement: twelve papers, two misread values. */
export const filledAgreement: ProjectAgreement = projectAgreement(AGREEMENT_PROJECT, TITLES.map((_, i) => paper(i)));

/** A project with no paper read twice. */
export const emptyAgreement: ProjectAgreement = projectAgreement(AGREEMENT_PROJECT, []);

/** Many papers, for the virtual table. */
export const manyPapersAgreement: ProjectAgreement = projectAgreement(
  AGREEMENT_PROJECT,
  Array.from({ length: 200 }, (_, i) => ({ ...paper(i % TITLES.length), uuid: uuid(5000 + i), name: `Paper ${String(i + 1).padStart(3, '0')}: ${TITLES[i % TITLES.length]}` })),
);
