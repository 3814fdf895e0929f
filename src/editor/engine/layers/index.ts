export { LayerStack } from './layerStack';
export type { EngineLayer, LayerContext, LayerView } from './types';
export {
  createMeasurementLayer,
  finishesDraft,
  hitVertex,
  MEASUREMENT_HIT_RADIUS,
  MEASUREMENT_LAYER_ID,
  type MeasureMode,
  type MeasurementLayerOptions,
  type MeasurementShape,
} from './measurementLayer';
