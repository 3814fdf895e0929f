/** The open extraction: its document, undo per file and page, selection, tool, flow and unsaved operations. */
export * from './EditorSession';
export * from './commands';
export * from './textCommands';
export * from './tagging';
export * from './datasetCommands';
export * from './studyTreeCommands';
export * from './wpdCommands';
export * from './pointGroupCommands';
export * from './measurementCommands';
export * from './autoCommands';
export * from './tableCommands';
export { applyInPlace, applyToCopy, inverseOf, jsonBytes, pointer, segmentsOf, valueAt, type PatchOperation } from './patch';
export { describePath, jsonEqual, mergeThreeWay, type MergeConflict, type MergeResult } from './rebase';
export { shallowArrayEqual, shallowEqual, useEditorSession, useSessionSelector, useSessionSelectorAfterFrame, useSessionUndoKeys } from './useEditorSession';
export * from './barCommands';
export * from './survivalCommands';
