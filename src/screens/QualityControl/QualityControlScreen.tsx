import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { FileWarning, Lock } from 'lucide-react';
import type { Key } from 'react-aria-components';
import type { DigitizerFile } from '../../editor/pages/pageSource';
import { Banner, Button, ConfirmDialog, EmptyState, Spinner } from '../../ui';
import { FilePageViewer } from '../DataEntry/FilePageViewer';
import { PageImages, PageImagesContext } from './PageThumbnail';
import { QcHistoryButton, QcHistorySide } from './QcHistory';
import { QcTrash, QcTreeView, type QcViewNode } from './QcTree';
import type { QcComparison, QcNode, QcReader, QcResolution, QcTrashItem } from './qcTypes';
import { ReaderPicker } from './ReaderPicker';
import { ReconciledAction, type ReconciledActionProps } from './ReconciledAction';
import { Reconciliation } from './Reconciliation';
import * as styles from './QualityControl.css';

/** 'no-paper': opened without a paper (nothing to load, nothing to save). */
export const qualityControlStatuses = ['loading', 'no-paper', 'error', 'forbidden', 'ready'] as const;
export type QualityControlStatus = (typeof qualityControlStatuses)[number];

/** Messages of the screen, word for word. */
export const QC_MESSAGES = {
  leaveConfirm: 'You have unsaved changes. Do you really want to leave?',
  saved: 'Save complete',
  forbidden: 'You do not have permission to view this page.',
  noPaper: 'Choose a paper from the Quality Control dashboard to start.',
  noExtraction: 'This paper has no completed extraction to check yet.',
  noFiles: 'This paper has no files.',
  noReaderChosen: 'Choose one or more extractions to compare with.',
} as const;

export interface QualityControlScreenProps {
  status: QualityControlStatus;
  error?: string | null;
  onRetry?: () => void;
  /** The paper's name, the heading. */
  paperName?: string;
  /** The paper's files, in order (tree sources refer to them by index). */
  files?: readonly DigitizerFile[];
  /** The extraction tree with what each node allows; null when there is no completed extraction. */
  roots?: QcViewNode[] | null;
  trash?: readonly QcTrashItem[];
  /** The paper's completed extractions, newest first; from two on, the reviewer picks those to compare with. */
  extractions?: readonly QcReader[];
  /** The extraction under review. */
  reviewedUuid?: string;
  /** The extractions the reviewed one is compared with. */
  comparedWith?: readonly string[];
  onComparedWithChange?: (uuids: string[]) => void;
  /** The reviewed extraction compared with those chosen, when there are any. */
  comparison?: QcComparison | null;
  /** Why the chosen extractions could not be compared (one of them cannot be read). */
  comparisonError?: string | null;
  /** A new agreement tolerance, as a share of the axis range. */
  onToleranceChange?: (tolerance: number) => void;
  resolutions?: Readonly<Record<string, QcResolution>>;
  /** Saving the settled values as the reconciled extraction, shown with the comparison. */
  reconciled?: ReconciledActionProps;
  /** Unsaved changes. @default false */
  isDirty?: boolean;
  /** A save is under way. @default false */
  isSaving?: boolean;
  onTrash?: (id: string) => void;
  onRestore?: (id: string) => void;
  onRestoreAll?: () => void;
  /** A trashed item dropped onto a parent of the tree. */
  onDrop?: (id: string, parentId: string) => void;
  onResolve?: (rowId: string, resolution: QcResolution) => void;
  /** A navigation away waits for the user. */
  isLeaveRequested?: boolean;
  onLeave?: () => void;
  onStay?: () => void;
  /** Open or close the reviewed extraction's history; the 'History' button shows when given. */
  onHistoryToggle?: () => void;
  /** Whether the history is shown. @default false */
  isHistoryOpen?: boolean;
  /** The history panel, shown above the comparison while isHistoryOpen. */
  history?: ReactNode;
}

const noop = () => undefined;

/** Keys of the nodes open at first: everything down to the datasets, so points are one step away. */
function initiallyExpanded(roots: readonly QcViewNode[]): Set<Key> {
  const keys = new Set<Key>();
  const walk = (n: QcViewNode) => {
    if (n.kind === 'DATASET' || n.isEmpty) return;
    if (n.children.length) keys.add(n.id);
    n.children.forEach(walk);
  };
  roots.forEach(walk);
  return keys;
}

/**
 * The quality-control work screen (spec 2, 'Quality-control work screen'): the paper's file beside
 * the extraction tree of the reviewed extraction, its trash, and, when other extractions of the paper
 * are complete, the pick of those to compare with and the comparison. The header's Save, Save & Close and Save & Mark Completed belong to the shell.
 */
export function QualityControlScreen({
  status,
  error,
  onRetry,
  paperName,
  files = [],
  roots = null,
  trash = [],
  extractions = [],
  reviewedUuid,
  comparedWith = [],
  onComparedWithChange = noop,
  comparison = null,
  comparisonError = null,
  onToleranceChange,
  resolutions = {},
  reconciled,
  isDirty = false,
  isSaving = false,
  onTrash = noop,
  onRestore = noop,
  onRestoreAll = noop,
  onDrop = noop,
  onResolve = noop,
  isLeaveRequested = false,
  onLeave = noop,
  onStay = noop,
  onHistoryToggle,
  isHistoryOpen = false,
  history,
}: QualityControlScreenProps) {
  const titleId = useId();
  const [shown, setShown] = useState({ file: 0, page: 1 });
  const images = useMemo(() => new PageImages(files), [files]);
  useEffect(() => () => images.destroy(), [images]);
  const [expanded, setExpanded] = useState<Set<Key> | null>(null);
  const expandedKeys = expanded ?? (roots ? initiallyExpanded(roots) : new Set<Key>());

  let body: ReactNode;
  if (status === 'loading') {
    body = (
      <div className={styles.centred}>
        <Spinner label="Loading the paper" showLabel />
      </div>
    );
  } else if (status === 'no-paper') {
    body = (
      <div className={styles.centred}>
        <EmptyState icon={FileWarning} title="No paper chosen" description={QC_MESSAGES.noPaper} headingLevel={2} />
      </div>
    );
  } else if (status === 'forbidden') {
    body = (
      <div className={styles.centred}>
        <EmptyState icon={Lock} title="Access denied" description={QC_MESSAGES.forbidden} headingLevel={2} />
      </div>
    );
  } else if (status === 'error') {
    body = (
      <div className={styles.centred}>
        <Banner tone="danger" title="The paper could not be loaded" actions={onRetry ? <Button onPress={onRetry}>Try again</Button> : undefined}>
          {error ?? 'Something went wrong'}
        </Banner>
      </div>
    );
  } else {
    const file = files[shown.file] ?? null;
    body = (
      <div className={styles.columns}>
        <div className={styles.viewer}>
          {file ? (
            <FilePageViewer status="ready" file={file} page={shown.page} onPageChange={(page) => setShown((s) => ({ ...s, page }))} />
          ) : (
            <div className={styles.centred}>
              <EmptyState icon={FileWarning} title="No files" description={QC_MESSAGES.noFiles} headingLevel={2} />
            </div>
          )}
        </div>
        <div className={styles.work}>
          {isHistoryOpen && history ? <QcHistorySide>{history}</QcHistorySide> : null}
          {reviewedUuid && extractions.length > 1 ? (
            <ReaderPicker extractions={extractions} reviewedUuid={reviewedUuid} comparedWith={comparedWith} onComparedWithChange={onComparedWithChange} />
          ) : null}
          {comparisonError ? (
            <Banner tone="danger" title="The extractions could not be compared">
              {comparisonError}
            </Banner>
          ) : comparison ? (
            <>
              <Reconciliation comparison={comparison} resolutions={resolutions} onResolve={onResolve} {...(onToleranceChange ? { onToleranceChange } : {})} />
              {reconciled ? <ReconciledAction {...reconciled} /> : null}
            </>
          ) : reviewedUuid && extractions.length > 1 ? (
            <p className={styles.empty}>{QC_MESSAGES.noReaderChosen}</p>
          ) : null}
          {roots ? (
            <>
              <section className={styles.section} aria-labelledby="qc-tree-title">
                <h2 id="qc-tree-title" className={styles.sectionTitle}>
                  Extraction tree
                </h2>
                <QcTreeView
                  roots={roots}
                  expandedKeys={expandedKeys}
                  onExpandedChange={setExpanded}
                  onTrash={onTrash}
                  onRestore={onRestore}
                  onDrop={onDrop}
                  onShowSource={(node: QcNode) => node.source && setShown({ file: node.source.file, page: node.source.page })}
                />
              </section>
              <QcTrash items={trash} onRestore={onRestore} onRestoreAll={onRestoreAll} />
            </>
          ) : (
            <EmptyState icon={FileWarning} title="Nothing to check" description={QC_MESSAGES.noExtraction} headingLevel={2} />
          )}
        </div>
      </div>
    );
  }

  return (
    <PageImagesContext.Provider value={images}>
      <section className={styles.screen} aria-labelledby={titleId}>
        <div className={styles.titleBar}>
          <h1 id={titleId} className={styles.title}>
            {paperName ? `Quality control: ${paperName}` : 'Quality control'}
          </h1>
          {status === 'ready' && reviewedUuid && onHistoryToggle ? <QcHistoryButton isOpen={isHistoryOpen} onToggle={onHistoryToggle} /> : null}
          {status === 'ready' ? (
            <span className={styles.status} role="status" data-dirty={isDirty || undefined}>
              {isSaving ? 'Saving…' : isDirty ? 'Unsaved changes' : 'All changes saved'}
            </span>
          ) : null}
        </div>
        {body}
        <ConfirmDialog isOpen={isLeaveRequested} message={QC_MESSAGES.leaveConfirm} confirmLabel="Leave" cancelLabel="Stay" onConfirm={onLeave} onCancel={onStay} />
      </section>
    </PageImagesContext.Provider>
  );
}
