/** A query parameter's value; null and undefined leave the parameter out. */
export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Readonly<Record<string, QueryValue | readonly QueryValue[]>>;

/**
 * Percent-encodes a name or value as the API has always received them: spaces as '+', and ':',
 * '$' and ',' left as they are, so that comma-separated lists read as such in the address.
 */
function encode(text: string): string {
  return encodeURIComponent(text)
    .replace(/%3A/gi, ':')
    .replace(/%24/g, '$')
    .replace(/%2C/gi, ',')
    .replace(/%20/g, '+');
}

/**
 * The query string of `params`, without '?': `{ q: 'ao thun', ids: ['1', '2'] }` is
 * `q=ao+thun&ids%5B%5D=1&ids%5B%5D=2` (an array repeats its name with '[]' after it).
 */
export function toQueryString(params: QueryParams): string {
  return Object.entries(params)
    .flatMap(([name, value]) =>
      isList(value) ? value.map((item) => [`${name}[]`, item] as const) : [[name, value] as const],
    )
    .filter((pair): pair is readonly [string, string | number | boolean] => pair[1] != null)
    .map(([name, value]) => `${encode(name)}=${encode(String(value))}`)
    .join('&');
}

function isList(value: QueryValue | readonly QueryValue[]): value is readonly QueryValue[] {
  return Array.isArray(value);
}
