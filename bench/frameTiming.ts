/**
 * When a change is on screen, as the benches of the built app time it: a requestAnimationFrame (the
 * frame that holds the change), a task after that frame (it has been painted), then a one-pixel
 * readback of each canvas of the digitizer (its drawing is finished).
 */
import type { Page } from 'playwright';

/** In the page: calls `done` with the milliseconds from `start` (a `performance.now()` or event `timeStamp`) to that frame. */
export type AfterPresentedFrame = (start: number, done: (ms: number) => void, readCanvases?: boolean) => void;

// Plain JavaScript given to the page as text: a function passed to page.evaluate would be compiled by
// tsx, which may wrap it in helpers the page does not have.
const SCRIPT = `window.afterPresentedFrame = (start, done, readCanvases = true) => {
  requestAnimationFrame(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      if (readCanvases) for (const canvas of document.querySelectorAll('[data-digitizer-surface] canvas')) canvas.getContext('2d')?.getImageData(0, 0, 1, 1);
      done(performance.now() - start);
    };
    channel.port2.postMessage(null);
  });
};`;

/** Gives the page (now and after each navigation) `window.afterPresentedFrame`. */
export async function installFrameTiming(page: Page): Promise<void> {
  await page.addInitScript(SCRIPT);
  await page.evaluate(SCRIPT);
}
