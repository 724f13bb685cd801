/** The wallet feature: the header balance, balances, cashier and transactions pages. */
export { BalanceMenu } from './components/balance-menu';
export { BalancesPanel } from './components/balances-panel';
export { CashierForm } from './components/cashier-form';
export { TransactionsPanel } from './components/transactions-panel';
export { useBalanceVisibilityStore } from './store/balance-visibility-store';
