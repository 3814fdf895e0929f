import { useId, useMemo } from 'react';
import { Download, Lock, SearchX } from 'lucide-react';
import type { PaperAgreement, ProjectAgreement } from '../../api/agreement';
import { Banner, Button, EmptyState, NumberField, Spinner, VirtualTable, type VirtualTableColumn } from '../../ui';
import { BlandAltmanPlot } from './BlandAltmanPlot';
import { AGREEMENT_TEXT, iccInterval, iccText, percentText, toleranceText } from './agreementText';
import * as styles from './ProjectAgreement.css';

export const projectAgreementStatuses = ['loading', 'error', 'forbidden', 'ready'] as const;
export type ProjectAgreementStatus = (typeof projectAgreementStatuses)[number];

export interface ProjectAgreementScreenProps {
  status: ProjectAgreementStatus;
  /** The agreement, when status is 'ready'. */
  agreement?: ProjectAgreement | null;
  /** What went wrong, when status is 'error'. */
  error?: string | null;
  /** Try loading again after an error. */
  onRetry?: () => void;
  /** 'Export disagreements (CSV)': one row per differing value; without it the action is not offered. */
  onExportDisagreements?: () => void;
  /** A new tolerance, as a share of the axis range (0.01 for 1 %); without it the tolerance is stated, not set. */
  onToleranceChange?: (tolerance: number) => void;
  /** The tolerance asked for last, shown in the field while its figures load; the agreement's own when undefined. */
  tolerance?: number;
  /** The figures at a new tolerance are on their way; those shown are still the last ones. @default false */
  isUpdating?: boolean;
}

const ROW_HEIGHT = 40;

const paperColumns: readonly VirtualTableColumn<PaperAgreement>[] = [
  { id: 'name', name: 'Paper', width: 'minmax(180px, 2fr)', isRowHeader: true, render: (p) => p.name },
  {
    id: 'readers',
    name: 'Readers',
    width: 'minmax(180px, 2fr)',
    render: (p) => (p.error ? <span className={styles.error}>{p.error}</span> : p.readers.map((r) => r.email).join(', ')),
  },
  { id: 'compared', name: 'Compared', width: '112px', align: 'end', render: (p) => String(p.compared) },
  { id: 'agreed', name: 'Agreed', width: '112px', align: 'end', render: (p) => String(p.agreed) },
  { id: 'differing', name: 'Differing', width: '112px', align: 'end', render: (p) => <span className={p.differing ? styles.differing : undefined}>{p.differing}</span> },
  { id: 'percent', name: '% agreed', width: '112px', align: 'end', render: (p) => percentText(p.agreed, p.compared) },
];

function Figure({ label, value, detail, tone }: { label: string; value: string; detail?: string; tone?: 'danger' }) {
  return (
    <div className={styles.figure}>
      <dt className={styles.figureLabel}>{label}</dt>
      <dd className={styles.figureValue}>
        <span className={tone === 'danger' ? styles.differing : undefined}>{value}</span>
        {detail ? <span className={styles.figureDetail}> {detail}</span> : null}
      </dd>
    </div>
  );
}

/**
 * Agreement at a glance for one project: per paper extracted twice or more, the values compared,
 * agreed (within the tolerance) and differing; the project's totals; the ICC(2,1) of the paired
 * values with its 95 % interval; the Bland-Altman plot; and the export of every disagreement.
 */
export function ProjectAgreementScreen({ status, agreement, error, onRetry, onExportDisagreements, onToleranceChange, tolerance, isUpdating = false }: ProjectAgreementScreenProps) {
  const papersHeadingId = useId();
  const tableHeight = useMemo(() => Math.min(480, ((agreement?.papers.length ?? 0) + 1) * ROW_HEIGHT + 8), [agreement]);
  const title = agreement ? `${AGREEMENT_TEXT.title}: ${agreement.project.name}` : AGREEMENT_TEXT.title;

  let body;
  if (status === 'loading') {
    body = (
      <div className={styles.centred}>
        <Spinner label={AGREEMENT_TEXT.loading} showLabel />
      </div>
    );
  } else if (status === 'forbidden') {
    body = (
      <div className={styles.centred}>
        <EmptyState icon={Lock} title="Access denied" description={AGREEMENT_TEXT.forbidden} headingLevel={2} />
      </div>
    );
  } else if (status === 'error' || !agreement) {
    body = (
      <Banner tone="danger" title={AGREEMENT_TEXT.loadFailed} actions={onRetry ? <Button onPress={onRetry}>Try again</Button> : undefined}>
        {error ?? 'Something went wrong'}
      </Banner>
    );
  } else if (agreement.papers.length === 0) {
    body = (
      <div className={styles.centred}>
        <EmptyState icon={SearchX} title={AGREEMENT_TEXT.emptyTitle} description={AGREEMENT_TEXT.emptyDescription} headingLevel={2} />
      </div>
    );
  } else {
    const { totals, icc, blandAltman } = agreement;
    body = (
      <>
        {onToleranceChange ? (
          <div className={styles.toleranceRow}>
            <NumberField
              label="Tolerance (% of axis range)"
              description="Log axes are measured in decades."
              value={(tolerance ?? agreement.tolerance) * 100}
              minValue={0}
              maxValue={100}
              step={0.1}
              onChange={(percent) => Number.isFinite(percent) && onToleranceChange(percent / 100)}
            />
            {isUpdating ? <Spinner label="Comparing at the new tolerance" showLabel /> : null}
          </div>
        ) : null}
        <section aria-label="Project totals" aria-busy={isUpdating || undefined}>
          <dl className={styles.figures}>
          <Figure label="Papers extracted twice or more" value={String(totals.papers)} />
          <Figure label="Values compared" value={String(totals.compared)} />
          <Figure label="Agreed" value={String(totals.agreed)} detail={percentText(totals.agreed, totals.compared)} />
          <Figure label="Differing" value={String(totals.differing)} tone={totals.differing ? 'danger' : undefined} />
          <Figure label="ICC(2,1)" value={icc ? iccText(icc.value) : '–'} detail={icc ? `${iccInterval(icc)}, ${icc.n} pairs` : 'needs two or more paired values'} />
          </dl>
        </section>
        <section className={styles.section} aria-labelledby={papersHeadingId}>
          <h2 id={papersHeadingId} className={styles.sectionTitle}>
            {AGREEMENT_TEXT.papers}
          </h2>
          <VirtualTable aria-label="Agreement per paper" columns={paperColumns} items={agreement.papers} getRowId={(p) => p.uuid} rowHeight={ROW_HEIGHT} height={tableHeight} />
        </section>
        {blandAltman ? (
          <BlandAltmanPlot summary={blandAltman} />
        ) : (
          <p className={styles.note}>{AGREEMENT_TEXT.noPairs}</p>
        )}
      </>
    );
  }

  return (
    <div className={styles.screen}>
      <div className={styles.header}>
        <div className={styles.section}>
          <h1 className={styles.title}>{title}</h1>
          {status === 'ready' && agreement ? (
            <p className={styles.note}>
              Values agree when equal or within {toleranceText(agreement.tolerance)} of the axis range (log axes in decades). ICC and Bland-Altman use the values both of the first two
              readers read on a graph axis, each as a share of its axis range. Reconciled and training extractions are left out.
            </p>
          ) : null}
        </div>
        {status === 'ready' && agreement && onExportDisagreements ? (
          <Button onPress={onExportDisagreements} isDisabled={agreement.disagreements.length === 0}>
            <Download size={16} aria-hidden="true" />
            {AGREEMENT_TEXT.export}
          </Button>
        ) : null}
      </div>
      {body}
    </div>
  );
}
