import { expect, test } from '@playwright/test';
import { listStories, openStory } from './stories';

/**
 * One screenshot per story, compared with the baseline committed in tests/visual/__screenshots__.
 * A story opts out only with a reason: `parameters: { visual: { skip: 'why' } }`.
 */
for (const story of listStories()) {
  test(`visual ${story.title} › ${story.name} [${story.id}]`, async ({ page }) => {
    const { visual } = await openStory(page, story.id);
    if (visual?.skip !== undefined && visual.skip !== false) {
      expect(
        typeof visual.skip === 'string' && visual.skip.trim() !== '',
        `${story.id}: parameters.visual.skip must be a written reason, not ${JSON.stringify(visual.skip)}`,
      ).toBe(true);
      test.skip(true, String(visual.skip));
    }
    await expect(page).toHaveScreenshot(`${story.id}.png`, { fullPage: true });
  });
}
