/** A MediaQueryList whose answer never changes. */
export function fixedMediaQueryList(query: string, matches: boolean): MediaQueryList {
  return {
    matches,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  };
}

const widthQuery = /\((max|min)-width:\s*([\d.]+)(px|em)\)/;

/**
 * Whether a display `width` px wide matches `query`: its max-width or min-width (px, or em of
 * 16 px); any other query does not match.
 */
export function matchesWidth(query: string, width: number): boolean {
  const [, bound, value = '0', unit] = widthQuery.exec(query) ?? [];
  if (!bound) return false;
  const limit = Number(value) * (unit === 'em' ? 16 : 1);
  return bound === 'max' ? width <= limit : width >= limit;
}
