/** The class names given, without the ones left out (`false`, `undefined`). */
export function classNames(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
