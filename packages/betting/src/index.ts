// The package's one door: consumers import '@touchline/betting' only, never a file inside it.
export * from './assert';
export * from './ids';
export * from './site-settings';

export * from './money/currencies';
export * from './money/money';
export * from './money/returns';

export * from './odds/odds';
export * from './odds/odds-format';
export * from './odds/margins';

export * from './stakes/stake';
export * from './stakes/quick-bet';

export * from './markets/market-ids';
export * from './markets/markets';
export * from './markets/sports';
export * from './markets/competitions';
export * from './markets/date-filters';

export * from './live/live-updates';
export * from './live/live-filter-reducer';
export * from './live/feed-transitions';
export * from './live/stored-price';
export * from './live/match-score';
export * from './live/tracker-kinds';

export * from './betslip/limits';
export * from './betslip/betslip-codes';
export * from './betslip/each-way';
export * from './betslip/systems';
export * from './betslip/tax';
export * from './betslip/parlay';
export * from './betslip/multiples';
export * from './betslip/betslip-rules';
export * from './betslip/betslip-builder';
export * from './betslip/price-betslip';
export * from './betslip/betslip-reducer';

export * from './settlement/settlement';
export * from './settlement/cash-out';
export * from './settlement/partial-cash-out';

export * from './bets/my-bets-reducer';

export * from './jackpot/jackpot-pool';
export * from './jackpot/jackpot-slip';
export * from './jackpot/jackpot-picks';
