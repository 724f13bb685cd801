/**
 * The embedding feature (spec shell §1, §2, §7): the start-up flags and the mode they give, the
 * bridge that talks to the host page, and the host protocol's messages (for host pages).
 */
export { HostBridge } from './components/host-bridge';
export {
  EMBED_QUERY,
  NATIVE_APP_ORIGINS,
  resetEmbedModeForTesting,
  useEmbedMode,
  type EmbedMode,
  type NativeAppOrigin,
} from './embed-mode';
export {
  HOST_PROTOCOL,
  HostToSiteMessage,
  SiteToHostMessage,
  hostMessage,
  type HostToSiteInput,
} from './host-protocol';
