import { z } from 'zod';

/** POST /xapi/icore/players/login body (shell §7). */
export const PlayerLoginRequest = z.object({
  username: z.string().trim().min(1, 'username is required').max(64),
  password: z.string().min(1, 'password is required').max(256),
});
export type PlayerLoginRequest = z.infer<typeof PlayerLoginRequest>;

/** Its answer: alsToken (the client copies it to jweToken). */
export const PlayerLoginResponse = z.object({
  alsToken: z.string(),
  alsPlayerId: z.number().int(),
  accountId: z.number().int(),
  username: z.string(),
  currency: z.string(),
  locale: z.string(),
  expirationTimeInSeconds: z.number().int(),
});
export type PlayerLoginResponse = z.infer<typeof PlayerLoginResponse>;
