export { PointGroupSettingsDialog, type PointGroupSettingsDialogProps } from './PointGroupSettingsDialog';
export { PointGroupsPanel, type PointGroupsPanelProps } from './PointGroupsPanel';
