import { expect, waitFor, within } from 'storybook/test';

/** Queries the whole document: dialogs and popovers render in a portal outside the story's canvas. */
export const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/**
 * Waits for every dialog to close, then empties the live announcer. A pending button announces
 * itself by id; once its dialog is gone that announcement points at nothing, which axe reports.
 */
export async function afterDialogsClose(canvasElement: HTMLElement) {
  await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
  await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).not.toBeInTheDocument());
  document.querySelectorAll('[data-live-announcer] [role="log"]').forEach((log) => log.replaceChildren());
}
