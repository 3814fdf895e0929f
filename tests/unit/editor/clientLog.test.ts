import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ClientLog, clientLog, LOG_MESSAGES } from '../../../src/editor/core/log';
import type { Axes, TagGroup } from '../../../src/editor/core/model/types';
import { createProject } from '../../../src/editor/core/model/types';
import { saveProject } from '../../../src/editor/core/project';
import { addLabelledPoint, EditorSession, instanceRef, NO_TAGGING, pointMetadataFor, setPointGroups } from '../../../src/editor/session';
import { dataset, page, xyAxes } from './session.fixtures';

function open(axes: Axes) {
  const project = createProject();
  project.pages.push(page(0, 1, [dataset('Arm A', [], axes.name)], [axes]));
  return new EditorSession({ document: structuredClone(saveProject(project)), version: 1 });
}

const labelled = (axes: Axes): Axes => ({
  ...axes,
  metadata: {
    axesLabelData: {
      x: { dataType: 'Time', unit: 'weeks', description: '', decimals: 2, changeFromBaseline: 'Not a ratio' },
      y: { dataType: 'Mean', unit: 'mg', description: '', decimals: 2, changeFromBaseline: 'Not a ratio' },
    },
  },
});

const messages = () => clientLog.entries().map((e) => `${e.level}: ${e.message}`);

beforeEach(() => {
  clientLog.clear();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => vi.restoreAllMocks());

describe('the client log', () => {
  it('keeps level, code, message and data, oldest first, up to its capacity', () => {
    const log = new ClientLog(2, false);
    log.info('a', 'first');
    log.warn('b', 'second', { axes: 'XY graph 1' });
    log.error('c', 'third');
    expect(log.entries().map((e) => e.message)).toEqual(['second', 'third']);
    expect(log.entries({ level: 'warn' })).toEqual([expect.objectContaining({ code: 'b', message: 'second', data: { axes: 'XY graph 1' } })]);
    log.clear();
    expect(log.entries()).toEqual([]);
  });

  it('echoes warnings and errors to the console, as a developer expects', () => {
    clientLog.warn('x', 'Something odd', { n: 1 });
    expect(console.warn).toHaveBeenCalledWith('[x] Something odd', { n: 1 });
  });
});

describe('what the editor logs (spec 3 section 8)', () => {
  it("warns 'XY graph missing axis data type metadata' when a point is added to an XY graph without data types", () => {
    const session = open(xyAxes());
    session.edit((ctx) => addLabelledPoint(ctx, 'Arm A', { x: 500, y: 500 }));
    expect(messages()).toEqual([`warn: ${LOG_MESSAGES.xyMissingDataType}`]);
    expect(LOG_MESSAGES.xyMissingDataType).toBe('XY graph missing axis data type metadata');
  });

  it('says nothing when the graph is labelled and calibrated', () => {
    const session = open(labelled(xyAxes()));
    session.edit((ctx) => addLabelledPoint(ctx, 'Arm A', { x: 500, y: 500 }));
    expect(messages()).toEqual([]);
  });

  it("warns 'labels and values length mismatch' when the values do not fit the labelled axes", () => {
    pointMetadataFor(labelled(xyAxes()), dataset('Arm A'), [1, 2, 3]);
    expect(messages()).toEqual(['warn: labels and values length mismatch']);
  });

  it('warns when a point is added to a dataset whose graph has no calibration', () => {
    const session = open({ ...labelled(xyAxes()), calibrationPoints: [] });
    session.edit((ctx) => addLabelledPoint(ctx, 'Arm A', { x: 500, y: 500 }));
    expect(clientLog.entries({ code: 'calibrate-dataset' })).toHaveLength(1);
  });

  it("warns 'Cannot set study keys: No active tag group' when a branch is chosen without a tag group", () => {
    const session = open(xyAxes());
    session.setTagging({ branchKey: 'ABC-1' });
    expect(messages()).toEqual(['warn: Cannot set study keys: No active tag group']);
    clientLog.clear();
    session.setTagging({ tagGroupUuid: 'g-out', branchKey: 'ABC-2' });
    expect(messages()).toEqual([]);
  });

  it("warns 'Failed to add tag group' when the chosen tag group is not among the extraction's", () => {
    const groups: TagGroup[] = [{ name: 'Outcomes', uuid: 'g-out', tags: [] }];
    expect(instanceRef({ pages: [] }, { ...NO_TAGGING, tagGroupUuid: 'g-gone' }, groups, () => 'i1')).toBeUndefined();
    expect(messages()).toEqual(['warn: Failed to add tag group']);
  });

  it('logs a failed point-group upgrade before refusing it', () => {
    const session = open(labelled(xyAxes()));
    expect(() => session.edit((ctx) => setPointGroups(ctx, 'XY graph 1', { names: ['Mean', 'Mean'], matchOn: 'x', tolerance: 2 }))).toThrow();
    expect(clientLog.entries({ level: 'error' })).toEqual([expect.objectContaining({ code: 'point-group-upgrade-failed', data: expect.objectContaining({ axes: 'XY graph 1' }) })]);
  });
});
