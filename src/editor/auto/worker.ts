/**
 * The automatic extraction's Web Worker: runs one algorithm at a time off the page's thread and
 * posts its progress. Cancelling a run terminates the worker (the client starts a new one).
 */
import { handleRunMessage, type RunMessage, type WorkerReply } from './protocol';
import { runAutoExtraction } from './run';

const scope = self as unknown as { onmessage: ((event: MessageEvent<RunMessage>) => void) | null; postMessage(message: WorkerReply): void };

scope.onmessage = (event) => {
  if (event.data?.type !== 'run') return;
  handleRunMessage(event.data, (answer) => scope.postMessage(answer), runAutoExtraction);
};
