/** The betslip feature: the slip column, the price buttons that fill it, and its store. */
export { Betslip } from './components/betslip';
export { PriceButton } from './components/price-button';
export { useBetslipState, useBetslipStore } from './store/betslip-store';
