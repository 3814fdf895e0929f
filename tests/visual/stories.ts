import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';

export interface StoryEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
}

/**
 * Every story in the built workbench, so stories anyone adds are covered without a list to maintain.
 * STORY_FILTER (a regular expression on 'Title/Story id') narrows a run while working on a few.
 */
export function listStories(indexPath = 'storybook-static/index.json'): StoryEntry[] {
  let raw: string;
  try {
    raw = readFileSync(indexPath, 'utf8');
  } catch {
    throw new Error(`${indexPath} is missing: run \`npm run build-storybook\` first.`);
  }
  const index = JSON.parse(raw) as { entries: Record<string, StoryEntry> };
  const filter = process.env.STORY_FILTER ? new RegExp(process.env.STORY_FILTER, 'i') : undefined;
  return Object.values(index.entries)
    .filter((entry) => entry.type === 'story')
    .filter((entry) => !filter || filter.test(`${entry.title}/${entry.id}`))
    .sort((a, b) => a.id.localeCompare(b.id));
}

/** What the preview knows about a story once it has rendered and played. */
export interface RenderedStory {
  phase: string;
  visual?: { skip?: unknown };
}

/**
 * Opens one story alone in the preview iframe and waits until it is still: rendered, play
 * function finished, fonts loaded, network idle.
 */
export async function openStory(page: Page, id: string): Promise<RenderedStory> {
  // The a11y addon's in-preview axe run duplicates tests/a11y and costs about a second per story.
  await page.goto(`/iframe.html?id=${encodeURIComponent(id)}&viewMode=story&globals=a11y.manual:!true`);
  await page.waitForFunction(
    (storyId) => {
      const preview = (window as unknown as { __STORYBOOK_PREVIEW__?: { currentRender?: { id: string; phase?: string } } })
        .__STORYBOOK_PREVIEW__;
      const render = preview?.currentRender;
      return render?.id === storyId && ['finished', 'completed', 'errored', 'aborted'].includes(render.phase ?? '');
    },
    id,
    { timeout: 20_000 },
  );
  await page.evaluate(() => document.fonts.ready);
  await page.waitForLoadState('networkidle');
  const rendered = await page.evaluate(async (storyId) => {
    const preview = (window as unknown as {
      __STORYBOOK_PREVIEW__: {
        currentRender: { phase: string };
        storyStoreValue: { loadStory(o: { storyId: string }): Promise<{ parameters: Record<string, unknown> }> };
      };
    }).__STORYBOOK_PREVIEW__;
    const story = await preview.storyStoreValue.loadStory({ storyId });
    // Storybook swaps the story for its error display when rendering or the play function throws.
    const phase = document.body.classList.contains('sb-show-errordisplay') ? 'errored' : preview.currentRender.phase;
    return { phase, visual: story.parameters.visual as RenderedStory['visual'] };
  }, id);
  expect(rendered.phase, `story ${id} failed to render or its play function threw; see npm run test:stories`).not.toBe('errored');
  return rendered;
}
