import { Fragment, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Focusable, type SortDescriptor } from 'react-aria-components';
import { Download, FolderOpen, Pencil, Plus, RotateCcw, Trash2, X } from 'lucide-react';
import type { Paper } from '../../api/papers';
import { prioritySchema } from '../../api/schemas';
import {
  Badge,
  Banner,
  Button,
  Checkbox,
  ConfirmDialog,
  DataTable,
  DialogTrigger,
  IconButton,
  NumberField,
  Popover,
  PopoverDialog,
  SearchField,
  Tooltip,
  truncate,
  TRUNCATE_FILE_NAME,
  TRUNCATE_NAME,
  type DataTableColumn,
} from '../../ui';
import { ConfirmText } from '../shared/AdminTable';
import { localDateTime, type DateTimeFormatter } from '../shared/dateTime';
import {
  completedEntries,
  isQueueItem,
  PAPER_SEARCH_DEBOUNCE_MS,
  PAPER_SEARCH_MIN_LENGTH,
  pageSizeOf,
  paperLabel,
  UNNAMED_PAPER,
  workOf,
  type PapersTableItem,
  type PapersTableMode,
  type PaperWork,
} from './paperRows';
import * as styles from './PapersTable.css';

/** Every text of the papers table, word for word from the spec where it names them. */
export const PAPERS_TABLE_MESSAGES = {
  titles: { papers: 'Papers', queue: 'Work Queue', training: 'Training Queue', qc: 'Work Queue' } satisfies Record<PapersTableMode, string>,
  search: 'Search papers',
  searchHint: 'Name, DOI, PMID, PMCID or URL; at least 2 characters',
  showDeleted: 'Show deleted',
  hideDeleted: 'Hide deleted',
  downloadData: 'Download data',
  cancelDownload: 'Cancel download',
  downloadSelected: 'Download selected',
  viewAllFiles: 'View all files',
  addPaper: 'Add new paper',
  confirmDelete: 'Are you sure you want to delete this paper?',
  confirmRestore: 'Are you sure you want to restore this paper?',
  start: { queue: 'Start extraction', training: 'Start training', qc: 'Start quality control' },
  resume: { queue: 'Continue extraction', training: 'Continue training' },
  inProgress: 'In progress',
  completed: 'Completed',
  notStarted: 'Not started',
  ready: 'Ready for extraction',
  notReady: 'Not ready',
  noProjects: 'None',
  noFiles: 'None',
  priority: 'Priority',
} as const;

/** What starting (or continuing) work on a row hands to the owner. */
export interface WorkStart {
  /** The row's paper or queue item. */
  paper: PapersTableItem;
  /** The user's unfinished entry of this paper, to resume; null to start a new one. */
  openEntryUuid: string | null;
}

export interface PapersTableProps {
  /** 'papers': the paper manager's table; 'queue', 'training', 'qc': the work queues. */
  mode: PapersTableMode;
  /** The rows of the current page. */
  items: readonly PapersTableItem[];
  /** The signed-in user, whose own unfinished entries the queues offer to continue. */
  userUuid?: string | null;
  /** Rows across all pages. */
  total: number;
  /** Current page, counting from 1. */
  page: number;
  /** @default 10 for papers, 50 for the queues */
  pageSize?: number;
  onPageChange: (page: number) => void;
  /** The server-side sort; without `onSortChange` the columns do not sort (the extraction queue comes in priority order). */
  sort?: SortDescriptor;
  onSortChange?: (sort: SortDescriptor) => void;
  /** Called (500 ms after typing stops) with the search: 2 characters or more, else '' for no filter. */
  onSearch: (query: string) => void;
  /** Deleted papers are listed instead of live ones. @default false */
  showDeleted?: boolean;
  /** Offers 'Show deleted' / 'Hide deleted' in the papers table; the page goes back to 1 at the same time. */
  onShowDeletedChange?: (showDeleted: boolean) => void;
  /** A page is loading; an indicator appears after 250 ms. @default false */
  isLoading?: boolean;
  /** Why the list could not be loaded; shown above the table. */
  error?: string | null;
  /** The user holds download_data: 'Download data' lets them choose papers to download. @default false */
  canDownload?: boolean;
  /** Downloads the chosen papers; selection ends when it resolves and stays when it rejects. */
  onDownload?: (paperUuids: string[]) => Promise<unknown>;
  /** In queue mode, a user holding delete_file and upload_file may edit priorities. @default false */
  canEditPriority?: boolean;
  /** Saves a new priority; the editor closes when it resolves and stays open when it rejects. */
  onPriorityChange?: (paper: PapersTableItem, priority: number) => Promise<unknown>;
  /** 'View all files' (papers table). */
  onViewAllFiles?: () => void;
  /** 'Add new paper' (papers table). */
  onAddPaper?: () => void;
  /** Edit on a live row (papers table). */
  onEditPaper?: (paper: Paper) => void;
  /** Deletes a paper after confirmation. */
  onDelete?: (paper: Paper) => Promise<unknown>;
  /** Restores a deleted paper after confirmation. */
  onRestore?: (paper: Paper) => Promise<unknown>;
  /** Starts or continues work on a queue row. */
  onStart?: (start: WorkStart) => void;
  /** Formats 'Created at'. @default local time as yyyy-MM-dd HH:mm */
  formatDateTime?: DateTimeFormatter;
}

type Confirmation = { kind: 'delete' | 'restore'; paper: Paper };

/**
 * Text cut to `max` characters. Sighted users see the short form and get the full text in a
 * tooltip (the short form is focusable so keyboard users get it too); assistive technology reads
 * only the full text.
 */
function TruncatedText({ text, max, className, breakable = false }: { text: string; max: number; className?: string; breakable?: boolean }) {
  const short = truncate(text, max);
  const shown = breakable ? withBreaks(short) : short;
  if (short === text) return <span className={className}>{shown}</span>;
  return (
    <Tooltip content={text}>
      <Focusable>
        <span tabIndex={0} className={className ? `${className} ${styles.truncated}` : styles.truncated}>
          <span aria-hidden="true">{shown}</span>
          <span className={styles.visuallyHidden}>{text}</span>
        </span>
      </Focusable>
    </Tooltip>
  );
}

/** An identifier with line break opportunities after its punctuation, so a DOI wraps at '/' or '.' rather than mid-word. */
function withBreaks(text: string): ReactNode {
  const parts = text.split(/(?<=[/.\-_;:)])/);
  return parts.length < 2 ? text : parts.map((part, i) => (
    <Fragment key={i}>
      {part}
      {i < parts.length - 1 ? <wbr /> : null}
    </Fragment>
  ));
}

/** A date and time that wraps between the two, never inside either. */
function DateTimeText({ text }: { text: string }) {
  const [date, ...time] = text.split(' ');
  return (
    <span>
      <span className={styles.dateTimePart}>{date}</span> {time.length ? <span className={styles.dateTimePart}>{time.join(' ')}</span> : null}
    </span>
  );
}

/** Read-only chips: projects (100 characters) or files (50). */
function Chips({ names, max, label }: { names: readonly string[]; max: number; label: string }) {
  return (
    <ul className={styles.chipList} aria-label={label}>
      {names.map((name, i) => (
        <li key={`${i}-${name}`} className={styles.chip}>
          <TruncatedText text={name} max={max} className={styles.chipText} />
        </li>
      ))}
    </ul>
  );
}

function Identifiers({ item }: { item: PapersTableItem }) {
  const ids: [string, string][] = [];
  if (item.doi) ids.push(['DOI', item.doi]);
  if (item.pmid) ids.push(['PMID', item.pmid]);
  if (item.pmcid) ids.push(['PMCID', item.pmcid]);
  if (!ids.length) return <span className={styles.muted}>-</span>;
  return (
    <span className={styles.identifiers}>
      {ids.map(([kind, value]) => (
        <span key={kind}>
          <span className={styles.identifierKind}>{kind}</span>
          <TruncatedText text={value} max={TRUNCATE_NAME} className={styles.mono} breakable />
        </span>
      ))}
    </span>
  );
}

/** The priority of a queue row with a small editor in a popover. */
function PriorityEditor({ item, onSave }: { item: PapersTableItem; onSave: (priority: number) => Promise<unknown> }) {
  const m = PAPERS_TABLE_MESSAGES;
  const label = paperLabel(item);
  const [isOpen, setOpen] = useState(false);
  const [value, setValue] = useState(item.priority);
  const [submitted, setSubmitted] = useState(false);
  const [isSaving, setSaving] = useState(false);
  // RAC commits the typed number on Enter just before the form submits: the ref has it already.
  const latest = useRef(item.priority);
  const problem = (v: number) => {
    const result = prioritySchema.safeParse(v);
    return result.success ? undefined : result.error.issues[0]?.message;
  };

  const open = (next: boolean) => {
    if (next) {
      latest.current = item.priority;
      setValue(item.priority);
      setSubmitted(false);
    }
    setOpen(next);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const next = latest.current;
    if (problem(next) || isSaving) return;
    if (next === item.priority) {
      setOpen(false);
      return;
    }
    setSaving(true);
    try {
      await onSave(next);
      setOpen(false);
    } catch {
      // The owner reports the failure; the editor stays open with the value.
    } finally {
      setSaving(false);
    }
  };

  return (
    <span className={styles.priority}>
      <span>{item.priority}</span>
      <DialogTrigger isOpen={isOpen} onOpenChange={open}>
        <IconButton label={`Edit priority of ${label}`} icon={<Pencil />} size="small" />
        <Popover placement="bottom end">
          <PopoverDialog aria-label={`Priority of ${label}`}>
            <form className={styles.priorityForm} onSubmit={(e) => void submit(e)} noValidate>
              <NumberField
                label={m.priority}
                value={value}
                onChange={(v) => {
                  latest.current = v;
                  setValue(v);
                }}
                errorMessage={problem(value)}
                showErrors={submitted || undefined}
                autoFocus
              />
              <div className={styles.priorityButtons}>
                <Button variant="secondary" size="small" onPress={() => setOpen(false)}>
                  Cancel
                </Button>
                <Button type="submit" size="small" isPending={isSaving}>
                  Save
                </Button>
              </div>
            </form>
          </PopoverDialog>
        </Popover>
      </DialogTrigger>
    </span>
  );
}

function WorkStatus({ work }: { work: PaperWork }) {
  const m = PAPERS_TABLE_MESSAGES;
  if (work.openEntryUuid) return <Badge tone="info">{m.inProgress}</Badge>;
  if (work.completedByUser) return <Badge tone="success">{m.completed}</Badge>;
  return <span className={styles.muted}>{m.notStarted}</span>;
}

/**
 * The papers table (spec 2, 'Papers table') in its four modes: the paper manager's 'Papers' with
 * add, edit, delete and restore; the 'Work Queue' of papers to extract; the training queue; and the
 * quality-control queue. Search, download selection, inline priority in the work queue, and the
 * action that starts or continues the user's own extraction.
 */
export function PapersTable({
  mode,
  items,
  userUuid = null,
  total,
  page,
  pageSize = pageSizeOf(mode),
  onPageChange,
  sort,
  onSortChange,
  onSearch,
  showDeleted = false,
  onShowDeletedChange,
  isLoading = false,
  error,
  canDownload = false,
  onDownload,
  canEditPriority = false,
  onPriorityChange,
  onViewAllFiles,
  onAddPaper,
  onEditPaper,
  onDelete,
  onRestore,
  onStart,
  formatDateTime = localDateTime,
}: PapersTableProps) {
  const m = PAPERS_TABLE_MESSAGES;
  const title = m.titles[mode];
  const isPapers = mode === 'papers';
  const sortable = Boolean(onSortChange);
  const [selection, setSelection] = useState<ReadonlySet<string> | null>(null);
  const [isDownloading, setDownloading] = useState(false);
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  // The last target stays rendered while the confirmation fades out.
  const [isConfirmOpen, setConfirmOpen] = useState(false);

  const ask = (kind: Confirmation['kind'], paper: Paper) => {
    setConfirmation({ kind, paper });
    setConfirmOpen(true);
  };
  const isDeleted = (item: PapersTableItem) => !isQueueItem(item) && item.deleted_at !== null;
  const toggle = (uuid: string, chosen: boolean) =>
    setSelection((current) => {
      const next = new Set(current ?? []);
      if (chosen) next.add(uuid);
      else next.delete(uuid);
      return next;
    });
  const downloadSelected = async () => {
    if (!selection?.size || !onDownload) return;
    setDownloading(true);
    try {
      await onDownload([...selection]);
      setSelection(null);
    } catch {
      // The owner reports the failure; the choice stays so the user can try again.
    } finally {
      setDownloading(false);
    }
  };
  const editsPriority = mode === 'queue' && canEditPriority && Boolean(onPriorityChange);

  const columns: DataTableColumn<PapersTableItem>[] = [];
  if (selection) {
    columns.push({
      id: 'select',
      name: 'Select',
      render: (item) => (
        <Checkbox
          aria-label={`Select ${paperLabel(item)}`}
          isSelected={selection.has(item.uuid)}
          isDisabled={isDeleted(item)}
          onChange={(chosen) => toggle(item.uuid, chosen)}
        />
      ),
    });
  }
  columns.push(
    {
      id: 'name',
      name: 'Name',
      allowsSorting: sortable,
      isRowHeader: true,
      render: (item) =>
        item.name.trim() ? <TruncatedText text={item.name} max={TRUNCATE_NAME} className={styles.name} /> : <span className={styles.muted}>{UNNAMED_PAPER}</span>,
    },
    { id: 'identifiers', name: 'Identifiers', render: (item) => <Identifiers item={item} /> },
    {
      id: 'projects',
      name: 'Projects',
      render: (item) =>
        item.projects.length ? (
          <Chips names={item.projects.map((p) => p.name)} max={TRUNCATE_NAME} label={`Projects of ${paperLabel(item)}`} />
        ) : (
          <span className={styles.muted}>{m.noProjects}</span>
        ),
    },
    {
      id: 'files',
      name: 'Files',
      render: (item) => {
        if (isQueueItem(item)) return item.fileCount === 1 ? '1 file' : `${item.fileCount} files`;
        return item.files.length ? (
          <Chips names={item.files.map((f) => f.name)} max={TRUNCATE_FILE_NAME} label={`Files of ${paperLabel(item)}`} />
        ) : (
          <span className={styles.muted}>{m.noFiles}</span>
        );
      },
    },
    {
      id: 'priority',
      name: m.priority,
      allowsSorting: sortable,
      align: 'end',
      render: (item) =>
        editsPriority && !isDeleted(item) ? (
          <PriorityEditor key={`${item.uuid}-${item.priority}`} item={item} onSave={(priority) => onPriorityChange!(item, priority)} />
        ) : (
          <span className={styles.priority}>{item.priority}</span>
        ),
    },
  );
  if (isPapers) {
    columns.push({
      id: 'status',
      name: 'Status',
      allowsSorting: sortable,
      render: (item) =>
        !isQueueItem(item) && item.status === 'DATA_ENTRY' ? <Badge tone="success">{m.ready}</Badge> : <Badge tone="neutral">{m.notReady}</Badge>,
    });
  } else if (mode === 'qc') {
    columns.push({
      id: 'completed',
      name: 'Completed extractions',
      align: 'end',
      // The reconciled extraction quality control saved counts as one of them, and says so.
      render: (item) => {
        const entries = completedEntries(item);
        return entries.some((e) => e.reconciled) ? (
          <>
            {entries.length} <Badge tone="info">Reconciled</Badge>
          </>
        ) : (
          entries.length
        );
      },
    });
  } else {
    columns.push({ id: 'work', name: 'Your extraction', render: (item) => <WorkStatus work={workOf(item, userUuid)} /> });
  }
  columns.push({ id: 'created_at', name: 'Created at', allowsSorting: sortable, render: (item) => <DateTimeText text={formatDateTime(item.created_at)} /> });

  const startAction = (item: PapersTableItem) => {
    if (!onStart || mode === 'papers') return null;
    const work = workOf(item, userUuid);
    const text = mode !== 'qc' && work.openEntryUuid ? m.resume[mode] : m.start[mode];
    return (
      <Button
        size="small"
        variant={work.openEntryUuid ? 'primary' : 'secondary'}
        className={styles.startButton}
        aria-label={`${text}: ${paperLabel(item)}`}
        onPress={() => onStart({ paper: item, openEntryUuid: mode === 'qc' ? null : work.openEntryUuid })}
      >
        {text}
      </Button>
    );
  };

  const manageActions = (item: PapersTableItem) => {
    if (isQueueItem(item)) return null;
    const label = paperLabel(item);
    if (item.deleted_at !== null) {
      return onRestore ? <IconButton label={`Restore ${label}`} icon={<RotateCcw />} size="small" onPress={() => ask('restore', item)} /> : null;
    }
    return (
      <>
        {onEditPaper ? <IconButton label={`Edit ${label}`} icon={<Pencil />} size="small" onPress={() => onEditPaper(item)} /> : null}
        {onDelete ? <IconButton label={`Delete ${label}`} icon={<Trash2 />} size="small" variant="danger" onPress={() => ask('delete', item)} /> : null}
      </>
    );
  };

  const hasRowActions = isPapers ? Boolean(onEditPaper || onDelete || onRestore) : Boolean(onStart);
  const rowActions = hasRowActions ? (item: PapersTableItem) => (isPapers ? manageActions(item) : startAction(item)) : undefined;

  const toolbar: ReactNode[] = [];
  if (canDownload && onDownload) {
    if (selection) {
      toolbar.push(
        <span key="count" className={styles.selectionCount} role="status">
          {selection.size} selected
        </span>,
        <Button key="cancel" variant="secondary" onPress={() => setSelection(null)} isDisabled={isDownloading}>
          <X size={16} aria-hidden="true" />
          {m.cancelDownload}
        </Button>,
        <Button key="selected" isDisabled={selection.size === 0} isPending={isDownloading} onPress={() => void downloadSelected()}>
          <Download size={16} aria-hidden="true" />
          {m.downloadSelected}
        </Button>,
      );
    } else {
      toolbar.push(
        <Button key="download" variant="secondary" onPress={() => setSelection(new Set())}>
          <Download size={16} aria-hidden="true" />
          {m.downloadData}
        </Button>,
      );
    }
  }
  if (isPapers && onShowDeletedChange) {
    toolbar.push(
      <Button
        key="deleted"
        variant="secondary"
        onPress={() => {
          onShowDeletedChange(!showDeleted);
          if (page !== 1) onPageChange(1);
        }}
      >
        {showDeleted ? m.hideDeleted : m.showDeleted}
      </Button>,
    );
  }
  if (isPapers && onViewAllFiles) {
    toolbar.push(
      <Button key="files" variant="secondary" onPress={onViewAllFiles}>
        <FolderOpen size={16} aria-hidden="true" />
        {m.viewAllFiles}
      </Button>,
    );
  }
  if (isPapers && onAddPaper) {
    toolbar.push(
      <Button key="add" onPress={onAddPaper}>
        <Plus size={16} aria-hidden="true" />
        {m.addPaper}
      </Button>,
    );
  }

  return (
    // Named after its table, so the page's controls are told apart by their region.
    <section className={styles.page} aria-label={title}>
      <div className={styles.searchRow}>
        <SearchField
          className={styles.search}
          label={m.search}
          description={m.searchHint}
          minLength={PAPER_SEARCH_MIN_LENGTH}
          debounceMs={PAPER_SEARCH_DEBOUNCE_MS}
          onSearch={(query) => {
            onSearch(query);
            if (page !== 1) onPageChange(1);
          }}
        />
      </div>
      {error ? (
        <Banner tone="danger" aria-label={`${title} could not be loaded`} announce>
          {error}
        </Banner>
      ) : null}
      <DataTable<PapersTableItem>
        title={title}
        columns={columns}
        items={items}
        getRowId={(item) => item.uuid}
        sortDescriptor={sort}
        onSortChange={onSortChange}
        isLoading={isLoading}
        rowActions={rowActions}
        isRowDeleted={isDeleted}
        toolbar={toolbar.length ? toolbar : undefined}
        paging="server"
        pagination={{ page, pageSize, totalItems: total, onPageChange }}
        density="compact"
      />
      {confirmation ? (
        <ConfirmDialog
          isOpen={isConfirmOpen}
          onOpenChange={setConfirmOpen}
          maxWidth={600}
          tone={confirmation.kind === 'delete' ? 'danger' : 'neutral'}
          message={<ConfirmText question={confirmation.kind === 'delete' ? m.confirmDelete : m.confirmRestore} subject={truncate(paperLabel(confirmation.paper), TRUNCATE_NAME)} />}
          onConfirm={() => (confirmation.kind === 'delete' ? onDelete?.(confirmation.paper) : onRestore?.(confirmation.paper))}
        />
      ) : null}
    </section>
  );
}
