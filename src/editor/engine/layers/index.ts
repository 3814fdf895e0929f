export { LayerStack } from './layerStack';
export type { EngineLayer, LayerContext, LayerView } from './types';
export { barHeadersLayer, BAR_LAYER_ID, type BarHeadersLayerOptions, type BarLayerMode } from './barHeadersLayer';
export * from './tableGeometry';
export { TABLE_ANNOUNCEMENTS, TABLE_COLORS, TABLE_LAYER_MODES, TableInteraction, createTableLayer, cursorFor, gridStep } from './tableLayer';
export type { CellRef, HeaderRef, TableLayerCallbacks, TableLayerMode, TableLayerOptions } from './tableLayer';
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
export { AUTO_LAYER_ID, autoExtractLayer, newAutoLayerDraft, type AutoExtractLayerOptions, type AutoLayerDraft, type AutoLayerMode } from './autoExtractLayer';
export { GROUP_SHAPES, groupShapeOf, pointGroupsGeometry, pointGroupsLayer, POINT_GROUPS_LAYER_ID, type GroupedDataset, type GroupShape } from './pointGroupsLayer';
export { drawTextSelections, TEXT_SELECTION_COLORS, TEXT_SELECTIONS_LAYER_ID, textSelectionsLayer, type TextSelectionMark } from './textSelectionsLayer';
export { VERSION_CHANGE_COLORS, VERSION_CHANGES_LAYER_ID, versionChangeMarks, versionChangesLayer, type VersionChangeMark } from './versionChangesLayer';
