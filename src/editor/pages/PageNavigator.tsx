import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button, Inline, Select, SelectItem } from '../../ui';
import type { DigitizerFile } from './pageSource';

export interface PageNavigatorProps {
  files: readonly DigitizerFile[];
  file: number;
  page: number;
  /** Pages of the current file, once known. */
  pageCount: number | null;
  onChange: (file: number, page: number) => void;
}

/** File selector, page selector and previous and next page buttons. */
export function PageNavigator({ files, file, page, pageCount, onChange }: PageNavigatorProps) {
  const pages = Array.from({ length: pageCount ?? 1 }, (_, i) => ({ id: i + 1, name: `Page ${i + 1}` }));
  return (
    <Inline gap="sm" role="group" aria-label="Pages" alignItems="flex-end">
      <Select
        label="File"
        items={files.map((f, i) => ({ id: i, name: f.name }))}
        selectedKey={file}
        onSelectionChange={(key) => onChange(Number(key), 1)}
      >
        {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
      </Select>
      <Select label="Page" items={pages} selectedKey={page} onSelectionChange={(key) => onChange(file, Number(key))}>
        {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
      </Select>
      <Button variant="secondary" isDisabled={page <= 1} onPress={() => onChange(file, page - 1)}>
        <ChevronLeft size={16} aria-hidden="true" /> Previous page
      </Button>
      <Button variant="secondary" isDisabled={pageCount == null || page >= pageCount} onPress={() => onChange(file, page + 1)}>
        Next page <ChevronRight size={16} aria-hidden="true" />
      </Button>
    </Inline>
  );
}
