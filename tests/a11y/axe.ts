import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

const wcag21AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

type Violations = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'];

/** One line per failing element: rule, impact, where, and what to fix. */
export function describeViolations(violations: Violations): string {
  return violations
    .flatMap((v) =>
      v.nodes.map(
        (node) =>
          `  ${v.id} (${v.impact ?? 'unknown'}) at ${node.target.join(' ')}\n    ${v.help}\n    ${node.failureSummary?.replace(/\n/g, '\n    ') ?? ''}\n    ${v.helpUrl}`,
      ),
    )
    .join('\n');
}

/** WCAG 2.1 AA violations on the whole page as it stands. */
export async function wcagViolations(page: Page): Promise<Violations> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(wcag21AA)
    // react-aria's off-screen live region keeps an announcement that names a button for a few seconds
    // after the button is gone (a play function that closes a dialog); it is not part of the story.
    .exclude('[data-live-announcer]')
    .analyze();
  return violations;
}
