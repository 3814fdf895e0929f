import { useRef, useState, type ReactNode, type RefObject } from 'react';
import { PanelLeftOpen, PanelRightOpen } from 'lucide-react';
import { Panel, type PanelImperativeHandle, type PanelSize } from 'react-resizable-panels';
import { IconButton } from '../../ui';
import * as styles from './DataEntry.css';

/** Width of a hidden side column's rail, in px. */
export const RAIL_WIDTH = 32;

export type SideColumnName = 'tree' | 'sidebar';

const HIDDEN_COLUMNS_KEY = 'sourcebench.data-entry.hidden-columns';

/** Which side columns the user hid, as this browser remembers it. */
function readHiddenColumns(): Record<SideColumnName, boolean> {
  try {
    const stored = JSON.parse(window.localStorage.getItem(HIDDEN_COLUMNS_KEY) ?? '{}') as Record<string, unknown>;
    return { tree: stored.tree === true, sidebar: stored.sidebar === true };
  } catch {
    return { tree: false, sidebar: false };
  }
}

function writeHiddenColumn(column: SideColumnName, hidden: boolean) {
  const current = readHiddenColumns();
  if (current[column] === hidden) return;
  try {
    window.localStorage.setItem(HIDDEN_COLUMNS_KEY, JSON.stringify({ ...current, [column]: hidden }));
  } catch {
    // Storage full or refused: the column opens as it is by default next time.
  }
}

export interface SideColumnState {
  name: SideColumnName;
  panelRef: RefObject<PanelImperativeHandle | null>;
  /** Hidden down to its rail now. */
  isHidden: boolean;
  /** Hidden when the workspace opened (its first size). */
  wasHiddenAtOpen: boolean;
  onResize: (size: PanelSize) => void;
  hide: () => void;
  show: () => void;
}

/** A side column that can be hidden to a rail and shown again; the browser remembers which. */
export function useSideColumn(name: SideColumnName): SideColumnState {
  const panelRef = useRef<PanelImperativeHandle | null>(null);
  const [wasHiddenAtOpen] = useState(() => readHiddenColumns()[name]);
  const [isHidden, setHidden] = useState(wasHiddenAtOpen);
  return {
    name,
    panelRef,
    isHidden,
    wasHiddenAtOpen,
    onResize: (size) => {
      const hidden = size.inPixels <= RAIL_WIDTH + 1;
      setHidden(hidden);
      writeHiddenColumn(name, hidden);
    },
    hide: () => panelRef.current?.collapse(),
    show: () => panelRef.current?.expand(),
  };
}

const SHOW = {
  tree: { label: 'Show the tree', icon: <PanelLeftOpen />, placement: 'end' },
  sidebar: { label: 'Show the sidebar', icon: <PanelRightOpen />, placement: 'start' },
} as const;

export interface SideColumnProps {
  column: SideColumnState;
  /** Width when shown, in px. */
  defaultSize: number;
  maxSize: string;
  children: ReactNode;
}

/** The tree or the sidebar column: its content, or while hidden a rail with the button that shows it. */
export function SideColumn({ column, defaultSize, maxSize, children }: SideColumnProps) {
  const show = SHOW[column.name];
  return (
    <Panel
      id={column.name}
      panelRef={column.panelRef}
      defaultSize={column.wasHiddenAtOpen ? RAIL_WIDTH : defaultSize}
      minSize={200}
      maxSize={maxSize}
      collapsible
      collapsedSize={RAIL_WIDTH}
      onResize={column.onResize}
      groupResizeBehavior="preserve-pixel-size"
      className={styles.panel}
    >
      {column.isHidden ? (
        <div className={styles.rail}>
          <IconButton size="small" label={show.label} tooltipPlacement={show.placement} icon={show.icon} onPress={column.show} />
        </div>
      ) : (
        children
      )}
    </Panel>
  );
}
