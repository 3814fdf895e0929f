import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { Banner, Button, Select, SelectItem, Spinner, Switch, TextField } from '../../../ui';
import { vars } from '../../../ui/theme/vars.css';
import {
  armCurve,
  checkRiskTable,
  controlDataset,
  SURVIVAL_KIND_LABELS,
  SURVIVAL_KINDS,
  SURVIVAL_Y_SCALE_LABELS,
  SURVIVAL_Y_SCALES,
  TIME_UNITS,
  type ArmAnalysis,
  type ArmPoint,
  type MonotonicityProblem,
  type SurvivalAnalysis,
  type SurvivalKind,
  type SurvivalSettings,
  type SurvivalYScale,
  type TimeUnit,
} from '../../core/survival';
import * as panels from '../panels.css';
import { counted, formatMedian, formatP, formatRatio, formatSurvival, formatTime } from './format';
import { RiskTableGrid } from './RiskTableGrid';
import { SurvivalChart } from './SurvivalChart';
import * as styles from './survival.css';

/** An arm of the graph as the panel shows it: one dataset and its digitized points. */
export interface SurvivalPanelArm {
  dataset: string;
  /** The name shown for the arm: the dataset's study arm, or its name. */
  label: string;
  /** A CSS colour for the arm (the dataset's colour); a theme colour by default. */
  color?: string;
  /** The dataset's points in data coordinates, censor marks included (`armPointsFromDataset`). */
  points: readonly ArmPoint[];
}

export interface SurvivalPanelProps {
  /** The graph's name, e.g. 'Overall survival'. */
  graphName: string;
  settings: SurvivalSettings;
  arms: readonly SurvivalPanelArm[];
  /** The analysis of the current settings and points (`analyseSurvival`, in a worker); null while none is ready. */
  analysis: SurvivalAnalysis | null;
  /** True while a new analysis is being computed. @default false */
  analysing?: boolean;
  /** Why the analysis could not run at all (the worker failed); shown in place of the results. */
  analysisError?: string | null;
  onSettingsChange(settings: SurvivalSettings): void;
  /** Select the point on the figure and bring it into view. */
  onShowPoint(dataset: string, index: number): void;
  /** Move the point back onto the level of the point before it (`problem.fixedY`, axis units). */
  onFixPoint(dataset: string, problem: MonotonicityProblem): void;
  /**
   * Fix every point of an arm that goes the wrong way, as one edit; the button is shown when given.
   * Each point goes to its own `fixedY`, which together make the curve monotone.
   */
  onFixAll?: (dataset: string, problems: readonly MonotonicityProblem[]) => void;
  /** Read the risk table from the text under the x axis (`readRiskTable`, then `applyRiskTableProposal`). */
  onReadRiskTable(): void;
  /** True while the figure's text is being read. @default false */
  readingRiskTable?: boolean;
  /** What the last reading of the risk table found, shown under its buttons. */
  riskTableNotice?: string | null;
  /** Download the reconstructed individual patient data as CSV; the button is shown when given. */
  onDownloadIpd?: () => void;
}

/** Points going the wrong way listed per arm; the rest are counted. */
const PROBLEMS_SHOWN = 5;

/** Theme colours for arms without their own, in arm order. */
const ARM_COLORS = [vars.color.primary, vars.color.warning, vars.color.success, vars.color.danger] as const;

const TIME_UNIT_LABELS: Record<TimeUnit, string> = { days: 'Days', weeks: 'Weeks', months: 'Months', years: 'Years' };

/** Times typed as a list: '6, 12, 24' (commas, semicolons or spaces between them). */
export function parseTimeList(text: string): number[] | null {
  const parts = text.split(/[\s,;]+/).filter(Boolean);
  const values = parts.map(Number);
  return values.every((v) => Number.isFinite(v) && v >= 0) ? [...new Set(values)].sort((a, b) => a - b) : null;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h3 id={id} className={styles.sectionTitle}>
        {title}
      </h3>
      {children}
    </section>
  );
}

function ArmHeading({ label, color }: { label: string; color: string }) {
  return (
    <h4 className={styles.armTitle}>
      <span className={styles.swatch} style={{ background: color }} aria-hidden="true" />
      {label}
    </h4>
  );
}

/** What the panel says about one reconstructed arm. */
function ArmResults({ arm, unit, color }: { arm: ArmAnalysis; unit: string; color: string }) {
  const r = arm.result;
  return (
    <div role="group" aria-label={`Results of ${arm.label}`}>
      <ArmHeading label={arm.label} color={color} />
      {r ? (
        <dl className={styles.results}>
          <dt>Patients</dt>
          <dd>{r.reconstruction.n}</dd>
          <dt>Events</dt>
          <dd>{r.reconstruction.events}</dd>
          <dt>Median</dt>
          <dd>{formatMedian(r.median, unit)}</dd>
          {r.survivalAt.map((s) => (
            <div key={s.time} className={styles.resultsRow}>
              <dt>{`At ${formatTime(s.time)} ${unit}`}</dt>
              <dd>{`${formatSurvival(s.surv)} (95 % CI ${formatSurvival(s.lower)} to ${formatSurvival(s.upper)})`}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <ul className={styles.list} aria-label={`Why ${arm.label} has no results`}>
          {arm.errors.map((e) => (
            <li key={e} className={styles.errorText}>
              {e}
            </li>
          ))}
        </ul>
      )}
      {r && r.reconstruction.unmatchedIntervals.length ? (
        <p className={panels.hint}>
          {`The reconstructed numbers at risk could not be made to match the table in ${counted(r.reconstruction.unmatchedIntervals.length, 'interval', 'intervals')}; check the table and the curve there.`}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The survival sidebar of a survival graph (a Kaplan-Meier or cumulative-incidence figure, one
 * dataset per arm): Capture (what is digitized of each arm and the points where a curve goes the
 * wrong way), Risk table (the numbers at risk, read from the figure or typed) and Results (per arm
 * the median and survival at chosen times; between arms the hazard ratio and the log-rank test,
 * over a chart of the reconstructed curves on the digitized points).
 */
export function SurvivalPanel(props: SurvivalPanelProps) {
  const { settings, arms, analysis, onSettingsChange } = props;
  const titleId = useId();
  const unit = settings.timeUnit;
  const colorOf = (dataset: string) => {
    const i = arms.findIndex((a) => a.dataset === dataset);
    return arms[i]?.color ?? ARM_COLORS[Math.max(0, i) % ARM_COLORS.length]!;
  };
  const labelOf = (dataset: string) => arms.find((a) => a.dataset === dataset)?.label ?? dataset;
  const curves = useMemo(() => arms.map((a) => ({ arm: a, curve: armCurve(a.points, settings) })), [arms, settings]);
  const issues = useMemo(() => {
    const shown = settings.arms.filter((s) => arms.some((a) => a.dataset === s.dataset));
    return checkRiskTable({ ...settings, arms: shown }, (d) => arms.find((a) => a.dataset === d)?.label ?? d);
  }, [settings, arms]);
  const reportShown = settings.reportTimes.map(formatTime).join(', ');
  const [reportText, setReportText] = useState(reportShown);
  useEffect(() => {
    // Times set from outside (another graph, an undo) replace what is typed, unless it already says the same.
    setReportText((text) => (parseTimeList(text)?.map(formatTime).join(', ') === reportShown ? text : reportShown));
  }, [reportShown]);
  const reportTimes = parseTimeList(reportText);
  const control = controlDataset(settings);
  const set = (change: Partial<SurvivalSettings>) => onSettingsChange({ ...settings, ...change });

  return (
    <aside className={panels.sidebar} aria-labelledby={titleId}>
      <h2 id={titleId} className={panels.sidebarTitle}>
        Survival
      </h2>
      <p className={panels.hint}>{props.graphName}</p>

      <Section title="Capture">
        <Select
          label="Y axis"
          items={SURVIVAL_KINDS.map((id) => ({ id, name: SURVIVAL_KIND_LABELS[id] }))}
          selectedKey={settings.kind}
          onSelectionChange={(key) => key !== null && set({ kind: key as SurvivalKind })}
        >
          {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
        </Select>
        <div className={styles.settingsRow}>
          <Select
            label="Y scale"
            items={SURVIVAL_Y_SCALES.map((id) => ({ id, name: SURVIVAL_Y_SCALE_LABELS[id] }))}
            selectedKey={settings.yScale}
            onSelectionChange={(key) => key !== null && set({ yScale: key as SurvivalYScale })}
          >
            {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
          </Select>
          <Select
            label="Time unit"
            items={TIME_UNITS.map((id) => ({ id, name: TIME_UNIT_LABELS[id] }))}
            selectedKey={settings.timeUnit}
            onSelectionChange={(key) => key !== null && set({ timeUnit: key as TimeUnit })}
          >
            {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
          </Select>
        </div>
        <Switch isSelected={settings.useCensorMarks} onChange={(useCensorMarks) => set({ useCensorMarks })}>
          Place censorings at the censor marks
        </Switch>
        {arms.length === 0 ? (
          <p className={panels.hint}>This graph has no arms yet. Add a dataset for each arm and digitize its curve.</p>
        ) : (
          curves.map(({ arm, curve }) => (
            <div key={arm.dataset} role="group" aria-label={`Capture of ${arm.label}`}>
              <ArmHeading label={arm.label} color={colorOf(arm.dataset)} />
              <p className={styles.text}>
                {`${counted(curve.curve.length, 'point', 'points')}, ${counted(curve.censorMarks.length, 'censor mark', 'censor marks')}.`}
              </p>
              {curve.problems.length ? (
                <>
                  <ul className={styles.list} aria-label={`${settings.kind === 'incidence' ? 'Steps down' : 'Steps up'} in ${arm.label}`}>
                    {curve.problems.slice(0, PROBLEMS_SHOWN).map((p) => (
                      <li key={p.index} className={styles.problem}>
                        <span>{p.message}</span>
                        <span className={styles.actions}>
                          <Button size="small" variant="secondary" aria-label={`Show point ${p.index + 1} of ${arm.label}`} onPress={() => props.onShowPoint(arm.dataset, p.index)}>
                            Show
                          </Button>
                          <Button size="small" variant="secondary" aria-label={`Fix point ${p.index + 1} of ${arm.label}`} onPress={() => props.onFixPoint(arm.dataset, p)}>
                            Fix
                          </Button>
                        </span>
                      </li>
                    ))}
                  </ul>
                  {curve.problems.length > PROBLEMS_SHOWN ? (
                    <p className={panels.hint}>{`${counted(curve.problems.length - PROBLEMS_SHOWN, 'more point goes', 'more points go')} the wrong way.`}</p>
                  ) : null}
                  {props.onFixAll && curve.problems.length > 1 ? (
                    <Button size="small" variant="secondary" onPress={() => props.onFixAll!(arm.dataset, curve.problems)}>
                      {`Fix all ${curve.problems.length} points of ${arm.label}`}
                    </Button>
                  ) : null}
                </>
              ) : curve.curve.length ? (
                <p className={panels.hint}>The curve never goes the wrong way.</p>
              ) : (
                <p className={panels.hint}>No points yet: pick the curve on the figure or click its corners.</p>
              )}
            </div>
          ))
        )}
      </Section>

      <Section title="Risk table">
        <RiskTableGrid
          settings={settings}
          arms={arms}
          issues={issues}
          onSettingsChange={onSettingsChange}
          onReadFromFigure={props.onReadRiskTable}
          reading={props.readingRiskTable}
          notice={props.riskTableNotice}
        />
      </Section>

      <Section title="Results">
        {arms.length >= 2 ? (
          <Select
            label="Control arm"
            description="The hazard ratio compares each other arm with this one."
            items={arms.map((a) => ({ id: a.dataset, name: a.label }))}
            selectedKey={control}
            onSelectionChange={(key) => key !== null && set({ controlArm: String(key) })}
          >
            {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
          </Select>
        ) : null}
        <TextField
          label={`Survival at (${unit})`}
          description="Times separated by commas, e.g. 6, 12, 24."
          value={reportText}
          onChange={(text) => {
            setReportText(text);
            const times = parseTimeList(text);
            if (times) set({ reportTimes: times });
          }}
          errorMessage={reportTimes ? undefined : 'Type times of at least 0, separated by commas.'}
          showErrors
        />
        {props.analysisError ? (
          <Banner tone="danger" title="No results">
            {props.analysisError}
          </Banner>
        ) : null}
        {props.analysing ? <Spinner label="Reconstructing the patient data" showLabel size="small" /> : null}
        {analysis && !props.analysisError ? (
          <>
            {analysis.comparisons.map((c) => (
              <div key={c.experimental} role="group" aria-label={`${labelOf(c.experimental)} against ${labelOf(c.control)}`}>
                {c.cox && c.logRank ? (
                  <>
                    <p className={styles.headline}>
                      {`Hazard ratio ${formatRatio(c.cox.hr)} (95 % CI ${formatRatio(c.cox.lower)} to ${formatRatio(c.cox.upper)})`}
                    </p>
                    <p className={styles.text}>{`${labelOf(c.experimental)} against ${labelOf(c.control)}; log-rank ${formatP(c.logRank.p)}.`}</p>
                  </>
                ) : (
                  <p className={styles.errorText}>{c.error}</p>
                )}
              </div>
            ))}
            {analysis.arms.map((a) => (
              <ArmResults key={a.dataset} arm={a} unit={unit} color={colorOf(a.dataset)} />
            ))}
            <SurvivalChart
              axis={settings}
              timeUnit={unit}
              arms={arms.map((a) => ({
                label: a.label,
                color: colorOf(a.dataset),
                points: a.points,
                steps: analysis.arms.find((x) => x.dataset === a.dataset)?.result?.fit.steps,
                flagged: curves.find((c) => c.arm.dataset === a.dataset)?.curve.problems.map((p) => p.index),
              }))}
            />
            {props.onDownloadIpd && analysis.arms.some((a) => a.result) ? (
              <Button variant="secondary" onPress={props.onDownloadIpd}>
                Download the patient data (CSV)
              </Button>
            ) : null}
          </>
        ) : null}
        {!analysis && !props.analysing && !props.analysisError ? <p className={panels.hint}>Results appear once each arm has its curve and its numbers at risk.</p> : null}
      </Section>
    </aside>
  );
}
