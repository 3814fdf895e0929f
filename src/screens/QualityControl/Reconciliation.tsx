import { useVirtualizer } from '@tanstack/react-virtual';
import clsx from 'clsx';
import { useRef, useState, type ReactNode } from 'react';
import { compositeKeyLabel } from '../../editor/core/compositeKey';
import { Badge, NumberField, Radio, RadioGroup, Switch, TextField } from '../../ui';
import { agreementLabel, withinFigureLabel } from './agreementLabels';
import { PageThumbnail } from './PageThumbnail';
import type { QcComparison, QcComparisonRow, QcReader, QcResolution, QcSideValue } from './qcTypes';
import * as styles from './QualityControl.css';

export interface ReconciliationProps {
  /** The reviewed extraction (first reader) and those it is compared with. */
  comparison: QcComparison;
  resolutions: Readonly<Record<string, QcResolution>>;
  onResolve: (rowId: string, resolution: QcResolution) => void;
  /** A new tolerance, as a share of the axis range (0.01 for 1 %); without it the tolerance is shown, not set. */
  onToleranceChange?: (tolerance: number) => void;
}

/** Names in a sentence: 'a', 'a and b', 'a, b and c'. */
const listed = (names: readonly string[]) => (names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`);

/** From this many rows on, only the rows in view (and a few beyond) are in the page. */
export const VIRTUAL_ROWS_FROM = 100;

/** Column widths of the compact layout (three readers or more), in % of the table; readers share what is left. */
const COMPACT_WIDTHS = { studyKey: 11, tagGroup: 10, item: 17, tag: 10, spread: 9, agreement: 11 } as const;

/** A label cut short to fit its cell, its whole text shown as a tooltip. */
function Clipped({ text, isOneLine = false }: { text: string; isOneLine?: boolean }) {
  return (
    <span className={isOneLine ? styles.clippedLine : styles.clipped} title={text}>
      {text}
    </span>
  );
}

function Side({ side, who, isOddOneOut = false, isCompact = false }: { side: QcSideValue | null; who: string; isOddOneOut?: boolean; isCompact?: boolean }) {
  if (!side) {
    return (
      <span className={styles.sideValue}>
        <span>Not read by {who}</span>
        {isOddOneOut ? <Badge tone="warning">Odd one out</Badge> : null}
      </span>
    );
  }
  return (
    <span className={styles.sideValue}>
      <span className={styles.value}>{side.value}</span>
      {isOddOneOut ? <Badge tone="warning">Odd one out</Badge> : null}
      {side.source ? <span className={styles.page}>page {side.source.page}</span> : null}
      {side.source ? (
        <PageThumbnail source={side.source} label={`Where ${who} read ${side.value}, page ${side.source.page}`} {...(isCompact ? { className: styles.compactThumbnail } : {})} />
      ) : null}
    </span>
  );
}

function Decision({ row, readers, resolution, onResolve }: { row: QcComparisonRow; readers: readonly QcReader[]; resolution?: QcResolution; onResolve: ReconciliationProps['onResolve'] }) {
  const what = `${row.item}, ${row.tag}`;
  const selected = resolution ? (resolution.kind === 'keep' ? `keep:${resolution.reader}` : resolution.kind) : null;
  const firstReading = row.readings.find((r) => r)?.value ?? '';
  return (
    <div className={styles.decision}>
      <RadioGroup
        aria-label={`Decision for ${what}`}
        value={selected}
        onChange={(value) => {
          // A note written for one decision stays when the reviewer changes their mind.
          const note = resolution?.note ? { note: resolution.note } : {};
          if (value.startsWith('keep:')) onResolve(row.id, { kind: 'keep', reader: value.slice('keep:'.length), ...note });
          else if (value === 'corrected') onResolve(row.id, { kind: 'corrected', value: resolution?.kind === 'corrected' ? resolution.value : firstReading, ...note });
          else onResolve(row.id, { kind: 'discuss', ...note });
        }}
      >
        {readers.map((reader, i) =>
          row.readings[i] ? (
            <Radio key={reader.uuid} value={`keep:${reader.uuid}`}>
              Keep {reader.email}'s value
            </Radio>
          ) : null,
        )}
        <Radio value="corrected">Correct the value</Radio>
        <Radio value="discuss">Mark for discussion</Radio>
      </RadioGroup>
      {resolution?.kind === 'corrected' ? (
        <TextField label={`Corrected value for ${what}`} value={resolution.value} onChange={(value) => onResolve(row.id, { ...resolution, value })} />
      ) : null}
      {resolution ? (
        <TextField
          label={`Note on ${what}`}
          value={resolution.note ?? ''}
          onChange={(note) => onResolve(row.id, { ...resolution, note })}
        />
      ) : null}
    </div>
  );
}

/**
 * Extractions side by side: one row per compared value with every reader's reading, disagreements
 * highlighted with a decision. From three readers on, each row also shows the spread of the
 * readings and the reader whose reading alone disagrees (the odd one out), and the columns share
 * the width of the box. Long lists are virtual: only the rows in view are rendered.
 */
export function Reconciliation({ comparison, resolutions, onResolve, onToleranceChange }: ReconciliationProps) {
  const { figures, readers, tolerance } = comparison;
  const many = readers.length > 2;
  const differs = (r: QcComparisonRow) => r.agreement === 'differing' || r.agreement === 'missing';
  // Marking a value for discussion, or keeping the value of a reader since unticked (or without a
  // reading), settles nothing: the value is still to decide, as the reconciled extraction counts it.
  const settled = (row: QcComparisonRow, resolution: QcResolution | undefined) =>
    !!resolution && resolution.kind !== 'discuss' && (resolution.kind !== 'keep' || readers.some((r, i) => r.uuid === resolution.reader && row.readings[i]));
  const open = comparison.rows.filter((r) => differs(r) && !settled(r, resolutions[r.id])).length;
  // The values to decide may be a few among many: the reviewer can hide the rest.
  const [onlyDiffering, setOnlyDiffering] = useState(false);
  const rows = onlyDiffering ? comparison.rows.filter(differs) : comparison.rows;
  const columns = 4 + readers.length + (many ? 1 : 0) + 1;
  const emails = readers.map((r) => r.email);

  const scrollRef = useRef<HTMLDivElement>(null);
  const isVirtual = rows.length >= VIRTUAL_ROWS_FROM;
  const virtualizer = useVirtualizer({
    count: isVirtual ? rows.length : 0,
    getScrollElement: () => scrollRef.current,
    // A differing row carries its decision below it; both are measured once rendered.
    estimateSize: (i) => (differs(rows[i]!) ? 220 : 80),
    getItemKey: (i) => rows[i]!.id,
    overscan: 6,
    initialRect: { width: 800, height: 480 },
  });
  // Every row's place among all rows (a decision is a row of its own), for assistive technology.
  const rowIndexes: number[] = [];
  if (isVirtual) rows.reduce((next, row) => (rowIndexes.push(next), next + (differs(row) ? 2 : 1)), 2);
  const rowCount = 1 + rows.length + rows.filter(differs).length;

  const cell = (content: ReactNode, isOneLine = false) => (typeof content === 'string' && many ? <Clipped text={content} isOneLine={isOneLine} /> : content);
  const renderRow = (row: QcComparisonRow, rowIndex?: number) => {
    const differing = differs(row);
    const index = (offset: number) => (rowIndex === undefined ? {} : { 'aria-rowindex': rowIndex + offset });
    return [
      <tr key={row.id} className={differing ? styles.differingRow : undefined} data-agreement={row.agreement} {...index(0)}>
        <td className={styles.cell}>{cell(row.studyKey ? compositeKeyLabel(row.studyKey) : '—')}</td>
        <td className={styles.cell}>{cell(row.tagGroup || '—')}</td>
        <td className={styles.cell}>{cell(row.item)}</td>
        <td className={styles.cell}>{cell(row.tag)}</td>
        {row.agreement === 'agreed' ? (
          <td className={styles.cell} colSpan={readers.length}>
            <Side side={row.readings[0] ?? null} who={readers[0]!.email} isCompact={many} />
          </td>
        ) : (
          readers.map((reader, i) => (
            <td key={reader.uuid} className={styles.cell}>
              <Side side={row.readings[i] ?? null} who={reader.email} isOddOneOut={row.oddOneOut === i} isCompact={many} />
            </td>
          ))
        )}
        {many ? <td className={styles.cell}>{row.spread ?? '—'}</td> : null}
        <td className={styles.cell}>
          <Badge tone={differing ? 'danger' : row.agreement === 'within' ? 'info' : 'success'}>{agreementLabel(row.agreement, tolerance)}</Badge>
        </td>
      </tr>,
      differing ? (
        <tr key={`${row.id} decision`} className={styles.differingRow} {...index(1)}>
          <td className={styles.cell} colSpan={columns}>
            <Decision row={row} readers={readers} resolution={resolutions[row.id]} onResolve={onResolve} />
          </td>
        </tr>
      ) : null,
    ];
  };

  let body: ReactNode;
  if (!isVirtual) {
    body = <tbody>{rows.map((row) => renderRow(row))}</tbody>;
  } else {
    const shown = virtualizer.getVirtualItems();
    const before = shown[0]?.start ?? 0;
    const after = virtualizer.getTotalSize() - (shown.at(-1)?.end ?? 0);
    // One row group per compared value (its row and its decision), measured as it renders; empty
    // groups before and after keep the scroll height of the rows that are not rendered.
    body = (
      <>
        <tbody aria-hidden="true">
          <tr style={{ height: before }} />
        </tbody>
        {shown.map((v) => (
          <tbody key={v.key} ref={virtualizer.measureElement} data-index={v.index}>
            {renderRow(rows[v.index]!, rowIndexes[v.index])}
          </tbody>
        ))}
        <tbody aria-hidden="true">
          <tr style={{ height: after }} />
        </tbody>
      </>
    );
  }

  const readerWidth = many ? `${(100 - Object.values(COMPACT_WIDTHS).reduce((a, b) => a + b, 0)) / readers.length}%` : undefined;
  return (
    <section className={styles.section} aria-labelledby="qc-dual-title">
      <div className={styles.sectionHead}>
        <h2 id="qc-dual-title" className={styles.sectionTitle}>
          {many ? `Multiple extraction: ${listed(emails)}` : `Dual extraction: ${listed(emails)}`}
        </h2>
      </div>
      <div className={styles.figuresBar}>
        <dl className={styles.figures} aria-label="Agreement">
          {(
            [
              ['Values compared', figures.compared],
              ['Agreed', figures.agreed],
              [withinFigureLabel(tolerance), figures.within],
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
        {onToleranceChange ? (
          <NumberField
            className={styles.tolerance}
            label="Tolerance (% of axis range)"
            description="Log axes are measured in decades."
            value={tolerance * 100}
            minValue={0}
            maxValue={100}
            step={0.1}
            onChange={(percent) => Number.isFinite(percent) && onToleranceChange(percent / 100)}
          />
        ) : null}
      </div>
      <Switch isSelected={onlyDiffering} onChange={setOnlyDiffering}>
        Show only differing values
      </Switch>
      <div ref={scrollRef} className={styles.tableScroll} role="region" aria-label="Compared values, scrollable" tabIndex={0}>
        <table className={clsx(styles.table, many && styles.compactTable)} aria-label="Compared values" {...(isVirtual ? { 'aria-rowcount': rowCount } : {})}>
          {many ? (
            <colgroup>
              <col style={{ width: `${COMPACT_WIDTHS.studyKey}%` }} />
              <col style={{ width: `${COMPACT_WIDTHS.tagGroup}%` }} />
              <col style={{ width: `${COMPACT_WIDTHS.item}%` }} />
              <col style={{ width: `${COMPACT_WIDTHS.tag}%` }} />
              {readers.map((r) => (
                <col key={r.uuid} style={{ width: readerWidth }} />
              ))}
              <col style={{ width: `${COMPACT_WIDTHS.spread}%` }} />
              <col style={{ width: `${COMPACT_WIDTHS.agreement}%` }} />
            </colgroup>
          ) : null}
          <thead>
            <tr {...(isVirtual ? { 'aria-rowindex': 1 } : {})}>
              <th className={clsx(styles.cell, styles.headCell)} scope="col">Study key</th>
              <th className={clsx(styles.cell, styles.headCell)} scope="col">Tag group</th>
              <th className={clsx(styles.cell, styles.headCell)} scope="col">Item</th>
              <th className={clsx(styles.cell, styles.headCell)} scope="col">Tag</th>
              {readers.map((r) => (
                <th key={r.uuid} className={clsx(styles.cell, styles.headCell)} scope="col">
                  {cell(r.email, true)}
                </th>
              ))}
              {many ? <th className={clsx(styles.cell, styles.headCell)} scope="col">Spread</th> : null}
              <th className={clsx(styles.cell, styles.headCell)} scope="col">Agreement</th>
            </tr>
          </thead>
          {body}
        </table>
      </div>
    </section>
  );
}
