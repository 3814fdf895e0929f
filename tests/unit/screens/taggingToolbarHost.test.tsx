import { Profiler } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addPointCommand } from '../../../src/editor/core/model/edits';
import { findPage } from '../../../src/editor/engine/projectAdapter';
import { TaggingToolbarHost } from '../../../src/screens/DataEntry/TaggingToolbarHost';
import { TAG_GROUPS, taggedSession } from '../../../stories/screens/dataEntryFixtures';

/** A task after the next animation frame: when what follows a frame behind the canvas has been read. */
const afterFrame = () => act(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));

function mount() {
  const session = taggedSession();
  let renders = 0;
  render(
    <Profiler id="toolbar" onRender={() => renders++}>
      <TaggingToolbarHost session={session} tagGroups={TAG_GROUPS} />
    </Profiler>,
  );
  const tag = (name: string) => within(screen.getByRole('toolbar', { name: 'Tagging' })).getByRole('button', { name });
  return { session, tag, renders: () => renders };
}

const drug = 'VL-1||Main||Drug_00000000';

describe('TaggingToolbarHost', () => {
  it("shows a tag the branch's instance collects after the frame that shows the point, without rendering in the click", async () => {
    const { session, tag, renders } = mount();
    expect(tag('Outcome')).toHaveAccessibleDescription(/Collected/);
    expect(tag('Statistic')).not.toHaveAccessibleDescription(/Collected/);

    const before = renders();
    const page = findPage(session.document, 0, 1)!;
    act(() =>
      session.execute(
        addPointCommand(page, drug, {
          x: 300,
          y: 200,
          metadata: { 0: { tag: { name: 'Statistic', uuid: 't-stat' }, value: 'Mean' }, compositeKey: 'VL-1||Main||Drug', tagGroup: { name: 'Outcomes', uuid: 'g-out', instanceUuid: 'inst-Drug' } },
        }),
      ),
    );
    // The point's change renders nothing here until its frame has been drawn.
    expect(renders()).toBe(before);
    expect(tag('Statistic')).not.toHaveAccessibleDescription(/Collected/);

    await afterFrame();
    expect(tag('Statistic')).toHaveAccessibleDescription(/Collected/);
  });

  it("shows a new branch's tags at once, not a frame of the last branch's", () => {
    const { session, tag } = mount();
    expect(tag('Outcome')).toHaveAccessibleDescription(/Collected/);
    // The study part has no Outcomes instance: nothing collected.
    act(() => session.setTagging({ branchKey: 'VL-1||Main' }));
    expect(tag('Outcome')).not.toHaveAccessibleDescription(/Collected/);
    act(() => session.setTagging({ branchKey: 'VL-1||Main||Drug' }));
    expect(tag('Outcome')).toHaveAccessibleDescription(/Collected/);
  });

  it('shows a pressed tag at once', () => {
    const { session, tag } = mount();
    act(() => session.setTagging({ pressedTag: 't-stat' }));
    expect(tag('Statistic')).toHaveAttribute('aria-pressed', 'true');
    expect(tag('Outcome')).toHaveAttribute('aria-pressed', 'false');
  });
});
