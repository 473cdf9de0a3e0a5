export interface DocumentTitleParts {
  /** Shown before the page title, e.g. an unread count such as '(3)'. */
  prefix?: string;
  title?: string;
  /** The product suffix, ' - PostRadar' in both languages. */
  suffix: string;
}

/** Optional prefix, then the page title, then the product suffix (' - PostRadar'). */
export function formatDocumentTitle({ prefix, title, suffix }: DocumentTitleParts): string {
  const head = [prefix?.trim(), title?.trim()].filter(Boolean).join(' ');
  return head ? `${head}${suffix}` : suffix.replace(/^\s*-\s*/, '');
}
