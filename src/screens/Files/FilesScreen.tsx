import { useState } from 'react';
import type { SortDescriptor } from 'react-aria-components';
import { ArrowLeft, Pencil, RotateCcw, Trash2, Upload } from 'lucide-react';
import type { PaperFile } from '../../api/papers';
import { AlertIcon, Banner, Button, ConfirmDialog, DataTable, formatBytes, IconButton, Link, SearchField, truncate, TRUNCATE_NAME, type DataTableColumn } from '../../ui';
import { AccessDeniedPage } from '../Session/AccessDeniedPage';
import { ConfirmText } from '../shared/AdminTable';
import { localDateTime, type DateTimeFormatter } from '../shared/dateTime';
import type { PaperOption } from './PaperPicker';
import { UploadFilesDialog, type PaperAttachment, type UploadFilesRequest, type UploadOutcome, type UploadProgress } from './UploadFilesDialog';
import * as adminStyles from '../shared/admin.css';
import * as styles from './Files.css';

/** Rows per page of the files table. */
export const FILES_PAGE_SIZE = 10;
/** Newest uploads first until the user sorts otherwise. */
export const DEFAULT_FILES_SORT: SortDescriptor = { column: 'created_at', direction: 'descending' };
/** Characters the file search needs before it applies, as the papers search. */
export const FILES_SEARCH_MIN_LENGTH = 2;
export const FILES_SEARCH_DEBOUNCE_MS = 500;

export const FILES_MESSAGES = {
  title: 'Files',
  back: 'Back to Paper Management',
  upload: 'Upload new files',
  search: 'Search files',
  unnamedPaper: 'Unnamed paper',
  unassociated: 'Unassociated file',
  confirmDelete: 'Are you sure you want to delete this file?',
  confirmRestore: 'Are you sure you want to restore this file?',
} as const;

export interface FilesScreenProps {
  /** The files of the current page. */
  files: readonly PaperFile[];
  /** Files across all pages. */
  total: number;
  /** Current page, counting from 1. */
  page: number;
  /** @default 10 */
  pageSize?: number;
  /** @default newest upload first */
  sort?: SortDescriptor;
  /** Deleted files are listed (dimmed, with Restore only) among the others. @default true */
  showDeleted?: boolean;
  /** A page is loading; an indicator appears after 250 ms. @default false */
  isLoading?: boolean;
  /** Why the list could not be loaded; shown above the table. */
  error?: string | null;
  /** The server refused the list: the screen says so instead of showing it. @default false */
  isForbidden?: boolean;
  onPageChange: (page: number) => void;
  onSortChange: (sort: SortDescriptor) => void;
  /** Called with 'Hide deleted' / 'Show deleted'; the page goes back to 1 at the same time. */
  onShowDeletedChange: (showDeleted: boolean) => void;
  /** Called (debounced) with the search over file and paper names: 2 characters or more, else ''. */
  onSearch: (query: string) => void;
  /** Downloads a file (its name is the link). */
  onDownload: (file: PaperFile) => void;
  /** Uploads files; see UploadFilesDialog. */
  onUpload: (request: UploadFilesRequest) => Promise<UploadOutcome>;
  /** Attaches a file to another paper (Edit). */
  onEdit: (file: PaperFile, attachment: PaperAttachment) => Promise<unknown>;
  /** Deletes a file after confirmation. */
  onDelete: (file: PaperFile) => Promise<unknown>;
  /** Restores a deleted file after confirmation. */
  onRestore: (file: PaperFile) => Promise<unknown>;
  /** Finds papers for the upload and edit dialogs. */
  searchPapers: (text: string, signal: AbortSignal) => Promise<readonly PaperOption[]>;
  /** Progress of each file of the running upload. */
  uploadProgress?: UploadProgress;
  /** Largest file the server takes, in bytes. */
  maxFileSize?: number;
  /** Where 'Back to Paper Management' leads. @default '/home/paper-manager' */
  backHref?: string;
  /** Formats 'Uploaded at'. @default local time as yyyy-MM-dd HH:mm */
  formatDateTime?: DateTimeFormatter;
}

type Confirmation = { kind: 'delete' | 'restore'; file: PaperFile };
type DialogTarget = { file: PaperFile | undefined };

/** The paper a file belongs to, or why there is no name to show. */
function PaperCell({ paper }: { paper: PaperFile['paper'] }) {
  const m = FILES_MESSAGES;
  if (!paper) return <AlertIcon label={m.unassociated} tone="warning" size="small" />;
  if (!paper.name) return <AlertIcon label={m.unnamedPaper} tone="info" size="small" />;
  const short = truncate(paper.name, TRUNCATE_NAME);
  return <span title={short === paper.name ? undefined : paper.name}>{short}</span>;
}

/** The 'Files' screen: every uploaded file, its paper, size and upload time; upload, re-attach, delete, restore and download. */
export function FilesScreen({
  files,
  total,
  page,
  pageSize = FILES_PAGE_SIZE,
  sort = DEFAULT_FILES_SORT,
  showDeleted = true,
  isLoading = false,
  error,
  isForbidden = false,
  onPageChange,
  onSortChange,
  onShowDeletedChange,
  onSearch,
  onDownload,
  onUpload,
  onEdit,
  onDelete,
  onRestore,
  searchPapers,
  uploadProgress,
  maxFileSize,
  backHref = '/home/paper-manager',
  formatDateTime = localDateTime,
}: FilesScreenProps) {
  const m = FILES_MESSAGES;
  const [dialog, setDialog] = useState<DialogTarget | null>(null);
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  // The last target stays rendered while the confirmation fades out.
  const [isConfirmOpen, setConfirmOpen] = useState(false);

  if (isForbidden) return <AccessDeniedPage />;

  const ask = (kind: Confirmation['kind'], file: PaperFile) => {
    setConfirmation({ kind, file });
    setConfirmOpen(true);
  };

  const columns: DataTableColumn<PaperFile>[] = [
    {
      id: 'name',
      name: 'File name',
      allowsSorting: true,
      isRowHeader: true,
      render: (f) => (
        <Link onPress={() => onDownload(f)} aria-label={`Download ${f.name}`}>
          {f.name}
        </Link>
      ),
    },
    { id: 'paper', name: 'Associated paper', allowsSorting: true, render: (f) => <PaperCell paper={f.paper} /> },
    { id: 'size', name: 'File size', allowsSorting: true, align: 'end', render: (f) => <span className={styles.size}>{formatBytes(f.size)}</span> },
    { id: 'created_at', name: 'Uploaded at', allowsSorting: true, render: (f) => formatDateTime(f.created_at) },
  ];

  const rowActions = (f: PaperFile) =>
    f.deleted_at ? (
      <IconButton label={`Restore ${f.name}`} icon={<RotateCcw />} size="small" onPress={() => ask('restore', f)} />
    ) : (
      <>
        <IconButton label={`Edit ${f.name}`} icon={<Pencil />} size="small" onPress={() => setDialog({ file: f })} />
        <IconButton label={`Delete ${f.name}`} icon={<Trash2 />} size="small" variant="danger" onPress={() => ask('delete', f)} />
      </>
    );

  return (
    <div className={adminStyles.screen}>
      <div className={styles.topRow}>
        <Link variant="standalone" href={backHref}>
          <ArrowLeft size={16} aria-hidden="true" /> {m.back}
        </Link>
      </div>
      <section className={adminStyles.tableSection} aria-label={m.title}>
        <div className={styles.searchRow}>
          <SearchField
            label={m.search}
            description="File or paper name, at least 2 characters"
            minLength={FILES_SEARCH_MIN_LENGTH}
            debounceMs={FILES_SEARCH_DEBOUNCE_MS}
            onSearch={(query) => {
              onSearch(query);
              if (page !== 1) onPageChange(1);
            }}
          />
        </div>
        {error ? (
          <Banner tone="danger" aria-label={`${m.title} could not be loaded`} announce>
            {error}
          </Banner>
        ) : null}
        <DataTable<PaperFile>
          title={m.title}
          columns={columns}
          items={files}
          getRowId={(f) => f.uuid}
          sortDescriptor={sort}
          onSortChange={onSortChange}
          isLoading={isLoading}
          rowActions={rowActions}
          isRowDeleted={(f) => f.deleted_at !== null}
          paging="server"
          pagination={{ page, pageSize, totalItems: total, onPageChange }}
          toolbar={
            <>
              <Button
                variant="secondary"
                onPress={() => {
                  onShowDeletedChange(!showDeleted);
                  if (page !== 1) onPageChange(1);
                }}
              >
                {showDeleted ? 'Hide deleted' : 'Show deleted'}
              </Button>
              <Button onPress={() => setDialog({ file: undefined })}>
                <Upload size={16} aria-hidden="true" />
                {m.upload}
              </Button>
            </>
          }
        />
      </section>
      {dialog ? (
        <UploadFilesDialog
          file={dialog.file}
          onUpload={onUpload}
          onEdit={onEdit}
          searchPapers={searchPapers}
          progress={uploadProgress}
          maxFileSize={maxFileSize}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {confirmation ? (
        <ConfirmDialog
          isOpen={isConfirmOpen}
          onOpenChange={setConfirmOpen}
          maxWidth={600}
          tone={confirmation.kind === 'delete' ? 'danger' : 'neutral'}
          message={<ConfirmText question={confirmation.kind === 'delete' ? m.confirmDelete : m.confirmRestore} subject={confirmation.file.name} />}
          onConfirm={() => (confirmation.kind === 'delete' ? onDelete(confirmation.file) : onRestore(confirmation.file))}
        />
      ) : null}
    </div>
  );
}
