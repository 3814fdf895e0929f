import { useId, useState, type ReactNode } from 'react';
import { History, Lock, X } from 'lucide-react';
import { ListBox, ListBoxItem } from 'react-aria-components';
import type { DataEntryHistoryItem } from '../../api/papers';
import type { DatasetChanges, VersionDiff, VersionPoint } from '../../editor/core/history/versionDiff';
import { Banner, Button, ConfirmDialog, EmptyState, IconButton, Pager, Skeleton, Spinner } from '../../ui';
import { localDateTime, type DateTimeFormatter } from '../shared/dateTime';
import * as styles from './HistoryPanel.css';

export const historyPanelStatuses = ['loading', 'error', 'forbidden', 'ready'] as const;
export type HistoryPanelStatus = (typeof historyPanelStatuses)[number];

/** What is known of the chosen version's changes against the current version. */
export type VersionChanges = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; diff: VersionDiff };

export const HISTORY_MESSAGES = {
  title: 'History',
  empty: 'No saved versions yet',
  emptyDescription: 'Each save of this extraction is kept here.',
  forbidden: 'You may not see the history of this extraction.',
  loadFailed: 'The history could not be loaded',
  restore: 'Restore this version',
  restoreConfirm: (version: number) => `Restore version ${version}? It is saved as a new version; no version is lost.`,
  choose: 'Choose a version to see what changed since.',
  unchanged: 'No points changed since this version.',
  changesFailed: 'The changes could not be worked out',
} as const;

/** 'Version N by X on DATE', the heading of a chosen version. */
export const versionHeading = (item: Pick<DataEntryHistoryItem, 'version' | 'email' | 'created_at'>, formatDate: DateTimeFormatter = localDateTime) =>
  `Version ${item.version} by ${item.email ?? 'a removed user'} on ${formatDate(item.created_at)}`;

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const at = (p: VersionPoint) => `(${Math.round(p.x)}, ${Math.round(p.y)})`;

/** The counts line: '2 points added, 1 moved, 0 deleted, 0 retagged', with datasets when any came or went. */
export function changeCountsText(diff: VersionDiff): string {
  const { added, moved, deleted, retagged, datasetsAdded, datasetsRemoved } = diff.counts;
  const parts = [`${plural(added, 'point')} added`, `${moved} moved`, `${deleted} deleted`, `${retagged} retagged`];
  if (datasetsAdded) parts.push(`${plural(datasetsAdded, 'dataset')} added`);
  if (datasetsRemoved) parts.push(`${plural(datasetsRemoved, 'dataset')} removed`);
  return parts.join(', ');
}

/** One line per change of a dataset, as the list of what changed shows them. */
export function changeLines(dataset: DatasetChanges): string[] {
  const where = `${dataset.name || 'Unnamed dataset'} (page ${dataset.page})`;
  if (dataset.status === 'added') return [`${where}: dataset added with ${plural(dataset.added.length, 'point')}`];
  if (dataset.status === 'removed') return [`${where}: dataset removed with ${plural(dataset.deleted.length, 'point')}`];
  return [
    ...dataset.added.map((p) => `${where}: point ${p.index + 1} added at ${at(p)}`),
    ...dataset.moved.map((m) => `${where}: point ${m.to.index + 1} moved from ${at(m.from)} to ${at(m.to)}`),
    ...dataset.deleted.map((p) => `${where}: point ${p.index + 1} deleted from ${at(p)}`),
    ...dataset.retagged.map((m) => `${where}: point ${m.to.index + 1} retagged`),
  ];
}

/** The list of what changed stops here; the counts still tell the whole. */
const MAX_CHANGE_LINES = 100;

export interface HistoryPanelProps {
  status: HistoryPanelStatus;
  /** What went wrong, when status is 'error'. */
  error?: string | null;
  /** Load the history again after an error. */
  onRetry?: () => void;
  /** The page of versions shown, newest first. */
  versions?: readonly DataEntryHistoryItem[];
  /** Versions over all pages. @default 0 */
  total?: number;
  /** The page shown, counting from 1. @default 1 */
  page?: number;
  /** @default 20 */
  pageSize?: number;
  onPageChange?: (page: number) => void;
  /** The version the extraction is at; it is marked and cannot be restored. */
  currentVersion: number;
  /** The chosen version, or null. */
  selectedVersion?: number | null;
  onSelectVersion?: (version: number | null) => void;
  /** The chosen version's changes against the current version. */
  changes?: VersionChanges | null;
  /** Whether this user may restore (the same rule as saving). @default false */
  canRestore?: boolean;
  /** A restore is running. @default false */
  isRestoring?: boolean;
  /** Restore the version, after the user confirmed; a promise keeps the dialog busy until it settles. */
  onRestore?: (version: number) => void | Promise<unknown>;
  /** Close the panel; without it no close button is shown. */
  onClose?: () => void;
  /** How timestamps read. @default localDateTime */
  formatDate?: DateTimeFormatter;
}

/**
 * The saved versions of an extraction, newest first, paged as the server pages them. Choosing one
 * shows who saved it and when, and what changed since against the current version; 'Restore this
 * version' asks first and then calls back. Props in, callbacks out: the app fetches and restores.
 */
export function HistoryPanel({
  status,
  error,
  onRetry,
  versions = [],
  total = 0,
  page = 1,
  pageSize = 20,
  onPageChange,
  currentVersion,
  selectedVersion = null,
  onSelectVersion,
  changes = null,
  canRestore = false,
  isRestoring = false,
  onRestore,
  onClose,
  formatDate = localDateTime,
}: HistoryPanelProps) {
  const titleId = useId();
  const [confirming, setConfirming] = useState(false);
  const selected = versions.find((v) => v.version === selectedVersion);

  let body: ReactNode;
  if (status === 'loading') {
    body = (
      <div aria-busy="true">
        <Spinner label="Loading the history" showLabel />
        <Skeleton lines={4} />
      </div>
    );
  } else if (status === 'forbidden') {
    body = <EmptyState icon={Lock} title="Access denied" description={HISTORY_MESSAGES.forbidden} headingLevel={3} />;
  } else if (status === 'error') {
    body = (
      <Banner tone="danger" title={HISTORY_MESSAGES.loadFailed} actions={onRetry ? <Button onPress={onRetry}>Try again</Button> : undefined}>
        {error ?? 'Something went wrong'}
      </Banner>
    );
  } else if (total === 0) {
    body = <EmptyState icon={History} title={HISTORY_MESSAGES.empty} description={HISTORY_MESSAGES.emptyDescription} headingLevel={3} />;
  } else {
    body = (
      <>
        <ListBox
          aria-label="Saved versions"
          className={styles.list}
          items={versions}
          selectionMode="single"
          selectionBehavior="replace"
          selectedKeys={selectedVersion === null ? [] : [selectedVersion]}
          onSelectionChange={(keys) => {
            const [key] = keys === 'all' ? [] : [...keys];
            onSelectVersion?.(key === undefined ? null : Number(key));
          }}
        >
          {(item) => (
            <ListBoxItem
              id={item.version}
              className={styles.item}
              textValue={`Version ${item.version}${item.version === currentVersion ? ' (current)' : ''}, ${item.email ?? 'a removed user'}, ${formatDate(item.created_at)}: ${item.summary}`}
            >
              <span className={styles.versionNumber}>
                {`Version ${item.version}`}
                {item.version === currentVersion ? ' (current)' : ''}
              </span>
              <span className={styles.who}>{item.email ?? 'a removed user'}</span>
              <span className={styles.when}>{formatDate(item.created_at)}</span>
              <span className={styles.summary}>
                {item.summary} · {plural(item.operations, 'operation')}
              </span>
            </ListBoxItem>
          )}
        </ListBox>
        {total > pageSize && onPageChange ? <Pager page={page} pageSize={pageSize} total={total} onPageChange={onPageChange} isDisabled={isRestoring} /> : null}
        {selected ? (
          <section className={styles.details} aria-label={`Version ${selected.version}`} aria-busy={changes?.status === 'loading' || undefined}>
            <h3 className={styles.detailsTitle}>{versionHeading(selected, formatDate)}</h3>
            <VersionChangesView changes={changes} isCurrent={selected.version === currentVersion} currentVersion={currentVersion} />
            {canRestore && selected.version !== currentVersion ? (
              <div className={styles.actions}>
                <Button variant="primary" onPress={() => setConfirming(true)} isDisabled={isRestoring} isPending={isRestoring}>
                  {HISTORY_MESSAGES.restore}
                </Button>
              </div>
            ) : null}
          </section>
        ) : (
          <p className={styles.muted}>{HISTORY_MESSAGES.choose}</p>
        )}
      </>
    );
  }

  return (
    <section className={styles.panel} aria-labelledby={titleId} data-history-panel="">
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {HISTORY_MESSAGES.title}
        </h2>
        {onClose ? (
          <IconButton label="Close history" icon={<X />} onPress={onClose} />
        ) : null}
      </div>
      {body}
      {selected ? (
        <ConfirmDialog
          isOpen={confirming}
          onOpenChange={setConfirming}
          title={HISTORY_MESSAGES.restore}
          message={HISTORY_MESSAGES.restoreConfirm(selected.version)}
          confirmLabel="Restore"
          cancelLabel="Cancel"
          onConfirm={() => onRestore?.(selected.version)}
          onCancel={() => setConfirming(false)}
        />
      ) : null}
    </section>
  );
}

function VersionChangesView({ changes, isCurrent, currentVersion }: { changes: VersionChanges | null; isCurrent: boolean; currentVersion: number }) {
  if (isCurrent) return <p className={styles.muted}>This is the current version.</p>;
  if (!changes || changes.status === 'loading') return <Spinner label="Working out the changes" showLabel size="small" />;
  if (changes.status === 'error') {
    return (
      <Banner tone="danger" title={HISTORY_MESSAGES.changesFailed}>
        {changes.message}
      </Banner>
    );
  }
  const lines = changes.diff.datasets.flatMap(changeLines);
  return (
    <>
      <p className={styles.counts}>
        <span>{`Since then, up to version ${currentVersion}: ${changeCountsText(changes.diff)}`}</span>
      </p>
      {lines.length === 0 ? (
        <p className={styles.muted}>{HISTORY_MESSAGES.unchanged}</p>
      ) : (
        <ul className={styles.changes} aria-label="What changed">
          {lines.slice(0, MAX_CHANGE_LINES).map((line, i) => (
            <li key={i}>{line}</li>
          ))}
          {lines.length > MAX_CHANGE_LINES ? <li>{`and ${lines.length - MAX_CHANGE_LINES} more`}</li> : null}
        </ul>
      )}
    </>
  );
}
