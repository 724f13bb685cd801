import { z } from 'zod';

/** Every platform error body: a machine code and a readable message (never a stack). */
export const ApiError = z.object({
  code: z.string(),
  message: z.string(),
});
export type ApiError = z.infer<typeof ApiError>;

/** Login errors also carry the spec's `reasonJson.responseCode` (shell §8). */
export const LoginError = ApiError.extend({
  reasonJson: z.object({ responseCode: z.string() }).optional(),
});
export type LoginError = z.infer<typeof LoginError>;

/** Comma-separated id lists as sent by the spec's query serialiser (commas unescaped). */
export const IdList = z
  .string()
  .regex(/^\d+(,\d+)*$/, 'must be a comma-separated list of numeric ids')
  .transform((s) => s.split(',').map(Number));

export const IsoDateTime = z.iso.datetime({ offset: true });

/**
 * A page cursor: only rows with a smaller id than this (the previous page's `nextBefore`), newest
 * first.
 */
export const IdCursor = z.coerce
  .number()
  .int()
  .positive()
  .max(2 ** 52);
