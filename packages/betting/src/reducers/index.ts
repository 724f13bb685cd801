export * from './betslip-reducer';
export * from './my-bets-reducer';
export * from './live-filter-reducer';
export * from './settings-panel-reducer';
export * from './shell-reducer';
