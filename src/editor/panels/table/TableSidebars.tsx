import type { TableSchema } from '../../core/model/tableTypes';
import type { TagGroupRef } from '../../core/model/types';
import { Button, Checkbox, NumberField, Radio, RadioGroup, Switch } from '../../../ui';
import * as styles from '../panels.css';
import { Sidebar } from '../Sidebar';
import { parseCount, type HeadersPresent } from './tableWizard';

export interface TableAreaSidebarProps {
  /** An area has been dragged: Next is enabled. */
  hasArea: boolean;
  onCancel: () => void;
  onNext: () => void;
}

/** 'Table Area Calibration': drag a rectangle around the tabular data without headers. */
export function TableAreaSidebar({ hasArea, onCancel, onNext }: TableAreaSidebarProps) {
  return (
    <Sidebar title="Table Area Calibration">
      <p className={styles.hint}>Drag a rectangle around the tabular data, without the row and column headers.</p>
      <Button variant="secondary" onPress={onCancel}>
        Cancel
      </Button>
      <Button isDisabled={!hasArea} onPress={onNext}>
        Next
      </Button>
    </Sidebar>
  );
}

export interface TableContentSidebarProps {
  rows: string;
  cols: string;
  /** The tag groups a table's cells can use. */
  tagGroups: readonly TagGroupRef[];
  /** Uuids of the chosen tag groups. */
  selectedTagGroups: readonly string[];
  /** Multiple-tag-group mode: several can be checked. @default false */
  multipleTagGroups?: boolean;
  /** 'Please select at least one tag group ...' */
  error?: string | null;
  onRowsChange: (value: string) => void;
  onColsChange: (value: string) => void;
  onTagGroupsChange: (uuids: string[]) => void;
  onBack: () => void;
  onCancel: () => void;
  onComplete: () => void;
}

const asText = (n: number) => (Number.isNaN(n) ? '' : String(n));

/** 'Table Content Calibration': rows, columns (default 1, min 1, step 1) and the tag group of the cells. */
export function TableContentSidebar(props: TableContentSidebarProps) {
  const { tagGroups, selectedTagGroups, multipleTagGroups = false } = props;
  return (
    <Sidebar title="Table Content Calibration">
      <NumberField label="Rows" minValue={1} step={1} value={parseCount(props.rows) ?? Number.NaN} onChange={(n) => props.onRowsChange(asText(n))} />
      <NumberField label="Columns" minValue={1} step={1} value={parseCount(props.cols) ?? Number.NaN} onChange={(n) => props.onColsChange(asText(n))} />
      {multipleTagGroups ? (
        <fieldset className={styles.group} aria-describedby={props.error ? 'table-tag-group-error' : undefined}>
          <legend className={styles.legend}>Tag groups</legend>
          {tagGroups.map((g) => (
            <Checkbox
              key={g.uuid}
              isSelected={selectedTagGroups.includes(g.uuid)}
              onChange={(on) => props.onTagGroupsChange(on ? [...selectedTagGroups, g.uuid] : selectedTagGroups.filter((u) => u !== g.uuid))}
            >
              {g.name}
            </Checkbox>
          ))}
        </fieldset>
      ) : (
        <RadioGroup label="Tag group" value={selectedTagGroups[0] ?? null} onChange={(uuid) => props.onTagGroupsChange([uuid])}>
          {tagGroups.map((g) => (
            <Radio key={g.uuid} value={g.uuid}>
              {g.name}
            </Radio>
          ))}
        </RadioGroup>
      )}
      {props.error ? (
        <p role="alert" id="table-tag-group-error" className={styles.hint}>
          {props.error}
        </p>
      ) : null}
      <Button variant="secondary" onPress={props.onBack}>
        Back
      </Button>
      <Button variant="secondary" onPress={props.onCancel}>
        Cancel
      </Button>
      <Button onPress={props.onComplete}>Complete</Button>
    </Sidebar>
  );
}

export interface TableSettingsSidebarProps {
  headers: HeadersPresent;
  similar: TableSchema;
  onHeadersChange: (value: HeadersPresent) => void;
  onSimilarChange: (value: TableSchema) => void;
  onCancel: () => void;
  onComplete: () => void;
}

/** 'Table Settings': which headers are present and which way the data looks alike; headers are captured on the canvas meanwhile. */
export function TableSettingsSidebar(props: TableSettingsSidebarProps) {
  return (
    <Sidebar title="Table Settings">
      <p className={styles.hint}>Select each row and column header on the page, then press Enter to tag it with its study branch or label.</p>
      <RadioGroup label="Headers present" value={props.headers} onChange={(v) => props.onHeadersChange(v as HeadersPresent)}>
        <Radio value="both">Both</Radio>
        <Radio value="rows">Rows only</Radio>
        <Radio value="cols">Columns only</Radio>
      </RadioGroup>
      <RadioGroup label="Data looks similar across" value={props.similar} onChange={(v) => props.onSimilarChange(v as TableSchema)}>
        <Radio value="both">Both</Radio>
        <Radio value="rows">Rows</Radio>
        <Radio value="cols">Columns</Radio>
      </RadioGroup>
      <Button variant="secondary" onPress={props.onCancel}>
        Cancel
      </Button>
      <Button onPress={props.onComplete}>Complete</Button>
    </Sidebar>
  );
}

export interface EditTableSidebarProps {
  tableName: string;
  /** The cell pre-fill setting: propose each cell's value from the page's text. */
  prefill: boolean;
  /** Pre-fill needs a PDF page. @default true */
  canPrefill?: boolean;
  onPrefillChange: (on: boolean) => void;
  /** Tag-group checkboxes, shown when multiple tag groups are enabled. */
  tagGroups?: readonly TagGroupRef[];
  selectedTagGroups?: readonly string[];
  /** Groups already used in header or cell data: they cannot be unchecked. */
  usedTagGroups?: readonly string[];
  onTagGroupsChange?: (uuids: string[]) => void;
  onResize: () => void;
  onAdjust: () => void;
  onEditHeaders: () => void;
  onComplete: () => void;
}

/** 'Edit Table': cells are captured on the canvas; resize, adjust rows and columns, pre-fill and tag groups here. */
export function EditTableSidebar(props: EditTableSidebarProps) {
  const selected = props.selectedTagGroups ?? [];
  const used = props.usedTagGroups ?? [];
  return (
    <Sidebar title="Edit Table">
      <p className={styles.hint}>
        {props.tableName}: select a cell and press Enter to enter its data; arrow keys move between cells.
      </p>
      <Button variant="secondary" onPress={props.onResize}>
        Resize table
      </Button>
      <Button variant="secondary" onPress={props.onAdjust}>
        Adjust rows and columns
      </Button>
      <Button variant="secondary" onPress={props.onEditHeaders}>
        Edit headers
      </Button>
      <Switch isSelected={props.prefill} isDisabled={props.canPrefill === false} onChange={props.onPrefillChange}>
        Pre-fill cells from the page
      </Switch>
      {props.tagGroups && props.tagGroups.length > 0 && props.onTagGroupsChange ? (
        <fieldset className={styles.group}>
          <legend className={styles.legend}>Tag groups</legend>
          {props.tagGroups.map((g) => (
            <Checkbox
              key={g.uuid}
              isSelected={selected.includes(g.uuid)}
              isDisabled={used.includes(g.uuid) && selected.includes(g.uuid)}
              onChange={(on) => props.onTagGroupsChange!(on ? [...selected, g.uuid] : selected.filter((u) => u !== g.uuid))}
            >
              {g.name}
            </Checkbox>
          ))}
        </fieldset>
      ) : null}
      <Button onPress={props.onComplete}>Complete</Button>
    </Sidebar>
  );
}

/** 'Resize Table': drag an edge or corner of the table. */
export function ResizeTableSidebar({ onComplete }: { onComplete: () => void }) {
  return (
    <Sidebar title="Resize Table">
      <p className={styles.hint}>Drag an edge or a corner of the table; each border keeps at least 60 units.</p>
      <Button onPress={onComplete}>Complete</Button>
    </Sidebar>
  );
}

export interface AdjustTableSidebarProps {
  rows: number;
  cols: number;
  onAddRow: () => void;
  onRemoveRow: () => void;
  onAddColumn: () => void;
  onRemoveColumn: () => void;
  onComplete: () => void;
}

/** 'Adjust Rows and Columns': add or remove the last row or column; dividers are dragged on the canvas. */
export function AdjustTableSidebar(props: AdjustTableSidebarProps) {
  return (
    <Sidebar title="Adjust Rows and Columns">
      <p className={styles.hint}>
        {props.rows} {props.rows === 1 ? 'row' : 'rows'}, {props.cols} {props.cols === 1 ? 'column' : 'columns'}. Drag a divider to move it.
      </p>
      <Button variant="secondary" onPress={props.onAddRow}>
        Add row
      </Button>
      <Button variant="secondary" isDisabled={props.rows <= 1} onPress={props.onRemoveRow}>
        Remove row
      </Button>
      <Button variant="secondary" onPress={props.onAddColumn}>
        Add column
      </Button>
      <Button variant="secondary" isDisabled={props.cols <= 1} onPress={props.onRemoveColumn}>
        Remove column
      </Button>
      <Button onPress={props.onComplete}>Complete</Button>
    </Sidebar>
  );
}
