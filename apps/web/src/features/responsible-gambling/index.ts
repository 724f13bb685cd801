/** The responsible-gambling feature: the limits page and the reality-check reminder. */
export { RealityCheckReminder } from './components/reality-check-reminder';
export { ResponsibleGamblingPanel } from './components/responsible-gambling-panel';
