import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { InvalidPageError, PAGE_MESSAGES } from '../../editor/pages/errors';
import { openPageSource, type DigitizerFile, type PageSource } from '../../editor/pages/pageSource';
import { Banner, Button, Select, SelectItem, Spinner } from '../../ui';
import { crosshairPosition, CROSSHAIR_SCALE_RATIO } from './dataViewerTree';
import * as styles from './DataViewer.css';

export interface PageWithCrosshairsProps {
  /** The paper's files, once downloaded. */
  files: readonly DigitizerFile[];
  /** Index of the file shown. */
  fileIndex: number;
  /** From 1. */
  page: number;
  /** The chosen point in the page's image pixels, when it is on this file and page. */
  crosshair: { x: number; y: number } | null;
  /** Where the chosen point is when it is on another file or page, e.g. 'The chosen point is on page 2'. */
  elsewhere?: string | null;
  /** Go back to the chosen point's file and page. */
  onShowChosen?: () => void;
  onFileChange: (fileIndex: number) => void;
  onPageChange: (page: number) => void;
}

const format = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1, useGrouping: false });

/** The page size the viewer draws in: PDF points for a PDF, pixels for an image. */
interface Drawn {
  width: number;
  height: number;
  isPdf: boolean;
}

/**
 * One page of a paper's file with crosshairs on the chosen point: 'Select file' when the paper has
 * several files, previous and next page, and a status line saying where the crosshairs are.
 */
export function PageWithCrosshairs({ files, fileIndex, page, crosshair, elsewhere, onShowChosen, onFileChange, onPageChange }: PageWithCrosshairsProps) {
  const titleId = useId();
  const holder = useRef<HTMLDivElement>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const file = files[fileIndex] ?? null;
  const [source, setSource] = useState<PageSource | null>(null);
  const [pageError, setPageError] = useState<string | null>(null);
  const [drawn, setDrawn] = useState<Drawn | null>(null);

  useEffect(() => {
    setSource(null);
    setDrawn(null);
    setPageError(null);
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
    setDrawn(null);
    source.render(page - 1, 'low').then(
      (rendered) => {
        if (cancelled) return;
        const isPdf = source.mimeType === 'application/pdf';
        rendered.canvas.setAttribute('role', 'img');
        rendered.canvas.setAttribute('aria-label', `Page ${page} of ${source.file.name}`);
        rendered.canvas.className = styles.canvas;
        holder.current?.replaceChildren(rendered.canvas);
        const ratio = isPdf ? CROSSHAIR_SCALE_RATIO : 1;
        setPageError(null);
        setDrawn({ width: rendered.size.width / ratio, height: rendered.size.height / ratio, isPdf });
      },
      (e: unknown) => {
        if (cancelled) return;
        holder.current?.replaceChildren();
        setPageError(e instanceof InvalidPageError ? PAGE_MESSAGES.invalidPage : PAGE_MESSAGES.invalidFileText);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [source, page]);

  const position = crosshair && drawn ? crosshairPosition(crosshair, drawn.isPdf) : null;

  // The crosshairs come into view: the page scrolls so they sit in the middle where it can.
  useLayoutEffect(() => {
    const box = scroller.current;
    if (!box || !position || !drawn) return;
    const scale = box.scrollWidth / drawn.width;
    box.scrollTo({ left: position.x * scale - box.clientWidth / 2, top: position.y * scale - box.clientHeight / 2 });
  }, [position?.x, position?.y, drawn]);

  const pageCount = source?.pageCount ?? null;
  const ring = drawn ? Math.max(drawn.width, drawn.height) * 0.015 : 0;
  return (
    <section className={styles.viewer} aria-labelledby={titleId}>
      <div className={styles.viewerBar}>
        <h2 id={titleId} className={styles.viewerTitle}>
          {file?.name ?? 'File'}
        </h2>
        {files.length > 1 ? (
          <Select
            label="Select file"
            selectedKey={String(fileIndex)}
            onSelectionChange={(key) => key !== null && onFileChange(Number(key))}
            items={files.map((f, index) => ({ id: String(index), name: f.name }))}
          >
            {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
          </Select>
        ) : null}
        <Button size="small" variant="secondary" isDisabled={page <= 1} onPress={() => onPageChange(page - 1)}>
          <ChevronLeft size={16} aria-hidden="true" /> Previous page
        </Button>
        <span className={styles.pageStatus}>
          {pageCount === null ? `Page ${page}` : page <= pageCount ? `Page ${page} of ${pageCount}` : `The file has ${pageCount} ${pageCount === 1 ? 'page' : 'pages'}`}
        </span>
        <Button size="small" variant="secondary" isDisabled={pageCount === null || page >= pageCount} onPress={() => onPageChange(page + 1)}>
          Next page <ChevronRight size={16} aria-hidden="true" />
        </Button>
      </div>
      <p role="status" className={styles.crosshairStatus} data-testid="crosshair-status">
        {position
          ? `Crosshairs at ${format.format(position.x)}, ${format.format(position.y)} ${position.unit} on page ${page} of ${file?.name ?? 'the file'}`
          : crosshair
            ? ''
            : (elsewhere ?? 'Choose a data point to show the crosshairs')}
      </p>
      {onShowChosen ? (
        <Button size="small" variant="secondary" onPress={onShowChosen}>
          Show the chosen point
        </Button>
      ) : null}
      {pageError ? (
        <Banner tone="danger" title="The file cannot be shown">
          {pageError}
        </Banner>
      ) : null}
      {!drawn && !pageError ? <Spinner label="Loading the page" showLabel /> : null}
      <div ref={scroller} className={styles.pageScroller} hidden={!!pageError}>
        <div className={styles.page}>
          <div ref={holder} />
          {drawn && position ? (
            <svg
              className={styles.overlay}
              viewBox={`0 0 ${drawn.width} ${drawn.height}`}
              preserveAspectRatio="none"
              aria-hidden="true"
              data-testid="crosshairs"
              data-x={format.format(position.x)}
              data-y={format.format(position.y)}
            >
              <line className={styles.crosshairLine} x1={0} x2={drawn.width} y1={position.y} y2={position.y} />
              <line className={styles.crosshairLine} x1={position.x} x2={position.x} y1={0} y2={drawn.height} />
              <circle className={styles.crosshairRing} cx={position.x} cy={position.y} r={ring} />
            </svg>
          ) : null}
        </div>
      </div>
    </section>
  );
}
