export { MeasurementsPanel, type MeasurementsPanelProps } from './MeasurementsPanel';
