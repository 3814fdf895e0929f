import { useRef, useState } from 'react';
import type { SortDescriptor } from 'react-aria-components';
import { ChevronDown, Download, FileDown, ScanSearch } from 'lucide-react';
import type { z } from 'zod';
import type { completedPaperSchema } from '../../api/papers';
import {
  AlertIcon,
  Badge,
  Banner,
  Button,
  Checkbox,
  chipStyles,
  DataTable,
  Dialog,
  DialogTrigger,
  IconButton,
  Popover,
  PopoverDialog,
  ProgressBar,
  SearchField,
  truncate,
  TRUNCATE_NAME,
  LOADING_INDICATOR_DELAY,
  type DataTableColumn,
} from '../../ui';
import { useDelayedFlag } from '../../ui/utils/useDelayedFlag';
import { AccessDeniedPage } from '../Session/AccessDeniedPage';
import { localDateTime, type DateTimeFormatter } from '../shared/dateTime';
import {
  EXTRACTION_DOWNLOAD_FORMATS,
  type CompletedExtractionRef,
  type ExtractionDownloadFormat,
  type ExtractionDownloadProgress,
  type ExtractionDownloadRequest,
  type InvalidExtractions,
} from './downloads';
import { InvalidDataExtractionDialog } from './InvalidDataExtractionDialog';
import * as adminStyles from '../shared/admin.css';
import * as styles from './CompletedExtractions.css';

/** A paper of the completed-extractions list, as GET /data-entry/search answers it. */
export type CompletedPaper = z.infer<typeof completedPaperSchema>;
type Entry = CompletedPaper['dataEntries'][number];

/** The spec's page size of the completed extractions. */
export const COMPLETED_EXTRACTIONS_PAGE_SIZE = 10;
/** Characters the search needs before it applies. */
export const COMPLETED_SEARCH_MIN_LENGTH = 2;
/** Quiet typing before the search applies, as the papers search. */
export const COMPLETED_SEARCH_DEBOUNCE_MS = 500;
/** Papers are listed by name until the user sorts otherwise. */
export const DEFAULT_COMPLETED_SORT: SortDescriptor = { column: 'name', direction: 'ascending' };

export const COMPLETED_EXTRACTIONS_MESSAGES = {
  title: 'Completed Extractions',
  search: 'Search papers',
  noProjects: 'No associated projects',
  noValid: 'No valid extractions',
  invalid: 'Extraction is invalid',
  unnamed: 'Unnamed paper',
} as const;

export interface CompletedExtractionsScreenProps {
  /** The papers of the current page, each with its completed extractions. */
  papers: readonly CompletedPaper[];
  /** Papers across all pages. */
  total: number;
  /** Current page, counting from 1. */
  page: number;
  /** @default 10 */
  pageSize?: number;
  /** @default by paper name, ascending */
  sort?: SortDescriptor;
  /** A page is loading; an indicator appears after 250 ms. @default false */
  isLoading?: boolean;
  /** Why the list could not be loaded; shown above the table. */
  error?: string | null;
  /** The server refused the list: the screen says so instead of showing it. @default false */
  isForbidden?: boolean;
  /** Called with the page the user moved to. */
  onPageChange: (page: number) => void;
  /** Called when the user sorts by paper name. */
  onSortChange?: (sort: SortDescriptor) => void;
  /** Called (debounced) with the search to apply: 2 characters or more, else '' for none. */
  onSearch: (query: string) => void;
  /** Starts a download; progress comes back through `download`. */
  onDownload: (request: ExtractionDownloadRequest) => void;
  /** The running download, shown in a progress dialog with Cancel; null when none runs. */
  download?: ExtractionDownloadProgress | null;
  /** Stops the running download. */
  onCancelDownload?: () => void;
  /** Opens an extraction in the data viewer. */
  onView: (paperUuid: string, sdeUuid: string) => void;
  /** The last download's error answer; opens 'Invalid Data Extraction' while set. */
  invalidExtraction?: InvalidExtractions | null;
  /** Closes 'Invalid Data Extraction'. */
  onCloseInvalidExtraction?: () => void;
  /** Formats completion times. @default local time as yyyy-MM-dd HH:mm */
  formatDateTime?: DateTimeFormatter;
}

const paperLabel = (name: string) => (name ? truncate(name, TRUNCATE_NAME) : COMPLETED_EXTRACTIONS_MESSAGES.unnamed);

function refOf(paper: CompletedPaper, entry: Entry): CompletedExtractionRef {
  return { uuid: entry.uuid, paperUuid: paper.uuid, paperName: paper.name, email: entry.user.email, completedAt: entry.completed_at };
}

/**
 * A Download button that asks for the format in a small menu of its own. It is a popover with a
 * button per format rather than a React Aria Menu: Menu's code shares a module with the login
 * dialog's overlays, and using it anywhere would put it into the first page's load.
 */
function DownloadMenu({ label, icon, showLabel, onChoose, isDisabled }: { label: string; icon: 'file' | 'download'; showLabel?: boolean; isDisabled?: boolean; onChoose: (format: ExtractionDownloadFormat) => void }) {
  const glyph = icon === 'file' ? <FileDown /> : <Download />;
  return (
    <DialogTrigger>
      {showLabel ? (
        <Button variant="secondary" size="small" isDisabled={isDisabled} aria-haspopup="dialog">
          <FileDown size={16} aria-hidden="true" />
          {label}
          <ChevronDown size={16} aria-hidden="true" />
        </Button>
      ) : (
        <IconButton label={label} icon={glyph} size="small" isDisabled={isDisabled} aria-haspopup="dialog" />
      )}
      <Popover placement="bottom end">
        <PopoverDialog aria-label={`${label}: format`} className={styles.formatMenu}>
          {({ close }) => (
            <>
              {EXTRACTION_DOWNLOAD_FORMATS.map((f) => (
                <Button
                  key={f.id}
                  variant="quiet"
                  className={styles.formatChoice}
                  onPress={() => {
                    close();
                    onChoose(f.id);
                  }}
                >
                  <span className={styles.formatLabel}>{f.label}</span>
                  <span className={styles.formatDescription}>{f.description}</span>
                </Button>
              ))}
            </>
          )}
        </PopoverDialog>
      </Popover>
    </DialogTrigger>
  );
}

/** The progress of a running download, with Cancel. Shown only once it lasts 250 ms, so quick downloads do not flash it. */
function DownloadProgressDialog({ download, onCancel }: { download: ExtractionDownloadProgress | null | undefined; onCancel?: () => void }) {
  const isOpen = useDelayedFlag(Boolean(download), LOADING_INDICATOR_DELAY);
  // The last progress stays on screen while the dialog closes.
  const last = useRef(download);
  if (download) last.current = download;
  const shown = download ?? last.current;
  const unit = shown?.phase === 'fetching' ? 'extractions' : 'points';
  return (
    <Dialog isOpen={isOpen} isDismissable={false} title="Downloading" maxWidth={500} actions={<Button variant="secondary" onPress={onCancel}>Cancel</Button>}>
      {shown ? (
        <div className={styles.progress}>
          <p className={styles.progressLabel}>{shown.label}</p>
          <ProgressBar
            label={shown.phase === 'fetching' ? 'Fetching extractions' : 'Writing the file'}
            value={shown.total > 0 ? (shown.done / shown.total) * 100 : 0}
            valueLabel={`${shown.done.toLocaleString('en')} of ${shown.total.toLocaleString('en')} ${unit}`}
          />
        </div>
      ) : null}
    </Dialog>
  );
}

/**
 * The 'Completed Extractions' table: papers with their completed extractions as chips, each
 * validated one with Download (JSON or CSV) and View; several can be chosen and downloaded at once,
 * or all of a paper's with Download All.
 */
export function CompletedExtractionsScreen({
  papers,
  total,
  page,
  pageSize = COMPLETED_EXTRACTIONS_PAGE_SIZE,
  sort = DEFAULT_COMPLETED_SORT,
  isLoading = false,
  error,
  isForbidden = false,
  onPageChange,
  onSortChange,
  onSearch,
  onDownload,
  download = null,
  onCancelDownload,
  onView,
  invalidExtraction = null,
  onCloseInvalidExtraction = () => undefined,
  formatDateTime = localDateTime,
}: CompletedExtractionsScreenProps) {
  const m = COMPLETED_EXTRACTIONS_MESSAGES;
  // Chosen extractions stay chosen across pages and searches, until downloaded or cleared.
  const [selected, setSelected] = useState<ReadonlyMap<string, CompletedExtractionRef>>(new Map());
  // Every extraction seen so far, so the invalid-extraction table can name them by user.
  const known = useRef(new Map<string, CompletedExtractionRef>()).current;
  for (const paper of papers) for (const entry of paper.dataEntries) known.set(entry.uuid, refOf(paper, entry));

  if (isForbidden) return <AccessDeniedPage />;

  const toggle = (ref: CompletedExtractionRef, isSelected: boolean) =>
    setSelected((current) => {
      const next = new Map(current);
      if (isSelected) next.set(ref.uuid, ref);
      else next.delete(ref.uuid);
      return next;
    });

  const describe = (uuid: string) => {
    const ref = known.get(uuid);
    return ref ? `${ref.email} (${ref.completedAt ? formatDateTime(ref.completedAt) : 'not completed'})` : uuid;
  };

  const extractionChip = (paper: CompletedPaper, entry: Entry) => {
    const ref = refOf(paper, entry);
    const time = entry.completed_at ? formatDateTime(entry.completed_at) : '-';
    const name = `${entry.user.email}, ${time}`;
    const isSelected = selected.has(entry.uuid);
    return (
      <div
        key={entry.uuid}
        role="group"
        aria-label={`Extraction by ${name}`}
        className={`${chipStyles.chip} ${styles.extractionChip}`}
        data-selected={isSelected || undefined}
        data-valid={entry.is_validated || undefined}
      >
        {entry.is_validated ? (
          <Checkbox aria-label={`Choose extraction by ${name}`} isSelected={isSelected} onChange={(value) => toggle(ref, value)} />
        ) : null}
        <span className={styles.chipText}>
          <span className={styles.chipEmail}>{entry.user.email}</span>
          {entry.reconciled ? <Badge tone="info">Reconciled</Badge> : null}
          <span className={styles.chipTime}>{time}</span>
        </span>
        <span className={styles.chipButtons}>
          {entry.is_validated ? (
            <>
              <DownloadMenu label={`Download extraction by ${name}`} icon="download" onChoose={(format) => onDownload({ scope: 'one', format, extractions: [ref] })} />
              <IconButton label={`View extraction by ${name}`} icon={<ScanSearch />} size="small" onPress={() => onView(paper.uuid, entry.uuid)} />
            </>
          ) : (
            <AlertIcon label={m.invalid} tone="warning" size="small" />
          )}
        </span>
      </div>
    );
  };

  const columns: DataTableColumn<CompletedPaper>[] = [
    {
      id: 'name',
      name: 'Paper name',
      isRowHeader: true,
      allowsSorting: Boolean(onSortChange),
      render: (p) => (p.name ? <span title={p.name}>{paperLabel(p.name)}</span> : <span className={styles.muted}>{m.unnamed}</span>),
    },
    {
      id: 'projects',
      name: 'Projects',
      render: (p) =>
        p.projects.length ? p.projects.map((project) => truncate(project.name, TRUNCATE_NAME)).join(', ') : <span className={styles.muted}>{m.noProjects}</span>,
    },
    {
      id: 'extractions',
      name: 'Completed Extractions',
      render: (p) => <div className={styles.chips}>{p.dataEntries.map((entry) => extractionChip(p, entry))}</div>,
    },
    {
      id: 'downloadAll',
      name: 'Download All',
      render: (p) => {
        const valid = p.dataEntries.filter((e) => e.is_validated);
        if (!valid.length) return <span className={styles.muted}>{m.noValid}</span>;
        return (
          <DownloadMenu
            label="Download All"
            icon="file"
            showLabel
            onChoose={(format) => onDownload({ scope: 'all', format, extractions: valid.map((e) => refOf(p, e)) })}
          />
        );
      },
    },
  ];

  const chosen = [...selected.values()];

  return (
    <div className={adminStyles.screen}>
      <section className={adminStyles.tableSection} aria-label={m.title}>
        <div className={styles.searchRow}>
          <SearchField
            label={m.search}
            description={`At least ${COMPLETED_SEARCH_MIN_LENGTH} characters`}
            minLength={COMPLETED_SEARCH_MIN_LENGTH}
            debounceMs={COMPLETED_SEARCH_DEBOUNCE_MS}
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
        <DataTable<CompletedPaper>
          title={m.title}
          titleLevel={2}
          columns={columns}
          items={papers}
          getRowId={(p) => p.uuid}
          sortDescriptor={sort}
          onSortChange={onSortChange}
          isLoading={isLoading}
          emptyText="No completed extractions"
          paging="server"
          pagination={{ page, pageSize, totalItems: total, onPageChange }}
          toolbar={
            <>
              {chosen.length ? (
                <Button variant="quiet" size="small" onPress={() => setSelected(new Map())}>
                  Clear selection
                </Button>
              ) : null}
              <DownloadMenu
                label={chosen.length ? `Download selected (${chosen.length})` : 'Download selected'}
                icon="file"
                showLabel
                isDisabled={!chosen.length}
                onChoose={(format) => onDownload({ scope: 'selection', format, extractions: chosen })}
              />
            </>
          }
        />
      </section>
      <DownloadProgressDialog download={download} onCancel={onCancelDownload} />
      <InvalidDataExtractionDialog invalid={invalidExtraction} describeExtraction={describe} onClose={onCloseInvalidExtraction} />
    </div>
  );
}
