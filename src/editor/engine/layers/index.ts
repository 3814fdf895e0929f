export { LayerStack } from './layerStack';
export type { EngineLayer, LayerContext, LayerView } from './types';
export { barHeadersLayer, BAR_LAYER_ID, type BarHeadersLayerOptions, type BarLayerMode } from './barHeadersLayer';
