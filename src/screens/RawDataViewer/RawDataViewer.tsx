import { lazy, Suspense, useId, useMemo, useState, type ReactNode } from 'react';
import { Database, SearchX, TriangleAlert } from 'lucide-react';
import { Button, Dialog, Disclosure, DisclosureGroup, EmptyState, SearchField, Spinner, ToggleButton, Tooltip, VirtualTable, type VirtualTableColumn } from '../../ui';
import { checkJson, formatJson, jsonDiffers } from './jsonText';
import { cellText, filterGroups, groupRawData, initialExpanded, nextExpanded, RAW_VIEWER_LARGE_PANEL, type RawGroup, type RawRow, type RawTarget } from './rawDataGroups';
import { rawDataViewerTitle } from './title';
import type { SurvivalGraphResults } from '../../editor/core/survival';
import { SurvivalResults } from './SurvivalResults';
import { survivalOfDocument } from './survivalSection';
import * as styles from './RawDataViewer.css';

// CodeMirror is loaded when an administrator first opens the JSON editor, never with the page.
const JsonCodeEditor = lazy(() => import('./JsonCodeEditor'));

export const rawDataViewerStatuses = ['loading', 'error', 'ready'] as const;
export type RawDataViewerStatus = (typeof rawDataViewerStatuses)[number];

/** The words of the raw data viewer (spec 2: 'Raw data viewer', 'JSON editor'). */
export const RAW_VIEWER_TEXT = {
  filter: 'Filter',
  toggleJson: 'Toggle JSON editor',
  updateJson: 'Update JSON',
  updateJsonNote: 'Note: Only applies, does not save',
  goToTagGroup: 'Go to tag group',
  jsonLabel: 'Raw data JSON',
  jsonUnchanged: 'Valid JSON, no changes to apply',
  jsonChanged: 'Valid JSON with changes: Update JSON applies them',
  empty: 'No tagged data',
  emptyDescription: 'Points, text and study tree elements appear here once they are tagged.',
  noMatches: 'No rows match the filter',
  loadFailed: 'The raw data could not be loaded',
} as const;

export interface RawDataViewerProps {
  status: RawDataViewerStatus;
  /** What went wrong, when status is 'error'. */
  error?: string | null;
  /** The extraction document (the saved project shape). */
  rawData?: unknown;
  /** The paper's file names, by file index. */
  fileNames?: readonly string[];
  /** Administrators get 'Toggle JSON editor'. @default false */
  isAdmin?: boolean;
  /** 'Go to tag group' on a row (points and text items); without it the action is not offered. */
  onGoToTagGroup?: (target: RawTarget) => void;
  /** 'Update JSON': the edited document, parsed and different from `rawData`. */
  onUpdateJson?: (document: unknown) => void;
  /** Try loading again after an error. */
  onRetry?: () => void;
  /** Changing it opens the panels again, as on load (the data was loaded again after a save). */
  expandSignal?: number;
  /** Heading level of the panels' titles. @default 2 */
  headingLevel?: 2 | 3;
  /** Download a survival graph's reconstructed patients as CSV; without it the section offers no download. */
  onDownloadSurvivalIpd?: (graph: SurvivalGraphResults) => void;
}

const panelKeyOf = (groups: readonly RawGroup[], signal: number) => ({ groups, signal });

function JsonEditorSection({ rawData, onUpdateJson }: { rawData: unknown; onUpdateJson?: (document: unknown) => void }) {
  const headingId = useId();
  const statusId = useId();
  const baseline = useMemo(() => formatJson(rawData), [rawData]);
  // The edited text belongs to the data it was edited from: new data (a reload, an update) starts over.
  const [edit, setEdit] = useState({ base: baseline, text: baseline });
  const text = edit.base === baseline ? edit.text : baseline;
  const check = useMemo(() => checkJson(text), [text]);
  const changed = check.ok && jsonDiffers(check.value, rawData);
  return (
    <section className={styles.jsonSection} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.jsonHeading}>
        JSON editor
      </h2>
      <Suspense fallback={<Spinner label="Loading the JSON editor" showLabel />}>
        <JsonCodeEditor
          value={baseline}
          onChange={(next) => setEdit({ base: baseline, text: next })}
          aria-label={RAW_VIEWER_TEXT.jsonLabel}
          aria-describedby={statusId}
        />
      </Suspense>
      <div className={styles.jsonFooter}>
        <p id={statusId} className={check.ok ? styles.jsonStatus : styles.jsonError} role="status">
          {check.ok ? (changed ? RAW_VIEWER_TEXT.jsonChanged : RAW_VIEWER_TEXT.jsonUnchanged) : check.message}
        </p>
        <Tooltip content={RAW_VIEWER_TEXT.updateJsonNote}>
          <Button variant="primary" isDisabled={!changed} onPress={() => check.ok && onUpdateJson?.(check.value)}>
            {RAW_VIEWER_TEXT.updateJson}
          </Button>
        </Tooltip>
      </div>
    </section>
  );
}

function PanelTable({ group, onGoToTagGroup }: { group: RawGroup; onGoToTagGroup?: (target: RawTarget) => void }) {
  const columns = useMemo(() => {
    const cols: VirtualTableColumn<RawRow>[] = group.columns.map((column) => ({
      id: column.id,
      name: column.name,
      width: column.kind === 'location' ? '1.2fr' : '1fr',
      // The item is never empty, so it names its row.
      isRowHeader: column.kind === 'item',
      render: (row: RawRow) => cellText(row, column),
    }));
    if (onGoToTagGroup) {
      cols.push({
        id: 'actions',
        name: 'Actions',
        width: '170px',
        render: (row: RawRow) =>
          row.target.kind === 'study' ? null : (
            <Button size="small" variant="secondary" onPress={() => onGoToTagGroup(row.target)}>
              {RAW_VIEWER_TEXT.goToTagGroup}
            </Button>
          ),
      });
    }
    return cols;
  }, [group.columns, onGoToTagGroup]);
  return (
    <VirtualTable
      aria-label={`${group.name} rows`}
      columns={columns}
      items={group.rows}
      getRowId={(row) => row.id}
      rowHeight={40}
      height={group.rows.length >= RAW_VIEWER_LARGE_PANEL ? 520 : 400}
    />
  );
}

/**
 * The raw data viewer's body (spec 2, 'Raw data viewer'): a filter, 'Expand all' / 'Collapse all',
 * one expansion panel per tag group with a virtual table of its points, text items and study tree
 * elements, the results of survival graphs, and for administrators the JSON editor with 'Update JSON'.
 */
export function RawDataViewer({
  status,
  error,
  rawData,
  fileNames = [],
  isAdmin = false,
  onGoToTagGroup,
  onUpdateJson,
  onRetry,
  expandSignal = 0,
  headingLevel = 2,
  onDownloadSurvivalIpd,
}: RawDataViewerProps) {
  const [filter, setFilter] = useState('');
  const [jsonOpen, setJsonOpen] = useState(false);
  const groups = useMemo(() => (status === 'ready' ? groupRawData(rawData, fileNames) : []), [status, rawData, fileNames]);
  const shown = useMemo(() => filterGroups(groups, filter), [groups, filter]);
  const survival = useMemo(() => (status === 'ready' ? survivalOfDocument(rawData) : []), [status, rawData]);
  // Open panels belong to the data and the expand signal they were opened for.
  const panelKey = useMemo(() => panelKeyOf(groups, expandSignal), [groups, expandSignal]);
  const [expandedState, setExpandedState] = useState(() => ({ key: panelKey, keys: initialExpanded(groups) }));
  const expanded = expandedState.key === panelKey ? expandedState.keys : initialExpanded(groups);
  const rowCounts = useMemo(() => new Map(shown.map((g) => [g.id, g.rows.length])), [shown]);

  if (status === 'loading') {
    return (
      <div className={styles.centred}>
        <Spinner label="Loading the raw data" showLabel />
      </div>
    );
  }
  if (status === 'error') {
    return (
      <div className={styles.centred}>
        <EmptyState
          icon={TriangleAlert}
          title={RAW_VIEWER_TEXT.loadFailed}
          description={error ?? undefined}
          headingLevel={headingLevel}
          action={onRetry ? <Button onPress={onRetry}>Try again</Button> : undefined}
        />
      </div>
    );
  }

  let panels: ReactNode;
  if (groups.length === 0) {
    panels = <EmptyState icon={Database} title={RAW_VIEWER_TEXT.empty} description={RAW_VIEWER_TEXT.emptyDescription} headingLevel={headingLevel} />;
  } else {
    panels = (
      <>
        <DisclosureGroup
          expandedKeys={[...expanded].filter((key) => rowCounts.has(key))}
          onExpandedChange={(keys) => setExpandedState({ key: panelKey, keys: nextExpanded(expanded, new Set([...keys].map(String)), rowCounts) })}
        >
          {shown.map((group) => {
            const total = groups.find((g) => g.id === group.id)?.rows.length ?? group.rows.length;
            const count = group.rows.length === total ? `${total} ${total === 1 ? 'row' : 'rows'}` : `${group.rows.length} of ${total} rows`;
            return (
              <Disclosure
                key={group.id}
                id={group.id}
                headingLevel={headingLevel}
                title={
                  <span className={styles.panelTitle}>
                    {group.name}
                    <span className={styles.panelCount}>({count})</span>
                  </span>
                }
              >
                {expanded.has(group.id) ? <PanelTable group={group} onGoToTagGroup={onGoToTagGroup} /> : null}
              </Disclosure>
            );
          })}
        </DisclosureGroup>
        {shown.length === 0 ? <EmptyState icon={SearchX} title={RAW_VIEWER_TEXT.noMatches} headingLevel={headingLevel} /> : null}
      </>
    );
  }

  return (
    <div className={styles.screen}>
      <div className={styles.toolbar}>
        <SearchField label={RAW_VIEWER_TEXT.filter} value={filter} onChange={setFilter} className={styles.filter} />
        {isAdmin ? (
          <ToggleButton isSelected={jsonOpen} onChange={setJsonOpen}>
            {RAW_VIEWER_TEXT.toggleJson}
          </ToggleButton>
        ) : null}
      </div>
      {isAdmin && jsonOpen ? <JsonEditorSection rawData={rawData} onUpdateJson={onUpdateJson} /> : null}
      {panels}
      {survival.length ? <SurvivalResults graphs={survival} fileNames={fileNames} headingLevel={headingLevel} {...(onDownloadSurvivalIpd ? { onDownloadIpd: onDownloadSurvivalIpd } : {})} /> : null}
    </div>
  );
}

export interface RawDataViewerScreenProps extends RawDataViewerProps {
  /** The paper's name; the heading is the document title rule's 'Raw Data Viewer (Author, Year)'. */
  paperName?: string | null;
}

/** The standalone page /raw-data-viewer?uuid=...: the heading and the viewer. */
export function RawDataViewerScreen({ paperName, ...props }: RawDataViewerScreenProps) {
  const titleId = useId();
  return (
    <section className={styles.screen} aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.title}>
        {rawDataViewerTitle(paperName)}
      </h1>
      <RawDataViewer {...props} />
    </section>
  );
}

export interface RawDataViewerDialogProps extends RawDataViewerScreenProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/** The viewer as a full-screen dialog over the data-entry screen. */
export function RawDataViewerDialog({ isOpen, onOpenChange, paperName, ...props }: RawDataViewerDialogProps) {
  return (
    <Dialog title={rawDataViewerTitle(paperName)} maxWidth="fullscreen" hasCloseButton isOpen={isOpen} onOpenChange={onOpenChange}>
      <div className={styles.dialogBody}>
        <RawDataViewer headingLevel={3} {...props} />
      </div>
    </Dialog>
  );
}
