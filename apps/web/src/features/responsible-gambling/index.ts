/**
 * The responsible-gambling feature: the limits page, the reality-check reminder and the
 * regulated market's risk-group player modal.
 */
export { RealityCheckReminder } from './components/reality-check-reminder';
export { RiskGroupModal } from './components/risk-group-modal';
export { ResponsibleGamblingPanel } from './components/responsible-gambling-panel';
