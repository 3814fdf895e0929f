import { useEffect, useSyncExternalStore, type ComponentProps, type RefObject } from 'react';
import type { TagGroup } from '../../editor/core/model/types';
import type { EditorSession } from '../../editor/session';
import { MetadataHost, targetKey, type MetadataTarget } from './MetadataHost';
import { MetadataSlotStore, type OpenMetadata } from './metadataSlotStore';
import { SelectedPointPreview } from './SessionViews';
import { TaggingToolbarHost } from './TaggingToolbarHost';

export { MetadataSlotStore, type OpenMetadata };

export const useOpenMetadata = (slot: MetadataSlotStore): OpenMetadata | null => useSyncExternalStore(slot.subscribe, slot.get, slot.get);

type HostProps = Omit<ComponentProps<typeof MetadataHost>, 'target' | 'tableCell' | 'onHeaderConfirmed' | 'onClose'>;

export interface MetadataSlotProps extends HostProps {
  slot: MetadataSlotStore;
  onClose: () => void;
  /** A table header's tags were confirmed: the next empty header may open. */
  onHeaderConfirmed: (target: MetadataTarget) => void;
  /** Where an image point is on screen, for the selected point's preview. */
  clientOf: (p: { x: number; y: number }) => { x: number; y: number } | null;
}

/** The open metadata dialog, or the selected point's tags previewed beside it while none is open. */
export function MetadataSlot({ slot, session, clientOf, onHeaderConfirmed, ...host }: MetadataSlotProps) {
  const open = useOpenMetadata(slot);
  if (!open) return <SelectedPointPreview session={session} clientOf={clientOf} />;
  const { target, cell } = open;
  return <MetadataHost key={targetKey(target)} session={session} target={target} {...host} {...(cell ? { tableCell: cell } : {})} onHeaderConfirmed={() => onHeaderConfirmed(target)} />;
}

/** The tagging strip, which tags the text whose dialog is open. */
export function SlotTaggingToolbar({
  slot,
  session,
  tagGroups,
  onShowStudyTree,
}: {
  slot: MetadataSlotStore;
  session: EditorSession;
  tagGroups: readonly TagGroup[];
  onShowStudyTree?: (() => void) | undefined;
}) {
  const open = useOpenMetadata(slot);
  return <TaggingToolbarHost session={session} tagGroups={tagGroups} selectedText={open?.target.kind === 'text' ? open.target : null} onShowStudyTree={onShowStudyTree} />;
}

/**
 * When a dialog closes and leaves the keyboard nowhere (its inputs took the focus with them), the
 * canvas gets it back: the next d, s, a, z or arrow key works at once, and Enter opens the table
 * cell or header the tool moved on to.
 */
export function CanvasFocusReturn({ slot, otherDialogOpen, canvasRef }: { slot: MetadataSlotStore; otherDialogOpen: boolean; canvasRef: RefObject<HTMLElement | null> }) {
  const metadataOpen = useOpenMetadata(slot) !== null;
  const dialogOpen = otherDialogOpen || metadataOpen;
  useEffect(() => {
    if (dialogOpen) return;
    const frame = requestAnimationFrame(() => {
      const active = window.document.activeElement;
      if (!active || active === window.document.body) canvasRef.current?.querySelector<HTMLElement>('[role="application"]')?.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [dialogOpen, canvasRef]);
  return null;
}
