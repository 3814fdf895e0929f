import { reconstructIpd, type ReconstructionInput } from './reconstruct';

/** Messages: { id, input } in; { id, result } or { id, error } out. */
interface WorkerScope {
  onmessage: ((event: MessageEvent<{ id: number; input: ReconstructionInput }>) => void) | null;
  postMessage: (message: unknown) => void;
}

const scope = globalThis as unknown as WorkerScope;
scope.onmessage = (event) => {
  const { id, input } = event.data;
  try {
    scope.postMessage({ id, result: reconstructIpd(input) });
  } catch (error) {
    scope.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
};
