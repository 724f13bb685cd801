/**
 * The auth feature: login and logout buttons, the header's player menu (which ends in logout),
 * the login modals and the session's sync.
 */
export { LoginButton } from './components/login-button';
export { LoginDialog } from './components/lazy-login-dialog';
export { LogoutButton } from './components/logout-button';
export { PlayerMenu } from './components/player-menu';
export { TermsOfUsePopup } from './components/terms-of-use-popup';
export { resetAuthSyncForTesting, useAuthSync } from './session/auth-sync';
export { resetLogoutForTesting, useLogoutEffects } from './session/logout-effects';
export { useLoginFlowStore } from './store/login-flow-store';
export { runShellEffects } from './session/shell-effects';
