import { configure } from 'storybook/test';
import { afterEach, expect, inject } from 'vitest';
import { page } from 'vitest/browser';

declare module 'vitest' {
  export interface ProvidedContext {
    /** How long a play function's waitFor or findBy… waits (tests/timeouts.ts, through vitest.config.ts). */
    domWait: number;
    /** How long the screenshot comparison may retry until two screenshots in a row agree. */
    screenshotWait: number;
  }
}

// Play functions' waitFor and findBy… give up after one second by default, which a busy machine can take to render.
configure({ asyncUtilTimeout: inject('domWait') });

/**
 * The screenshot half of the one pass over every story: the story test has rendered the story, run its
 * play function and audited it with axe (the a11y addon, `a11y.test = 'error'`); this hook then compares
 * the whole page with `tests/visual/__screenshots__/<story-id>.png` in the same tab, so no story is opened twice.
 *
 * A story opts out only with a written reason: `parameters: { visual: { skip: 'why' } }`.
 */

interface StoryTestContext {
  story?: { id: string; parameters: { visual?: { skip?: unknown } } };
  task: { result?: { state?: string } };
}

/** The tallest page compared whole; the runner's own page (tests/visual/settings.ts) is taller than this. */
const MAX_PAGE_HEIGHT = 2800;

/**
 * A transparent frame over the whole page, at least the viewport's size: what is screenshotted. Overlays
 * centred in the viewport (a dialog, a popover) and content taller than the viewport are both inside it.
 */
function pageFrame(): HTMLElement {
  const root = document.documentElement;
  const frame = document.createElement('div');
  frame.setAttribute('aria-hidden', 'true');
  frame.dataset.screenshotFrame = '';
  Object.assign(frame.style, {
    position: 'absolute',
    top: '0',
    left: '0',
    width: `${Math.max(root.clientWidth, root.scrollWidth)}px`,
    height: `${Math.max(root.clientHeight, root.scrollHeight)}px`,
    opacity: '0',
    pointerEvents: 'none',
    zIndex: '-1',
  });
  document.body.append(frame);
  return frame;
}

afterEach(async (context) => {
  const { story, task } = context as unknown as StoryTestContext;
  if (!story || task.result?.state === 'fail') return;
  const skip = story.parameters.visual?.skip;
  if (skip !== undefined && skip !== false) {
    expect(typeof skip === 'string' && skip.trim() !== '', `${story.id}: parameters.visual.skip must be a written reason, not ${JSON.stringify(skip)}`).toBe(
      true,
    );
    console.info(`${story.id}: screenshot skipped: ${String(skip)}`);
    return;
  }
  await document.fonts.ready;
  // A figure still loading its page (a PDF's first render on a busy machine can take seconds) is not what
  // the story shows: wait until every digitizer on the page has its page, or has failed to load it.
  await expect
    .poll(() => document.querySelectorAll('[data-page-state="loading"]').length, { timeout: inject('screenshotWait'), interval: 50 })
    .toBe(0);
  await new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted)));
  // Content taller than the viewport: the frame grows to show all of it, as a full-page screenshot would.
  const root = document.documentElement;
  if (root.scrollHeight > root.clientHeight) {
    await page.viewport(window.innerWidth, Math.min(root.scrollHeight, MAX_PAGE_HEIGHT));
    await new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted)));
  }
  // Focus rings and hover states are part of what a play function leaves behind and are compared too;
  // the text caret is not (it blinks).
  const frame = pageFrame();
  try {
    await expect.element(page.elementLocator(frame), { timeout: inject('screenshotWait') }).toMatchScreenshot(story.id);
  } finally {
    frame.remove();
  }
});
