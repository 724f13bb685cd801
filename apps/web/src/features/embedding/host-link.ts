/**
 * The embedded site's validating half of the host protocol, loaded on demand by the bridge
 * (components/host-bridge.tsx) only when the page is embedded: the channel that parses every
 * host message and every message sent with the protocol's schemas, and the balance watcher that
 * reads the cached answers with the contract's. With zod, it is not in any page's first-load
 * scripts (docs/decisions.md "First-load JavaScript").
 */
export { createHostChannel } from './host-channel';
export { watchBalanceUpdates } from './bridge/balance-updates';
