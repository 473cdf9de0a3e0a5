import type { Rollup } from 'vite';
import { chunksReached } from './bundle-chunks';
import { escapeHtml } from './escape-html';

/**
 * A screen of signed-in sellers whose document names the code it needs, so that the browser
 * fetches that code beside the app's entry instead of after it.
 */
export interface ScreenDocument {
  /** The screen's address; its documents are `dist/prerendered${path}.${language}.html`. */
  path: string;
  /**
   * The modules the app's start loads on demand for this address (app/screen-code.ts and
   * start-ahead.ts), source paths from the app's folder.
   */
  modules: readonly string[];
}

const mainApp = 'src/app/main/main-app.tsx';
const searchAhead = 'src/lib/research/search-ahead.ts';

/** The research screens, where sellers land and which the start asks results for ahead. */
export const screenDocuments: readonly ScreenDocument[] = [
  { path: '/a/posts', modules: [mainApp, 'src/features/research/posts-screen.tsx', searchAhead] },
  { path: '/a/ads', modules: [mainApp, 'src/features/research/ads-screen.tsx', searchAhead] },
  {
    path: '/a/trending',
    modules: [mainApp, 'src/features/research/trending-screen.tsx', searchAhead],
  },
];

/** The module of a language's first part of the interface texts (@postradar/i18n), from the app's folder. */
export const firstTextsModule = (language: string) =>
  `../../packages/i18n/src/locales/${language}/first-part.ts`;

/**
 * The script files of the chunks holding `modules` and of those they import, in load order, and
 * their style sheets.
 */
export function codeOf(bundle: Rollup.OutputBundle, modules: readonly string[]): string[] {
  const chunks = chunksReached(bundle, modules);
  const styles = chunks.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]);
  return [...chunks.map((chunk) => chunk.fileName), ...new Set(styles)];
}

/** The app's entry script in the index, the loader goes before it. */
const entryScript = /\n\s*<script type="module"[^>]*><\/script>/;

interface ScreenParts {
  /** The build's file of the loader script (prerender/load-app.ts). */
  loader: string;
  /** The script files the screen needs (those the index loads already are left out). */
  code: readonly string[];
  /** The storage keys of a session: the access token's, then the user's. */
  sessionKeys: readonly string[];
  language: string;
}

/**
 * The app's index.html for a screen: the same document, in the screen's language, with the
 * loader script first, which asks for the screen's code at once when the browser holds a session
 * (a visitor without one is sent to sign in, and fetches none of it). The loader is a classic
 * script that holds up the parser: it runs as soon as it arrives, while the app's modules are
 * still on their way (an asynchronous script was run only after them), and nothing on the page
 * is drawn before the app runs anyway.
 */
export function screenDocument(
  index: string,
  { loader, code, sessionKeys, language }: ScreenParts,
) {
  if (!entryScript.test(index)) throw new Error('index.html has no module script of the app.');
  const addresses = code
    .map((file) => `/${file}`)
    .filter((address) => !index.includes(`${address}"`));
  const loaderScript =
    `\n    <script src="/${loader}"` +
    ` data-screen-code="${escapeHtml(addresses.join(' '))}"` +
    ` data-session-keys="${escapeHtml(sessionKeys.join(' '))}"></script>`;
  return index
    .replace(/<html lang="[^"]*">/, `<html lang="${language}">`)
    .replace(entryScript, (script) => `${loaderScript}${script}`);
}
