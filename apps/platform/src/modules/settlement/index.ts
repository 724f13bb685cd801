/** Settlement's face: the runner each platform instance starts (results from the bus, sweeps). */
export { createSettlementRunner, type SettlementRunner } from './runner';
export type { ResettledBet, SettlementReport } from './service';
