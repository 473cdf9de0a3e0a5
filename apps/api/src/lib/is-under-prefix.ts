/** Whether `url` (a path, with or without its query) is `prefix` itself or under it. */
export function isUnderPrefix(url: string, prefix: string): boolean {
  return url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`);
}
