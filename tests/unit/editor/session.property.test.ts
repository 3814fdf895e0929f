import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ProjectFile } from '../../../src/editor/core/project';
import {
  addDataset,
  addPoint,
  applyToCopy,
  deleteDataset,
  deletePoints,
  EditorSession,
  movePoint,
  renameDataset,
  setPointMetadata,
  type CommandContext,
} from '../../../src/editor/session';
import { dataset, savedDocument } from './session.fixtures';

/** One step a user (or the save machinery) can take. */
type Step =
  | { kind: 'add'; pick: number; x: number; y: number }
  | { kind: 'move'; pick: number; point: number; x: number; y: number }
  | { kind: 'delete'; pick: number; points: number[] }
  | { kind: 'meta'; pick: number; point: number; label: string }
  | { kind: 'addDataset'; name: string }
  | { kind: 'deleteDataset'; pick: number }
  | { kind: 'renameDataset'; pick: number; name: string }
  | { kind: 'undo' }
  | { kind: 'redo' }
  | { kind: 'page'; page: number }
  | { kind: 'take' }
  | { kind: 'ack' }
  | { kind: 'fail' };

const coordinate = fc.integer({ min: 0, max: 1000 });
const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('add' as const), pick: fc.nat(), x: coordinate, y: coordinate }) },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('move' as const), pick: fc.nat(), point: fc.nat(), x: coordinate, y: coordinate }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('delete' as const), pick: fc.nat(), points: fc.array(fc.nat(), { minLength: 1, maxLength: 3 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('meta' as const), pick: fc.nat(), point: fc.nat(), label: fc.string({ maxLength: 4 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('addDataset' as const), name: fc.constantFrom('A', 'B', 'C/D', 'E~F') }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('deleteDataset' as const), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('renameDataset' as const), pick: fc.nat(), name: fc.constantFrom('X', 'Y', 'Z') }) },
  { weight: 4, arbitrary: fc.constant({ kind: 'undo' as const }) },
  { weight: 2, arbitrary: fc.constant({ kind: 'redo' as const }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('page' as const), page: fc.integer({ min: 1, max: 3 }) }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'take' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'ack' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'fail' as const }) },
);

/** Runs one step; edits that do not apply (no dataset, no such point) are skipped. */
function run(session: EditorSession, s: Step, server: { doc: unknown; version: number; inFlight?: { ops: readonly unknown[]; count: number } }) {
  const names = () => session.currentPage?.datasets.map((d) => d.name) ?? [];
  const pickName = (pick: number) => names()[pick % Math.max(1, names().length)];
  const edit = (build: (ctx: CommandContext, name: string) => Parameters<EditorSession['execute']>[0] | undefined, pick = 0) => {
    const name = pickName(pick);
    if (name === undefined) return;
    const ctx = session.context();
    const command = build(ctx, name);
    if (command) session.execute(command);
  };
  const pointCount = (name: string) => session.currentPage!.datasets.find((d) => d.name === name)!.points.length;
  switch (s.kind) {
    case 'add':
      return edit((ctx, name) => addPoint(ctx, name, { x: s.x, y: s.y }), s.pick);
    case 'move':
      return edit((ctx, name) => (pointCount(name) ? movePoint(ctx, name, s.point % pointCount(name), { x: s.x, y: s.y }) : undefined), s.pick);
    case 'delete':
      return edit((ctx, name) => (pointCount(name) ? deletePoints(ctx, name, s.points.map((p) => p % pointCount(name))) : undefined), s.pick);
    case 'meta':
      return edit((ctx, name) => (pointCount(name) ? setPointMetadata(ctx, name, s.point % pointCount(name), { label: s.label }) : undefined), s.pick);
    case 'addDataset':
      if (names().includes(s.name)) return;
      return void session.execute(addDataset(session.context(), dataset(s.name)));
    case 'deleteDataset':
      return edit((ctx, name) => deleteDataset(ctx, name), s.pick);
    case 'renameDataset':
      if (names().includes(s.name)) return;
      return edit((ctx, name) => renameDataset(ctx, name, s.name), s.pick);
    case 'undo':
      return void session.undo();
    case 'redo':
      return void session.redo();
    case 'page':
      return session.setLocation(0, s.page);
    case 'take':
      if (!server.inFlight) server.inFlight = session.takeDelta();
      return;
    case 'ack':
      if (!server.inFlight) return;
      // The server applies the sent delta to its document and answers with the next version.
      server.doc = applyToCopy(server.doc, server.inFlight.ops as never);
      server.version++;
      session.markSaved(server.version, server.inFlight.count);
      server.inFlight = undefined;
      return;
    case 'fail':
      if (!server.inFlight) return;
      session.saveFailed();
      server.inFlight = undefined;
      return;
  }
}

describe('EditorSession: the delta over random edits', () => {
  it('applying the unsaved delta to the last saved document gives exactly the current document', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 60 }), fc.boolean(), (steps, fromEmpty) => {
        // A new entry starts from {} at version 0; the operations that make it a project are part of the delta.
        const saved: unknown = fromEmpty ? {} : savedDocument();
        const session = new EditorSession({ document: structuredClone(saved), version: 1 });
        const server = { doc: structuredClone(saved) as unknown, version: 1 } as { doc: unknown; version: number; inFlight?: { ops: readonly unknown[]; count: number } };
        for (const s of steps) {
          run(session, s, server);
          expect(session.baseVersion).toBe(server.version);
          expect(applyToCopy(server.doc, session.unsavedOperations())).toEqual(session.document);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('undoing everything on every page brings back the saved document', () => {
    fc.assert(
      fc.property(fc.array(step.filter((s) => !['take', 'ack', 'fail', 'redo'].includes(s.kind)), { maxLength: 40 }), (steps) => {
        const saved = savedDocument();
        const session = new EditorSession({ document: structuredClone(saved), version: 1 });
        const server = { doc: saved as unknown, version: 1 };
        for (const s of steps) run(session, s, server);
        for (const page of [1, 2, 3]) {
          session.setLocation(0, page);
          while (session.undo());
        }
        // Pages first edited in the session stay, empty: undo never removes a page.
        const doc = session.document as ProjectFile;
        expect({ ...doc, pages: doc.pages.slice(0, 2) }).toEqual(saved);
        for (const extra of doc.pages.slice(2)) expect(extra).toMatchObject({ axes: [], datasets: [], measurements: [] });
      }),
      { numRuns: 200 },
    );
  });

  it('rebasing edits of one page onto a version that changed another page keeps both, without conflicts', () => {
    const editing = step.filter((s) => !['take', 'ack', 'fail', 'page'].includes(s.kind));
    fc.assert(
      fc.property(fc.array(editing, { maxLength: 30 }), fc.array(editing, { maxLength: 30 }), (mine, theirs) => {
        const saved = savedDocument();
        const here = new EditorSession({ document: structuredClone(saved), version: 1, location: { file: 0, page: 1 } });
        const there = new EditorSession({ document: structuredClone(saved), version: 1, location: { file: 0, page: 2 } });
        const server = { doc: saved as unknown, version: 1 };
        for (const s of mine) run(here, s, server);
        for (const s of theirs) run(there, s, server);
        const mineBefore = structuredClone(here.document);
        const result = here.rebase(structuredClone(there.document), 2);
        expect(result.status).toBe('rebased');
        expect(here.document.pages[0]).toEqual(mineBefore.pages[0]);
        expect(here.document.pages[1]).toEqual(there.document.pages[1]);
        expect(applyToCopy(there.document, here.unsavedOperations())).toEqual(here.document);
      }),
      { numRuns: 150 },
    );
  });

  it('edits of the same page in both: once every conflict has a choice the rebase completes and the delta rebuilds the result', () => {
    const editing = step.filter((s) => !['take', 'ack', 'fail', 'page'].includes(s.kind));
    fc.assert(
      fc.property(fc.array(editing, { maxLength: 25 }), fc.array(editing, { maxLength: 25 }), fc.constantFrom('mine' as const, 'theirs' as const), (mine, theirs, choice) => {
        const saved = savedDocument();
        const here = new EditorSession({ document: structuredClone(saved), version: 1 });
        const there = new EditorSession({ document: structuredClone(saved), version: 1 });
        const server = { doc: saved as unknown, version: 1 };
        for (const s of mine) run(here, s, server);
        for (const s of theirs) run(there, s, server);
        let result = here.rebase(structuredClone(there.document), 2);
        if (result.status === 'conflicts') {
          const ids = result.conflicts.map((c) => c.id);
          result = here.resolveConflicts(new Map(ids.map((id) => [id, choice])));
        }
        expect(result.status).toBe('rebased');
        expect(here.baseVersion).toBe(2);
        expect(applyToCopy(there.document, here.unsavedOperations())).toEqual(here.document);
      }),
      { numRuns: 150 },
    );
  });
});
