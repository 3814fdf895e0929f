export { LayerStack } from './layerStack';
export type { EngineLayer, LayerContext, LayerView } from './types';
export * from './tableGeometry';
export { TABLE_ANNOUNCEMENTS, TABLE_COLORS, TABLE_LAYER_MODES, TableInteraction, createTableLayer, cursorFor, gridStep } from './tableLayer';
export type { CellRef, HeaderRef, TableLayerCallbacks, TableLayerMode, TableLayerOptions } from './tableLayer';
