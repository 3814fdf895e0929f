import { useEffect, useId, useState } from 'react';
import { Input, TextField as RACTextField } from 'react-aria-components';
import { Button, NumberField } from '../../../ui';
import { armSettings, type RiskTableIssue, type SurvivalArmSettings, type SurvivalSettings } from '../../core/survival';
import * as panels from '../panels.css';
import { formatTime } from './format';
import * as styles from './survival.css';

export interface RiskTableGridProps {
  settings: SurvivalSettings;
  /** The arms in row order: dataset and the name shown for it. */
  arms: readonly { dataset: string; label: string }[];
  /** Problems of the typed table, shown under the grid and marked on their cells. */
  issues: readonly RiskTableIssue[];
  onSettingsChange(settings: SurvivalSettings): void;
  /** Read the table from the text under the figure's x axis. */
  onReadFromFigure(): void;
  /** True while the figure's text is being read. */
  reading?: boolean;
  /** What the last reading found, e.g. that no table was found. */
  notice?: string | null;
}

/** A typed number: '' is empty (null), anything else must read as a finite number. */
function parseNumber(text: string): number | null | undefined {
  const s = text.trim().replace(/,(?=\d{3}\b)/g, '');
  if (s === '') return null;
  const v = Number(s);
  return Number.isFinite(v) ? v : undefined;
}

interface CellProps {
  value: number | null;
  /** The cell's accessible name, e.g. 'Placebo, at risk at 6 months'. */
  label: string;
  /** Message of the problem on this cell, from the table's checks. */
  issueId?: string;
  /** Empty is allowed (counts, events); a time must hold a number. */
  allowEmpty: boolean;
  onCommit(value: number | null): void;
  /** Reports text that is not a number, so the grid lists it; null when it is fixed. */
  onParseError(message: string | null): void;
  parseErrorId?: string;
}

/**
 * One cell: keeps what is typed until it reads as a number (so '1.' or '12a' stay on screen) and
 * hands the number on as soon as it does.
 */
function NumberCell({ value, label, issueId, allowEmpty, onCommit, onParseError, parseErrorId }: CellProps) {
  const shown = value === null ? '' : String(value);
  const [draft, setDraft] = useState(shown);
  useEffect(() => {
    // A new value from outside (read from the figure, another arm's edit) replaces the draft unless the draft already says it.
    setDraft((d) => (parseNumber(d) === value ? d : shown));
  }, [shown, value]);
  const parsed = parseNumber(draft);
  const bad = parsed === undefined || (parsed === null && !allowEmpty);
  const describedBy = [bad ? parseErrorId : undefined, issueId].filter(Boolean).join(' ') || undefined;
  return (
    <RACTextField
      aria-label={label}
      value={draft}
      isInvalid={bad || !!issueId}
      validationBehavior="aria"
      onChange={(text) => {
        setDraft(text);
        const v = parseNumber(text);
        if (v === undefined || (v === null && !allowEmpty)) {
          onParseError(allowEmpty ? `${label}: type a number, or leave the cell empty.` : `${label}: type a number.`);
          return;
        }
        onParseError(null);
        onCommit(v);
      }}
    >
      <Input className={styles.cellInput} inputMode="decimal" aria-describedby={describedBy} />
    </RACTextField>
  );
}

/**
 * The number-at-risk table as the paper prints it: the times across the top, one row of counts
 * per arm, the total events at the end of each row. Problems are listed under the grid and each
 * cell with a problem is marked and described by it.
 */
export function RiskTableGrid({ settings, arms, issues, onSettingsChange, onReadFromFigure, reading = false, notice }: RiskTableGridProps) {
  const id = useId();
  const [parseErrors, setParseErrors] = useState<Record<string, string>>({});
  const unit = settings.timeUnit;
  const times = settings.riskTimes;
  const rows = arms.map((a) => ({ ...a, arm: armSettings(settings, a.dataset) }));

  const setParseError = (key: string) => (message: string | null) =>
    setParseErrors((prev) => {
      if ((prev[key] ?? null) === message) return prev;
      const next = { ...prev };
      if (message === null) delete next[key];
      else next[key] = message;
      return next;
    });

  const updateArm = (dataset: string, change: Partial<SurvivalArmSettings>) => {
    const others = settings.arms.filter((a) => a.dataset !== dataset);
    const arm = { ...armSettings(settings, dataset), ...change };
    const order = arms.map((a) => a.dataset);
    const next = [...others, arm].sort((a, b) => order.indexOf(a.dataset) - order.indexOf(b.dataset));
    onSettingsChange({ ...settings, arms: next });
  };
  const setTime = (i: number, t: number) => onSettingsChange({ ...settings, riskTimes: times.map((x, k) => (k === i ? t : x)) });
  const addTime = () => {
    const last = times[times.length - 1];
    const step = times.length > 1 ? last! - times[times.length - 2]! : 1;
    const riskTimes = last === undefined ? [0] : [...times, Number((last + (step > 0 ? step : 1)).toPrecision(12))];
    onSettingsChange({ ...settings, riskTimes, arms: rows.map((r) => ({ ...r.arm, atRisk: [...r.arm.atRisk, null] })) });
  };
  const removeTime = () =>
    onSettingsChange({ ...settings, riskTimes: times.slice(0, -1), arms: rows.map((r) => ({ ...r.arm, atRisk: r.arm.atRisk.slice(0, times.length - 1) })) });

  const issueKey = (i: RiskTableIssue) => `${i.field}:${i.dataset ?? ''}:${i.column ?? ''}`;
  const issueIds = new Map<string, string>();
  issues.forEach((issue, k) => {
    if (!issueIds.has(issueKey(issue))) issueIds.set(issueKey(issue), `${id}-issue-${k}`);
  });
  const issueFor = (field: RiskTableIssue['field'], dataset?: string, column?: number) => issueIds.get(`${field}:${dataset ?? ''}:${column ?? ''}`);
  const parseErrorEntries = Object.entries(parseErrors);
  const parseId = (key: string) => `${id}-parse-${key.replace(/[^a-z0-9-]/gi, '_')}`;
  const emptyRows = rows.filter((r) => r.arm.atRisk.every((c) => c === null));

  return (
    <>
      <div className={styles.actions}>
        <Button size="small" variant="secondary" onPress={onReadFromFigure} isDisabled={reading || arms.length === 0}>
          {reading ? 'Reading the figure…' : 'Read from figure'}
        </Button>
        <Button size="small" variant="secondary" onPress={addTime} isDisabled={arms.length === 0}>
          Add a time
        </Button>
        <Button size="small" variant="quiet" onPress={removeTime} isDisabled={times.length === 0}>
          Remove the last time
        </Button>
      </div>
      {notice ? (
        <p className={panels.hint} role="status">
          {notice}
        </p>
      ) : null}
      {times.length === 0 ? (
        <p className={panels.hint}>No number-at-risk table yet. Read it from the figure, or add its times and type the counts.</p>
      ) : (
        <div className={styles.gridScroller}>
          <table className={styles.grid} aria-label="Number at risk">
            <thead>
              <tr>
                <th scope="row" className={styles.rowHeader}>{`Time (${unit})`}</th>
                {times.map((t, i) => (
                  <td key={`t${i}`}>
                    <NumberCell
                      value={t}
                      label={`Time ${i + 1} (${unit})`}
                      allowEmpty={false}
                      issueId={issueFor('time', undefined, i)}
                      onCommit={(v) => v !== null && setTime(i, v)}
                      onParseError={setParseError(`time-${i}`)}
                      parseErrorId={parseId(`time-${i}`)}
                    />
                  </td>
                ))}
                <th scope="col">Total events</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.dataset}>
                  <th scope="row" className={styles.rowHeader} title={r.label}>
                    {r.label}
                  </th>
                  {times.map((t, i) => (
                    <td key={`c${i}`}>
                      <NumberCell
                        value={r.arm.atRisk[i] ?? null}
                        label={`${r.label}, at risk at ${formatTime(t)} ${unit}`}
                        allowEmpty
                        issueId={issueFor('count', r.dataset, i)}
                        onCommit={(v) => updateArm(r.dataset, { atRisk: r.arm.atRisk.map((c, k) => (k === i ? v : c)) })}
                        onParseError={setParseError(`count-${r.dataset}-${i}`)}
                        parseErrorId={parseId(`count-${r.dataset}-${i}`)}
                      />
                    </td>
                  ))}
                  <td>
                    <NumberCell
                      value={r.arm.totalEvents ?? null}
                      label={`${r.label}, total events`}
                      allowEmpty
                      issueId={issueFor('events', r.dataset)}
                      onCommit={(v) => updateArm(r.dataset, { totalEvents: v })}
                      onParseError={setParseError(`events-${r.dataset}`)}
                      parseErrorId={parseId(`events-${r.dataset}`)}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {emptyRows.length ? (
        <>
          <p className={panels.hint}>Without its row of counts, an arm is reconstructed from its number of patients.</p>
          {emptyRows.map((r) => (
            <NumberField
              key={r.dataset}
              label={`Patients in ${r.label}`}
              minValue={1}
              step={1}
              showSteppers={false}
              value={r.arm.size ?? NaN}
              onChange={(v) => updateArm(r.dataset, { size: Number.isFinite(v) ? v : null })}
              errorMessage={issues.find((i) => i.field === 'size' && i.dataset === r.dataset)?.message}
              showErrors
            />
          ))}
        </>
      ) : null}
      {issues.length || parseErrorEntries.length ? (
        <ul className={styles.list} aria-label="Problems in the risk table">
          {parseErrorEntries.map(([key, message]) => (
            <li key={key} id={parseId(key)} className={styles.errorText}>
              {message}
            </li>
          ))}
          {issues.map((issue, k) =>
            issue.field === 'size' && emptyRows.some((r) => r.dataset === issue.dataset) ? null : (
              <li key={k} id={issueIds.get(issueKey(issue)) === `${id}-issue-${k}` ? `${id}-issue-${k}` : undefined} className={styles.errorText}>
                {issue.message}
              </li>
            ),
          )}
        </ul>
      ) : null}
    </>
  );
}
