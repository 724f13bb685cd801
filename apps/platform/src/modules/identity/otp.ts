/**
 * One-time codes (spec shell §9: 6 digits, valid 30 minutes): made with a CSPRNG, stored as
 * sha256(salt ‖ code) with a per-code salt, compared in constant time. A 6-digit code is
 * guessable offline from its hash, so the hash only keeps codes out of plain sight; what makes
 * guessing useless is the 5-try burn and the 30-minute life.
 */
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_CODE_LENGTH } from '@touchline/site';

export function generateOtpCode(): string {
  return String(randomInt(0, 10 ** OTP_CODE_LENGTH)).padStart(OTP_CODE_LENGTH, '0');
}

export function newOtpSalt(): string {
  return randomBytes(16).toString('hex');
}

export function hashOtpCode(code: string, salt: string): string {
  return createHash('sha256').update(`${salt}:${code}`).digest('hex');
}

/** Constant-time check of a typed code against a stored hash. */
export function otpMatches(code: string, salt: string, storedHash: string): boolean {
  const typed = Buffer.from(hashOtpCode(code, salt), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return typed.length === stored.length && timingSafeEqual(typed, stored);
}

/** sha256 of a random identifier (pending-login ids are stored only hashed). */
export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** A random, URL-safe identifier with 256 bits of entropy. */
export function randomId(): string {
  return randomBytes(32).toString('base64url');
}

/** Where a code went, masked: only the last two characters show. */
export function maskDestination(recipient: string): string {
  const visible = recipient.slice(-2);
  const hidden = recipient.slice(0, -2).replace(/[^\s@.+]/g, '•');
  return `${hidden}${visible}`;
}
