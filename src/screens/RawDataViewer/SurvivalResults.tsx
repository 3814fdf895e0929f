import { useId } from 'react';
import type { SurvivalGraphResults } from '../../editor/core/survival';
import { Button } from '../../ui';
import { survivalArmLines, survivalProblems } from './survivalSection';
import * as styles from './RawDataViewer.css';

export const SURVIVAL_TEXT = {
  heading: 'Survival',
  download: 'Download the patient data (CSV)',
  columns: ['Arm', 'Patients', 'Events', 'Median (95 % CI)', 'Hazard ratio (95 % CI)', 'Log-rank'],
} as const;

type Level = 2 | 3 | 4;
const H = ({ level, ...props }: { level: Level; id?: string; className?: string; children: React.ReactNode }) => {
  const Tag = `h${level}` as const;
  return <Tag {...props} />;
};

function GraphResults({ graph, location, headingLevel, onDownload }: { graph: SurvivalGraphResults; location: string; headingLevel: Level; onDownload?: () => void }) {
  const headingId = useId();
  const lines = survivalArmLines(graph);
  const problems = survivalProblems(graph);
  return (
    <div className={styles.survivalGraph}>
      <H level={headingLevel} id={headingId} className={styles.survivalGraphHeading}>
        {graph.graph}
        {location ? <span className={styles.panelCount}>({location})</span> : null}
      </H>
      {lines.length ? (
        <table className={styles.survivalTable} aria-labelledby={headingId}>
          <thead>
            <tr>
              {SURVIVAL_TEXT.columns.map((c) => (
                <th key={c} scope="col">
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {lines.map((l) => (
              <tr key={l.dataset}>
                <th scope="row">{l.arm}</th>
                <td>{l.patients}</td>
                <td>{l.events}</td>
                <td>{l.median}</td>
                <td>{l.hazardRatio}</td>
                <td>{l.logRank}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {problems.length ? (
        <ul className={styles.survivalProblems}>
          {problems.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      ) : null}
      {onDownload && graph.arms.some((a) => a.ipd.length) ? (
        <div>
          <Button variant="secondary" size="small" onPress={onDownload} aria-describedby={headingId}>
            {SURVIVAL_TEXT.download}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

/**
 * The 'Survival' section: per survival graph, each arm under its study branch with its patients,
 * events and median survival, the hazard ratio and log-rank test against the control arm, and why
 * any of it is missing.
 */
export function SurvivalResults({
  graphs,
  fileNames = [],
  headingLevel = 2,
  onDownloadIpd,
}: {
  graphs: readonly SurvivalGraphResults[];
  fileNames?: readonly string[];
  headingLevel?: 2 | 3;
  onDownloadIpd?: (graph: SurvivalGraphResults) => void;
}) {
  const headingId = useId();
  const locationOf = (g: SurvivalGraphResults) => (g.file === null || g.page === null ? '' : `${fileNames[g.file] ?? `File ${g.file + 1}`}, page ${g.page}`);
  return (
    <section className={styles.survivalSection} aria-labelledby={headingId}>
      <H level={headingLevel} id={headingId} className={styles.jsonHeading}>
        {SURVIVAL_TEXT.heading}
      </H>
      {graphs.map((g, i) => (
        <GraphResults
          key={`${g.graph}-${i}`}
          graph={g}
          location={locationOf(g)}
          headingLevel={(headingLevel + 1) as Level}
          {...(onDownloadIpd ? { onDownload: () => onDownloadIpd(g) } : {})}
        />
      ))}
    </section>
  );
}
