import { ChevronLeft, ChevronRight } from 'lucide-react';
import { IconButton, Select, SelectItem } from '../../ui';
import * as styles from './DataEntry.css';

export interface FilePageSelectorProps {
  /** Names of the paper's files, in order. */
  fileNames: readonly string[];
  /** Index into fileNames. */
  file: number;
  /** From 1. */
  page: number;
  /** Pages of the current file, once known. */
  pageCount: number | null;
  /** Go to a file and page (a new file opens at page 1). */
  onChange: (file: number, page: number) => void;
}

/** File selector, page selector and previous and next page buttons (spec 3, section 2). */
export function FilePageSelector({ fileNames, file, page, pageCount, onChange }: FilePageSelectorProps) {
  const pages = Array.from({ length: Math.max(pageCount ?? page, page) }, (_, i) => ({ id: i + 1, name: `Page ${i + 1}` }));
  return (
    <div role="group" aria-label="File and page" className={styles.filePageSelector}>
      <Select
        label="File"
        className={styles.fileSelect}
        items={fileNames.map((name, i) => ({ id: i, name }))}
        selectedKey={file}
        onSelectionChange={(key) => key !== null && Number(key) !== file && onChange(Number(key), 1)}
      >
        {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
      </Select>
      <Select
        label="Page"
        className={styles.pageSelect}
        items={pages}
        selectedKey={page}
        onSelectionChange={(key) => key !== null && Number(key) !== page && onChange(file, Number(key))}
      >
        {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
      </Select>
      <IconButton label="Previous page" icon={<ChevronLeft />} isDisabled={page <= 1} onPress={() => onChange(file, page - 1)} />
      <IconButton
        label="Next page"
        icon={<ChevronRight />}
        isDisabled={pageCount === null || page >= pageCount}
        onPress={() => onChange(file, page + 1)}
      />
    </div>
  );
}
