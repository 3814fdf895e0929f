export { LayerStack } from './layerStack';
export type { EngineLayer, LayerContext, LayerView } from './types';
export { AUTO_LAYER_ID, autoExtractLayer, newAutoLayerDraft, type AutoExtractLayerOptions, type AutoLayerDraft, type AutoLayerMode } from './autoExtractLayer';
