import { escapeHtml } from './escape-html';

/** What a document rendered ahead says in its head, in its language. */
export interface DocumentHead {
  /** The tab title and the description (what search engines and link previews read). */
  title: string;
  description: string;
  language: string;
  /** Mantine's, which it otherwise sets on <html> once the app runs (its styles depend on it). */
  colorScheme: string;
  /** The style sheets its markup needs; those the index links already are left out. */
  styles: readonly string[];
  /** Font files its markup is drawn in, fetched beside the styles rather than after them. */
  fonts?: readonly string[];
}

const titleElement = /<title>[^<]*<\/title>/;
const descriptionContent = /(<meta\s+name="description"\s+content=")[^"]*"/;
const rootElement = '<div id="root"></div>';

/**
 * The app's index.html with a document's head: its title and description, its language and the
 * color scheme on <html>, and links to its style sheets and fonts after the index's own, so that
 * its markup is drawn as the app draws it before any script runs.
 */
export function withHead(
  index: string,
  { title, description, language, colorScheme, styles, fonts = [] }: DocumentHead,
): string {
  if (!titleElement.test(index)) throw new Error('index.html has no <title>.');
  const links = [
    ...styles
      .filter((style) => !index.includes(`/${style}"`))
      .map((style) => `<link rel="stylesheet" crossorigin href="/${style}">`),
    ...fonts.map(
      (font) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${font}">`,
    ),
  ]
    .map((link) => `\n    ${link}`)
    .join('');
  return index
    .replace(titleElement, () => `<title>${escapeHtml(title)}</title>`)
    .replace(descriptionContent, (_match, start: string) => `${start}${escapeHtml(description)}"`)
    .replace(
      /<html lang="[^"]*">/,
      `<html lang="${language}" data-mantine-color-scheme="${colorScheme}">`,
    )
    .replace(/\n\s*<\/head>/, `${links}\n  </head>`);
}

/** The app's index.html with `markup` in its root element, which gets `attributes` too. */
export function withRootMarkup(index: string, markup: string, attributes = ''): string {
  if (!index.includes(rootElement)) throw new Error(`index.html has no empty ${rootElement}.`);
  return index.replace(rootElement, () => `<div id="root"${attributes}>${markup}</div>`);
}

const entryScript = /\n\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const modulePreload = /\n\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * The app's index.html with the app's scripts asked for by the loader script (src/prerender/
 * load-app.ts) once the document's markup is drawn, instead of with it: the entry and the modules
 * the index preloads go to the loader (`data-entry`, `data-preload`), with `data`, its other
 * attributes (names and values). The loader runs in the head, before the markup is read (it is
 * small and comes beside the styles, which the first paint waits for anyway).
 */
export function withAppAfterFirstPaint(
  index: string,
  loader: string,
  data: Record<string, string> = {},
): string {
  const entry = entryScript.exec(index)?.[1];
  if (!entry) throw new Error('index.html has no module script of the app.');
  const preloads = [...index.matchAll(modulePreload)].map((match) => match[1]);
  const attributes = Object.entries({ entry, preload: preloads.join(' '), ...data })
    .map(([name, value]) => ` data-${name}="${escapeHtml(value)}"`)
    .join('');
  return index
    .replace(entryScript, () => `\n    <script src="/${loader}"${attributes}></script>`)
    .replace(modulePreload, '');
}
