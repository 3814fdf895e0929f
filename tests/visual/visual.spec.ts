import { expect, test } from '@playwright/test';
import { describeViolations, wcagViolations } from '../a11y/axe';
import { listStories, openStory } from './stories';

/**
 * The sweep over every story of the built workbench, one visit per story:
 * - visual: a screenshot compared with the baseline in tests/visual/__screenshots__; a story opts out
 *   only with a reason, `parameters: { visual: { skip: 'why' } }`;
 * - a11y: axe with the WCAG 2.1 AA rules, 0 violations.
 * Both are soft assertions in their own steps, so a story failing one still reports the other.
 * SWEEP=visual or SWEEP=a11y runs one of the two.
 */
const only = process.env.SWEEP;
const checkVisual = only !== 'a11y';
const checkA11y = only !== 'visual';

for (const story of listStories()) {
  test(`${story.title} › ${story.name} [${story.id}]`, async ({ page }) => {
    const { visual } = await openStory(page, story.id);

    if (checkA11y) {
      await test.step('a11y', async () => {
        const violations = await wcagViolations(page);
        expect.soft(violations.length, `a11y: ${violations.length} violation(s) in ${story.id}:\n${describeViolations(violations)}`).toBe(0);
      });
    }

    if (checkVisual) {
      await test.step('visual', async () => {
        if (visual?.skip !== undefined && visual.skip !== false) {
          expect(
            typeof visual.skip === 'string' && visual.skip.trim() !== '',
            `${story.id}: parameters.visual.skip must be a written reason, not ${JSON.stringify(visual.skip)}`,
          ).toBe(true);
          test.info().annotations.push({ type: 'visual skipped', description: String(visual.skip) });
          return;
        }
        await expect.soft(page, `visual: ${story.id} differs from its baseline`).toHaveScreenshot(`${story.id}.png`, { fullPage: true });
      });
    }
  });
}
