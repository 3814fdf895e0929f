import { describe, expect, it } from 'vitest';
import { collectedTagIds, instanceItems } from '../../../src/editor/panels/tagging';
import { addTextItem, EditorSession, findInstanceUuid, newTextItem, NO_TAGGING, taggedItems } from '../../../src/editor/session';
import type { TagGroup } from '../../../src/editor/core/model/types';
import { savedDocument } from './session.fixtures';

const groups: TagGroup[] = [
  { name: 'Inclusion/Exclusion criteria', uuid: 'g-ie', tags: [{ name: 'Criterion type', uuid: 't-type' }, { name: 'Criterion text', uuid: 't-text' }] },
  { name: 'Outcomes', uuid: 'g-out', tags: [{ name: 'Outcome', uuid: 't-outcome' }] },
];

function ids() {
  let n = 0;
  return () => `id-${++n}`;
}

describe('tag group instances', () => {
  it('a text selected with a tag pressed becomes that tag\'s value, tagged with the branch and a new instance', () => {
    const session = new EditorSession({ document: savedDocument(0), version: 1 });
    const tagging = { tagGroupUuid: 'g-ie', branchKey: 'ABC-1', pressedTag: 't-text' };
    const item = newTextItem(session.document, { text: 'Adults aged 18 to 65.', rect: { x: 1, y: 2, width: 3, height: 4 } }, tagging, groups, ids());
    expect(item).toEqual({
      uuid: 'id-2',
      text: 'Adults aged 18 to 65.',
      rect: { x: 1, y: 2, width: 3, height: 4 },
      metadata: {
        0: { tag: { name: 'Criterion text', uuid: 't-text' }, value: 'Adults aged 18 to 65.' },
        compositeKey: 'ABC-1',
        tagGroup: { name: 'Inclusion/Exclusion criteria', uuid: 'g-ie', instanceUuid: 'id-1' },
        uuid: 'id-2',
        type: 'text',
      },
    });
    session.edit((ctx) => addTextItem(ctx, item));
    // The same branch and group find the instance again; another branch does not.
    expect(findInstanceUuid(session.document, 'ABC-1', 'g-ie')).toBe('id-1');
    expect(findInstanceUuid(session.document, 'ABC-2', 'g-ie')).toBeUndefined();
    expect([...collectedTagIds(instanceItems([...taggedItems(session.document)], 'id-1'))]).toEqual(['t-text', 'name:Criterion text']);
    const second = newTextItem(session.document, { text: 'Pregnancy.' }, { ...tagging, pressedTag: null }, groups, () => 'id-9');
    expect(second.metadata.tagGroup?.instanceUuid).toBe('id-1');
    expect(second.metadata[0]).toBeUndefined();
  });

  it('without a tag group chosen a text has only its text and place', () => {
    const item = newTextItem({ pages: [] }, { text: 'Hello' }, NO_TAGGING, groups, ids());
    expect(item).toEqual({ uuid: 'id-1', text: 'Hello', metadata: { uuid: 'id-1', type: 'text' } });
  });

  it('the session keeps the toolbar choice in its snapshot and tells listeners only of real changes', () => {
    const session = new EditorSession({ document: savedDocument(0), version: 1 });
    let calls = 0;
    session.subscribe(() => calls++);
    session.setTagging({ tagGroupUuid: 'g-out' });
    session.setTagging({ tagGroupUuid: 'g-out' });
    session.setTagging({ branchKey: 'ABC-1||P1||A' });
    expect(session.getSnapshot().tagging).toEqual({ tagGroupUuid: 'g-out', branchKey: 'ABC-1||P1||A', pressedTag: null });
    expect(calls).toBe(2);
  });
});
