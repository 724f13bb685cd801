import { otpCountdownStorageKey, resumeOtpCountdown, restartOtpCountdown } from '@touchline/site';
import { create } from 'zustand';
import { storageKey } from '../../../shared/storage/storage-key';

/** The second step a login is waiting for (spec shell §4 login step 2). */
export type PendingStep =
  | { readonly kind: 'none' }
  | {
      readonly kind: 'otp';
      /** Where the code went, masked by the platform. */
      readonly destination: string;
      /** The platform's resend wait when the code was sent (its lockout, shell §9). */
      readonly resendInSeconds: number;
    }
  | { readonly kind: 'question'; readonly question: string };

/**
 * Which second step the login waits for. A plain store: the step is what the platform answered,
 * and the rules about it (the OTP countdown) are the package's functions used below.
 */
interface LoginFlowState {
  /** The username of the login in progress (the OTP countdown is stored per user). */
  username: string;
  step: PendingStep;
  startStep: (username: string, step: PendingStep) => void;
  reset: () => void;
}

export const useLoginFlowStore = create<LoginFlowState>()((set) => ({
  username: '',
  step: { kind: 'none' },
  startStep: (username, step) => set({ username, step }),
  reset: () => set({ username: '', step: { kind: 'none' } }),
}));

function countdownKey(username: string): string {
  return storageKey(otpCountdownStorageKey(username));
}

/** spec shell §4 OTP timer: the start time stored per user (epoch ms), or null. */
export function storedOtpCountdownStart(username: string): number | null {
  try {
    const raw = window.localStorage.getItem(countdownKey(username));
    const value = raw === null ? NaN : Number(raw);
    return Number.isFinite(value) ? value : null;
  } catch {
    return null;
  }
}

function storeOtpCountdownStart(username: string, startedAt: number): void {
  try {
    window.localStorage.setItem(countdownKey(username), String(startedAt));
  } catch {
    // Without storage the countdown simply restarts when the form reopens.
  }
}

/**
 * spec shell §4 OTP timer: the countdown when the one-time-code form opens — resumed from the
 * user's stored start. When nothing is stored, or the stored countdown has run out while the
 * platform says it has just sent a code (its resend wait is running), a new countdown starts.
 */
export function openOtpCountdown(username: string, platformResendInSeconds: number, now: number) {
  const resumed = resumeOtpCountdown(storedOtpCountdownStart(username), now);
  const stored = storedOtpCountdownStart(username) !== null;
  const countdown =
    stored && !(resumed.canRequestNewCode && platformResendInSeconds > 0)
      ? resumed
      : restartOtpCountdown(now);
  storeOtpCountdownStart(username, countdown.startedAt);
  return countdown;
}

/** Requesting a new code restarts the countdown at 59 seconds (stored for the user). */
export function restartStoredOtpCountdown(username: string, now: number) {
  const countdown = restartOtpCountdown(now);
  storeOtpCountdownStart(username, countdown.startedAt);
  return countdown;
}
