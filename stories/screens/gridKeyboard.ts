import { expect, userEvent } from 'storybook/test';

/**
 * Moves keyboard focus to a control inside a table the way a keyboard user does: Tab from `entry`
 * (a control before the table) into the grid, arrow up or down to the control's row, then left or
 * right along the row to the control. React Aria tables own their focus, so a control in a cell
 * cannot simply be focused.
 */
export async function focusInGrid(entry: HTMLElement, target: HTMLElement) {
  const grid = target.closest('[role="grid"], [role="treegrid"]') as HTMLElement | null;
  if (!grid) throw new Error('The target is not in a grid');
  entry.focus();
  // Tab past whatever controls sit between the entry and the table.
  for (let tabs = 0; tabs < 10 && !grid.contains(document.activeElement); tabs++) await userEvent.tab();
  const targetRow = target.closest('[role="row"]');
  for (let step = 0; step < 80 && document.activeElement !== target; step++) {
    const active = document.activeElement as HTMLElement | null;
    if (!active || !grid.contains(active)) throw new Error(`Focus left the grid at ${active?.outerHTML.slice(0, 80)}`);
    const activeRow = active.closest('[role="row"]');
    const rows = [...grid.querySelectorAll('[role="row"]')];
    if (activeRow !== targetRow) {
      await userEvent.keyboard(rows.indexOf(activeRow!) < rows.indexOf(targetRow!) ? '{ArrowDown}' : '{ArrowUp}');
    } else {
      const targetIsAfter = (active.compareDocumentPosition(target) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
      await userEvent.keyboard(targetIsAfter ? '{ArrowRight}' : '{ArrowLeft}');
    }
  }
  await expect(target).toHaveFocus();
}
