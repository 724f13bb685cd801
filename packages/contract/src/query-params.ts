import { z } from 'zod';
import { LONG_QUERY_THRESHOLD_CHARS } from '@touchline/betting';

/**
 * Building blocks for the spec's query parameters (betting-domain §7 "Request decoration"):
 * query params are serialised with commas unescaped and nulls as empty strings, so an empty value
 * means "absent"; lists are comma-joined. The same parameters may also arrive as a JSON or form
 * body (the long events query's POST form): `normaliseParams` flattens both to one shape.
 */

/**
 * Flattens request parameters to `{ name: string }`: empty values (and JSON null) are dropped,
 * numbers and booleans become their text, a repeated parameter or a JSON array is read as its
 * values comma-joined (`ids=1&ids=2` ≡ `ids=1,2` ≡ `"ids":[1,2]`). Anything else (a nested
 * object) is left as it is for the schema to reject.
 */
export function normaliseParams(raw: unknown): unknown {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return raw;
  // No prototype: a parameter named __proto__ is just an (unknown, ignored) parameter.
  const out = Object.create(null) as Record<string, unknown>;
  for (const [key, value] of Object.entries(raw as Record<string, unknown>)) {
    const flat = Array.isArray(value) ? joinList(value) : scalarText(value);
    if (flat === undefined || flat === '') continue;
    out[key] = flat;
  }
  return out;
}

function scalarText(value: unknown): unknown {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return value;
}

function joinList(values: readonly unknown[]): unknown {
  const parts = values.map(scalarText);
  // A list holding an object cannot be a parameter: hand it on unflattened to be rejected.
  if (parts.some((p) => p !== undefined && typeof p !== 'string')) return values;
  return parts.filter((p): p is string => p !== undefined).join(',');
}

/** A parameters schema that reads normalised parameters (see `normaliseParams`). */
export function fromParams<S extends z.ZodType>(schema: S) {
  return z.preprocess(normaliseParams, schema);
}

/** `true` or `false`, as the spec's serialiser writes booleans. */
export const BoolParam = z
  .enum(['true', 'false'], { error: 'must be true or false' })
  .transform((v) => v === 'true');

/** Largest id the platform accepts in a parameter (JS safe integer; ids are int8). */
export const MAX_ID = Number.MAX_SAFE_INTEGER;
/** Largest market type id (an int4 column). */
export const MAX_INT4 = 2_147_483_647;

/**
 * A comma-separated list of numeric ids (commas unescaped), at most `maxItems` long, each id at
 * most `maxValue`; duplicates are kept once, in order.
 */
export function idListParam(options: { maxItems: number; maxValue?: number }) {
  const maxValue = options.maxValue ?? MAX_ID;
  return z
    .string()
    .regex(/^\d{1,16}(,\d{1,16})*$/, 'must be a comma-separated list of numeric ids')
    .transform((s, ctx) => {
      const ids = [...new Set(s.split(',').map(Number))];
      if (ids.length > options.maxItems) {
        ctx.addIssue({ code: 'custom', message: `must list at most ${options.maxItems} ids` });
        return z.NEVER;
      }
      if (ids.some((id) => id > maxValue)) {
        ctx.addIssue({ code: 'custom', message: `ids must be at most ${maxValue}` });
        return z.NEVER;
      }
      return ids;
    });
}

/**
 * A comma-separated list of values from `values`, matched case-insensitively (the spec sends
 * OPEN,SUSPENDED and REGULAR,ESPORTS); answered in the casing of `values`, duplicates dropped.
 */
export function enumListParam<const V extends readonly string[]>(values: V) {
  const byUpper = new Map<string, V[number]>(values.map((v) => [v.toUpperCase(), v]));
  return z
    .string()
    .max(200, 'is too long')
    .transform((s, ctx) => {
      const out: V[number][] = [];
      for (const raw of s.split(',')) {
        const found = byUpper.get(raw.trim().toUpperCase());
        if (found === undefined) {
          ctx.addIssue({
            code: 'custom',
            message: `unknown value "${raw.slice(0, 40)}" (expected ${values.join(', ')})`,
          });
          return z.NEVER;
        }
        if (!out.includes(found)) out.push(found);
      }
      return out;
    });
}

/** One value of `values`, matched case-insensitively. */
export function enumParam<const V extends readonly string[]>(values: V) {
  const byUpper = new Map<string, V[number]>(values.map((v) => [v.toUpperCase(), v]));
  return z.string().transform((s, ctx) => {
    const found = byUpper.get(s.trim().toUpperCase());
    if (found === undefined) {
      ctx.addIssue({
        code: 'custom',
        message: `unknown value "${s.slice(0, 40)}" (expected ${values.join(' or ')})`,
      });
      return z.NEVER;
    }
    return found;
  });
}

/**
 * An ISO-8601 instant with an offset that is a real calendar instant (2026-02-30 is refused,
 * not rolled over), read as epoch milliseconds.
 */
export const InstantParam = z.iso
  .datetime({ offset: true, error: 'must be an ISO-8601 date-time with an offset' })
  .refine((s) => isRealInstant(s), 'is not a real calendar date-time');

function isRealInstant(text: string): boolean {
  const ms = Date.parse(text);
  if (!Number.isFinite(ms)) return false;
  // The calendar day written must exist: compare against the day the offset-free part names.
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(text);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const day = new Date(Date.UTC(y, m - 1, d));
  return day.getUTCFullYear() === y && day.getUTCMonth() === m - 1 && day.getUTCDate() === d;
}

/** An id parameter (path or query): digits only, a safe integer ≥ 1. */
export const IdParam = z
  .string()
  .regex(/^\d{1,16}$/, 'must be a numeric id')
  .transform(Number)
  .refine((n) => n >= 1 && n <= MAX_ID, 'must be a positive id');

/** spec betting-domain §9: long query threshold 2000 characters. */
export const LONG_QUERY_CHARS = LONG_QUERY_THRESHOLD_CHARS;
