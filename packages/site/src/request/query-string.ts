/**
 * Query-string serialisation of the spec's calls (betting-domain §7 request decoration, shell
 * §7): "query params serialise with commas unescaped and nulls as empty strings".
 */

/** A parameter value: lists are comma-joined (the spec's id lists, `outcomeIds`). */
export type QueryParamValue =
  string | number | boolean | null | undefined | readonly (string | number)[];

/** Percent-encodes a name or value, leaving commas as they are (spec: commas unescaped). */
function encodePart(text: string): string {
  return encodeURIComponent(text).replace(/%2C/gi, ',');
}

function valueText(value: Exclude<QueryParamValue, null | undefined>): string {
  if (Array.isArray(value)) return value.map(String).join(',');
  return String(value);
}

/**
 * The query string (without `?`) of a parameter object, in its key order:
 * - null is sent as an empty value (`name=`), spec §7;
 * - undefined is left out (decision: an unset optional parameter is not sent at all);
 * - lists are comma-joined and commas stay unescaped (`ids=1,2,3`);
 * - numbers and booleans as their text (`true` / `false`); everything else percent-encoded.
 */
export function serialiseQueryParams(params: Readonly<Record<string, QueryParamValue>>): string {
  const pairs: string[] = [];
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined) continue;
    const text = value === null ? '' : valueText(value);
    pairs.push(`${encodePart(name)}=${encodePart(text)}`);
  }
  return pairs.join('&');
}

/** The path with its serialised query appended (`?` only when there is one). */
export function withQueryParams(
  path: string,
  params: Readonly<Record<string, QueryParamValue>>,
): string {
  const query = serialiseQueryParams(params);
  if (query === '') return path;
  return `${path}${path.includes('?') ? '&' : '?'}${query}`;
}
