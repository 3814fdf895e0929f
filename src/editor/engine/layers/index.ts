export { LayerStack } from './layerStack';
export type { EngineLayer, LayerContext, LayerView } from './types';
