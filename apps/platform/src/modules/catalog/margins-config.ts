import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { MarginsConfig } from '@touchline/contract';

/**
 * The per-brand margins served by /xapi/rest/oddsLadderAndMargins (spec shell §5/§7,
 * betting-domain §3 margins entry): a file in the repository, parsed once at start-up by the
 * contract schema, so a bad file stops the platform with a message instead of serving nonsense.
 */
export const MARGINS_FILE = fileURLToPath(new URL('../../../config/margins.json', import.meta.url));

export function loadMarginsConfig(brand: string, path: string = MARGINS_FILE): MarginsConfig {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new Error(`Cannot read the margins file ${path}: ${String(error)}`);
  }
  const parsed = MarginsConfig.safeParse(raw);
  if (!parsed.success) {
    const issues = parsed.error.issues
      .slice(0, 5)
      .map((i) => `${i.path.join('.')}: ${i.message}`)
      .join('; ');
    throw new Error(`Invalid margins file ${path}: ${issues}`);
  }
  if (!parsed.data[brand]) throw new Error(`The margins file ${path} has no entry for ${brand}`);
  return parsed.data;
}
