export { SurvivalPanel, parseTimeList, type SurvivalPanelProps, type SurvivalPanelArm } from './SurvivalPanel';
export { RiskTableGrid, type RiskTableGridProps } from './RiskTableGrid';
export { SurvivalChart, timeTicks, type SurvivalChartProps, type ChartArm } from './SurvivalChart';
export { formatMedian, formatP, formatRatio, formatSurvival, formatTime } from './format';
