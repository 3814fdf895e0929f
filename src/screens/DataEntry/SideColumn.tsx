import { useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import { PanelLeftOpen, PanelRightOpen } from 'lucide-react';
import { Panel, type PanelImperativeHandle, type PanelSize } from 'react-resizable-panels';
import { IconButton } from '../../ui';
import * as styles from './DataEntry.css';

/** Width of a hidden side column's rail, in px. */
export const RAIL_WIDTH = 32;

export type SideColumnName = 'tree' | 'sidebar';

const HIDDEN_COLUMNS_KEY = 'sourcebench.data-entry.hidden-columns';

/** Which side columns the user hid or showed, as this browser remembers it (a column never touched is missing). */
function readHiddenColumns(): Partial<Record<SideColumnName, boolean>> {
  try {
    const stored = JSON.parse(window.localStorage.getItem(HIDDEN_COLUMNS_KEY) ?? '{}') as Record<string, unknown>;
    const remembered: Partial<Record<SideColumnName, boolean>> = {};
    for (const name of ['tree', 'sidebar'] as const) if (typeof stored[name] === 'boolean') remembered[name] = stored[name];
    return remembered;
  } catch {
    return {};
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
  /** Its first and smallest width when shown, in px. */
  width: number;
  onResize: (size: PanelSize) => void;
  /** The user hides the column; the browser remembers it. */
  hide: () => void;
  /** The user shows the column; the browser remembers it. */
  show: () => void;
  /** A flow that works in the column shows it if it is hidden, without changing what the browser remembers. */
  showForFlow: () => void;
  /** The flow ended: the column goes back to its rail if the flow showed it and the user has not moved it since. */
  foldAfterFlow: () => void;
}

/**
 * A side column that can be hidden to a rail and shown again. The browser remembers what the user chose;
 * a column the user never hid or showed opens as `hiddenByDefault` says.
 */
export function useSideColumn(name: SideColumnName, { width, hiddenByDefault = false }: { width: number; hiddenByDefault?: boolean }): SideColumnState {
  const panelRef = useRef<PanelImperativeHandle | null>(null);
  const [wasHiddenAtOpen] = useState(() => readHiddenColumns()[name] ?? hiddenByDefault);
  const [isHidden, setHidden] = useState(wasHiddenAtOpen);
  const hiddenNow = useRef(wasHiddenAtOpen);
  // Opened on its rail, the column has no width of its own to go back to until it is first shown.
  const everShown = useRef(!wasHiddenAtOpen);
  // Set while the column moves for a flow, not for the user; and whether a flow showed it.
  const movedByFlow = useRef(false);
  const shownByFlow = useRef(false);
  // The column's actions keep their identity across renders (only refs and the name change nothing).
  const actions = useMemo(() => {
    const move = (expand: boolean, byFlow: boolean) => {
      movedByFlow.current = byFlow;
      if (!byFlow) {
        shownByFlow.current = false;
        writeHiddenColumn(name, !expand);
      }
      if (!expand) panelRef.current?.collapse();
      else if (everShown.current) panelRef.current?.expand();
      else panelRef.current?.resize(width);
    };
    return {
      onResize: (size: PanelSize) => {
        const hidden = size.inPixels <= RAIL_WIDTH + 1;
        if (hidden === hiddenNow.current) return;
        hiddenNow.current = hidden;
        if (!hidden) everShown.current = true;
        setHidden(hidden);
        if (movedByFlow.current) {
          movedByFlow.current = false;
          return;
        }
        // Dragged to the rail or out of it.
        shownByFlow.current = false;
        writeHiddenColumn(name, hidden);
      },
      hide: () => move(false, false),
      show: () => move(true, false),
      showForFlow: () => {
        if (!hiddenNow.current) return;
        shownByFlow.current = true;
        move(true, true);
      },
      foldAfterFlow: () => {
        if (!shownByFlow.current || hiddenNow.current) return;
        shownByFlow.current = false;
        move(false, true);
      },
    };
  }, [name, width]);
  return { name, panelRef, isHidden, wasHiddenAtOpen, width, ...actions };
}

const SHOW = {
  tree: { label: 'Show the tree', icon: <PanelLeftOpen />, placement: 'end' },
  sidebar: { label: 'Show the sidebar', icon: <PanelRightOpen />, placement: 'start' },
} as const;

export interface SideColumnProps {
  column: SideColumnState;
  maxSize: string;
  /** Shown on the rail under its show button while the column is hidden. */
  rail?: ReactNode;
  children: ReactNode;
}

/** The tree or the sidebar column: its content, or while hidden a rail with the button that shows it. */
export function SideColumn({ column, maxSize, rail, children }: SideColumnProps) {
  const show = SHOW[column.name];
  return (
    <Panel
      id={column.name}
      panelRef={column.panelRef}
      defaultSize={column.wasHiddenAtOpen ? RAIL_WIDTH : column.width}
      minSize={column.width}
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
          {rail}
        </div>
      ) : (
        children
      )}
    </Panel>
  );
}
