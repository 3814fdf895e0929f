import type { AutoRequest, AutoResult } from './run';

/** What the page asks of the extraction worker. */
export interface RunMessage {
  type: 'run';
  id: number;
  request: AutoRequest;
}

/** What the worker answers: progress while it runs, then the result or the error. */
export type WorkerReply =
  | { type: 'progress'; id: number; fraction: number }
  | { type: 'result'; id: number; result: AutoResult }
  | { type: 'error'; id: number; message: string };

/** Answers one run message: the worker's whole job, kept apart from the worker global so it is testable. */
export function handleRunMessage(message: RunMessage, reply: (answer: WorkerReply) => void, run: (request: AutoRequest, onProgress: (f: number) => void) => AutoResult): void {
  const { id } = message;
  let last = -1;
  try {
    const result = run(message.request, (fraction) => {
      // Whole percents are enough for a progress bar; fewer messages cross the thread.
      const percent = Math.floor(fraction * 100);
      if (percent === last) return;
      last = percent;
      reply({ type: 'progress', id, fraction: percent / 100 });
    });
    reply({ type: 'result', id, result });
  } catch (error) {
    reply({ type: 'error', id, message: error instanceof Error ? error.message : String(error) });
  }
}
