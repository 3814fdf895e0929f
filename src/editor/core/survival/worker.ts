import { analyseSurvival, type ArmInput } from './analyse';
import { reconstructIpd, type ReconstructionInput } from './reconstruct';
import type { SurvivalSettings } from './settings';

/**
 * Messages: { id, input } (one arm's reconstruction) or { id, analysis: { settings, arms } } (a
 * whole survival graph, `analyseSurvival`) in; { id, result } or { id, error } out.
 */
export type SurvivalWorkerRequest =
  | { id: number; input: ReconstructionInput }
  | { id: number; analysis: { settings: SurvivalSettings; arms: ArmInput[] } };

interface WorkerScope {
  onmessage: ((event: MessageEvent<SurvivalWorkerRequest>) => void) | null;
  postMessage: (message: unknown) => void;
}

const scope = globalThis as unknown as WorkerScope;
scope.onmessage = (event) => {
  const request = event.data;
  try {
    const result = 'analysis' in request ? analyseSurvival(request.analysis.settings, request.analysis.arms) : reconstructIpd(request.input);
    scope.postMessage({ id: request.id, result });
  } catch (error) {
    scope.postMessage({ id: request.id, error: error instanceof Error ? error.message : String(error) });
  }
};
