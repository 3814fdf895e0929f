/**
 * The thread that does the heavy part of extraction downloads: reading a document as a project,
 * validating it, building its tree and WebPlotDigitizer export and writing their JSON. Answers
 * one reply per request (see downloadWork.ts), and writes JSON a chunk per `pull`, so the server
 * takes only what the client is ready for.
 */
import { parentPort } from 'node:worker_threads';
import type { Project } from '../../editor/core/model/types';
import { buildDactylTree, documentToProject, exportWpd, validateDocument } from './extractions';
import { jsonChunks } from './jsonStream';
import type { WorkerReply, WorkerRequest } from './downloadWork';

/** Bytes of JSON per message back. */
const CHUNK_CHARS = 256 * 1024;

const port = parentPort!;
const texts = new Map<number, string[]>();
const projects = new Map<number, Project>();
const renders = new Map<number, Generator<string, void, undefined>>();
const encoder = new TextEncoder();
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
const reply = (answer: WorkerReply, transfer: ArrayBuffer[] = []) => port.postMessage(answer, transfer);

port.on('message', (request: WorkerRequest) => {
  const { id } = request;
  switch (request.kind) {
    case 'text': {
      const parts = texts.get(id) ?? [];
      parts.push(request.text);
      texts.set(id, parts);
      return;
    }
    case 'load': {
      const text = (texts.get(id) ?? []).join('');
      texts.delete(id);
      try {
        const document: unknown = JSON.parse(text);
        if (request.validate) {
          const { project, problems } = validateDocument(document);
          if (!problems.length) projects.set(id, project);
          reply({ id, problems });
        } else {
          projects.set(id, documentToProject(document));
          reply({ id, problems: [] });
        }
      } catch (error) {
        reply({ id, error: messageOf(error) });
      }
      return;
    }
    case 'render': {
      try {
        const project = projects.get(id);
        if (!project) throw new Error('This extraction was not read before it was written');
        const value = request.what === 'tree' ? buildDactylTree(request.uuid, project) : exportWpd(project);
        renders.set(id, jsonChunks(value, CHUNK_CHARS));
        reply({ id, ready: true });
      } catch (error) {
        reply({ id, error: messageOf(error) });
      }
      return;
    }
    case 'pull': {
      const chunks = renders.get(id);
      try {
        if (!chunks) throw new Error('Nothing is being written for this extraction');
        const next = chunks.next();
        if (next.done) {
          renders.delete(id);
          reply({ id, done: true });
        } else {
          const bytes = encoder.encode(next.value);
          reply({ id, chunk: bytes }, [bytes.buffer as ArrayBuffer]);
        }
      } catch (error) {
        renders.delete(id);
        reply({ id, error: messageOf(error) });
      }
      return;
    }
    case 'release': {
      texts.delete(id);
      projects.delete(id);
      renders.delete(id);
      return;
    }
  }
});
