// The package's one door: consumers import '@touchline/site' only, never a file inside it.
export * from './request/query-string';

export * from './shell/routing';
export * from './shell/page-layout';
export * from './shell/shell-layout';
export * from './shell/visibility';
export * from './shell/live-chat';
export * from './shell/notifications';
export * from './shell/shell-reducer';

export * from './session/validation';
export * from './session/otp-countdown';
export * from './session/session-expiry';
export * from './session/login-errors';
export * from './session/login-security';

export * from './account/account-display';
export * from './account/settings-panel-reducer';
export * from './account/responsible-gambling';
export * from './account/wallet-parts';
export * from './account/cashier-limits';
export * from './account/deposit-limits';

export * from './i18n';
export * from './shell/menu-rules';
