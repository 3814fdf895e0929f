import { Profiler } from 'react';
import { act, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addPointCommand } from '../../../src/editor/core/model/edits';
import { findPage } from '../../../src/editor/engine/projectAdapter';
import { EditorSession } from '../../../src/editor/session';
import { WpdProjectsHost } from '../../../src/screens/DataEntry/WpdProjectsHost';
import { savedDocument } from '../editor/session.fixtures';

describe('WpdProjectsHost', () => {
  it('renders for a change of page, not for a point added', () => {
    const session = new EditorSession({ document: savedDocument(), version: 1 });
    let renders = 0;
    render(
      <Profiler id="wpd" onRender={() => renders++}>
        <WpdProjectsHost session={session} files={[]} request={null} />
      </Profiler>,
    );
    const before = renders;
    act(() => session.execute(addPointCommand(findPage(session.document, 0, 1)!, 'Dataset 1', { x: 10, y: 10 })));
    act(() => session.execute(addPointCommand(findPage(session.document, 0, 1)!, 'Dataset 1', { x: 20, y: 10 })));
    expect(renders).toBe(before);

    act(() => session.setLocation(0, 2));
    expect(renders).toBeGreaterThan(before);
  });
});
