import clsx from 'clsx';
import { useState } from 'react';
import { Badge, Radio, RadioGroup, Switch, TextField } from '../../ui';
import { PageThumbnail } from './PageThumbnail';
import type { QcComparison, QcComparisonRow, QcResolution, QcSideValue } from './qcTypes';
import * as styles from './QualityControl.css';

export interface ReconciliationProps {
  comparison: QcComparison;
  resolutions: Readonly<Record<string, QcResolution>>;
  onResolve: (rowId: string, resolution: QcResolution) => void;
}

const agreementLabels = { agreed: 'Agreed', within: 'Within 1 %', differing: 'Differs', missing: 'Read once' } as const;

function Side({ side, who }: { side: QcSideValue | null; who: string }) {
  if (!side) return <span>Not read by {who}</span>;
  return (
    <span className={styles.sideValue}>
      <span className={styles.value}>{side.value}</span>
      {side.source ? <span className={styles.page}>page {side.source.page}</span> : null}
      {side.source ? <PageThumbnail source={side.source} label={`Where ${who} read ${side.value}, page ${side.source.page}`} /> : null}
    </span>
  );
}

function Decision({ row, resolution, onResolve, a, b }: { row: QcComparisonRow; resolution?: QcResolution; onResolve: ReconciliationProps['onResolve']; a: string; b: string }) {
  const what = `${row.item}, ${row.tag}`;
  return (
    <div className={styles.decision}>
      <RadioGroup
        aria-label={`Decision for ${what}`}
        value={resolution?.kind ?? null}
        onChange={(kind) => {
          if (kind === 'corrected') onResolve(row.id, { kind: 'corrected', value: resolution?.kind === 'corrected' ? resolution.value : (row.a?.value ?? row.b?.value ?? '') });
          else onResolve(row.id, { kind: kind as 'a' | 'b' | 'discuss' });
        }}
      >
        {row.a ? <Radio value="a">Keep {a}'s value</Radio> : null}
        {row.b ? <Radio value="b">Keep {b}'s value</Radio> : null}
        <Radio value="corrected">Correct the value</Radio>
        <Radio value="discuss">Mark for discussion</Radio>
      </RadioGroup>
      {resolution?.kind === 'corrected' ? (
        <TextField label={`Corrected value for ${what}`} value={resolution.value} onChange={(value) => onResolve(row.id, { kind: 'corrected', value })} />
      ) : null}
    </div>
  );
}

/** Two extractions side by side: one row per compared value, disagreements highlighted with both readings and a decision. */
export function Reconciliation({ comparison, resolutions, onResolve }: ReconciliationProps) {
  const { figures, a, b } = comparison;
  const differs = (r: QcComparisonRow) => r.agreement === 'differing' || r.agreement === 'missing';
  const open = comparison.rows.filter((r) => differs(r) && !resolutions[r.id]).length;
  // The values to decide may be a few among many: the reviewer can hide the rest.
  const [onlyDiffering, setOnlyDiffering] = useState(false);
  const rows = onlyDiffering ? comparison.rows.filter(differs) : comparison.rows;
  return (
    <section className={styles.section} aria-labelledby="qc-dual-title">
      <div className={styles.sectionHead}>
        <h2 id="qc-dual-title" className={styles.sectionTitle}>
          Dual extraction: {a.email} and {b.email}
        </h2>
      </div>
      <dl className={styles.figures} aria-label="Agreement">
        {(
          [
            ['Values compared', figures.compared],
            ['Agreed', figures.agreed],
            ['Within 1 % of axis range', figures.within],
            ['Differing', figures.differing],
            ['Still to decide', open],
          ] as const
        ).map(([label, value]) => (
          <div key={label} className={styles.figure}>
            <dt>{label}</dt>
            <dd className={styles.figureValue}>{value}</dd>
          </div>
        ))}
      </dl>
      <Switch isSelected={onlyDiffering} onChange={setOnlyDiffering}>
        Show only differing values
      </Switch>
      <div className={styles.tableScroll} role="region" aria-label="Compared values, scrollable" tabIndex={0}>
        <table className={styles.table} aria-label="Compared values">
          <thead>
            <tr>
              <th className={clsx(styles.cell, styles.headCell)} scope="col">Study key</th>
              <th className={clsx(styles.cell, styles.headCell)} scope="col">Tag group</th>
              <th className={clsx(styles.cell, styles.headCell)} scope="col">Item</th>
              <th className={clsx(styles.cell, styles.headCell)} scope="col">Tag</th>
              <th className={clsx(styles.cell, styles.headCell)} scope="col">{a.email}</th>
              <th className={clsx(styles.cell, styles.headCell)} scope="col">{b.email}</th>
              <th className={clsx(styles.cell, styles.headCell)} scope="col">Agreement</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const differing = differs(row);
              return [
                <tr key={row.id} className={differing ? styles.differingRow : undefined} data-agreement={row.agreement}>
                  <td className={styles.cell}>{row.studyKey || '—'}</td>
                  <td className={styles.cell}>{row.tagGroup || '—'}</td>
                  <td className={styles.cell}>{row.item}</td>
                  <td className={styles.cell}>{row.tag}</td>
                  {row.agreement === 'agreed' ? (
                    <td className={styles.cell} colSpan={2}>
                      <Side side={row.a} who={a.email} />
                    </td>
                  ) : (
                    <>
                      <td className={styles.cell}>
                        <Side side={row.a} who={a.email} />
                      </td>
                      <td className={styles.cell}>
                        <Side side={row.b} who={b.email} />
                      </td>
                    </>
                  )}
                  <td className={styles.cell}>
                    <Badge tone={differing ? 'danger' : row.agreement === 'within' ? 'info' : 'success'}>{agreementLabels[row.agreement]}</Badge>
                  </td>
                </tr>,
                differing ? (
                  <tr key={`${row.id} decision`} className={styles.differingRow}>
                    <td className={styles.cell} colSpan={7}>
                      <Decision row={row} resolution={resolutions[row.id]} onResolve={onResolve} a={a.email} b={b.email} />
                    </td>
                  </tr>
                ) : null,
              ];
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
