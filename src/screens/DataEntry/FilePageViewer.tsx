import { useEffect, useId, useRef, useState } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { InvalidPageError, PAGE_MESSAGES } from '../../editor/pages/errors';
import { openPageSource, type DigitizerFile, type PageSource } from '../../editor/pages/pageSource';
import { Banner, Button, Spinner } from '../../ui';
import * as styles from './DataEntry.css';

export interface FilePageViewerProps {
  /** 'loading' while the file downloads. */
  status: 'loading' | 'error' | 'ready';
  error?: string | null;
  /** The file, once downloaded. */
  file?: DigitizerFile | null;
  /** From 1. */
  page: number;
  /** Go to another page (the address follows). */
  onPageChange: (page: number) => void;
}

/** One page of a paper's file on its own, as 'View current file' opens it in a new tab. */
export function FilePageViewer({ status, error, file, page, onPageChange }: FilePageViewerProps) {
  const titleId = useId();
  const holder = useRef<HTMLDivElement>(null);
  const [source, setSource] = useState<PageSource | null>(null);
  const [pageError, setPageError] = useState<string | null>(null);
  const [rendering, setRendering] = useState(true);

  useEffect(() => {
    if (!file) return;
    let cancelled = false;
    let opened: PageSource | null = null;
    openPageSource(file).then(
      (s) => {
        opened = s;
        if (cancelled) s.destroy();
        else setSource(s);
      },
      () => !cancelled && setPageError(`${file.name}: ${PAGE_MESSAGES.invalidFileText}`),
    );
    return () => {
      cancelled = true;
      opened?.destroy();
    };
  }, [file]);

  useEffect(() => {
    if (!source) return;
    let cancelled = false;
    setRendering(true);
    source.render(page - 1, 'low').then(
      (rendered) => {
        if (cancelled) return;
        rendered.canvas.setAttribute('role', 'img');
        rendered.canvas.setAttribute('aria-label', `Page ${page} of ${source.file.name}`);
        rendered.canvas.className = styles.viewerCanvas;
        holder.current?.replaceChildren(rendered.canvas);
        setPageError(null);
        setRendering(false);
      },
      (e: unknown) => {
        if (cancelled) return;
        holder.current?.replaceChildren();
        setPageError(e instanceof InvalidPageError ? PAGE_MESSAGES.invalidPage : PAGE_MESSAGES.invalidFileText);
        setRendering(false);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [source, page]);

  const pageCount = source?.pageCount ?? null;
  return (
    <section className={styles.viewer} aria-labelledby={titleId}>
      <header className={styles.viewerBar}>
        <h1 id={titleId} className={styles.viewerTitle}>
          {file?.name ?? 'File'}
        </h1>
        <Button size="small" variant="secondary" isDisabled={page <= 1} onPress={() => onPageChange(page - 1)}>
          <ChevronLeft size={16} aria-hidden="true" /> Previous page
        </Button>
        <span aria-live="polite">
          {pageCount === null ? `Page ${page}` : page <= pageCount ? `Page ${page} of ${pageCount}` : `The file has ${pageCount} ${pageCount === 1 ? 'page' : 'pages'}`}
        </span>
        <Button size="small" variant="secondary" isDisabled={pageCount === null || page >= pageCount} onPress={() => onPageChange(page + 1)}>
          Next page <ChevronRight size={16} aria-hidden="true" />
        </Button>
      </header>
      {status === 'error' || pageError ? (
        <Banner tone="danger" title="The file cannot be shown">
          {error ?? pageError}
        </Banner>
      ) : null}
      {status === 'loading' || (status === 'ready' && rendering && !pageError) ? <Spinner label="Loading the page" showLabel /> : null}
      <div ref={holder} className={styles.viewerPage} />
    </section>
  );
}
