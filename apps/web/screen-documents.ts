import type { ResearchScreenKey } from './src/features/research/research-screen';
import {
  withAppAfterFirstPaint,
  withHead,
  withRootMarkup,
  type DocumentHead,
} from './document-parts';

/**
 * A screen of signed-in sellers whose document draws its frame (src/prerender/screen-frame.tsx)
 * and names the code it needs, so that the browser fetches that code beside the app's entry
 * instead of after it.
 */
export interface ScreenDocument {
  screen: ResearchScreenKey;
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
  {
    screen: 'posts',
    path: '/a/posts',
    modules: [mainApp, 'src/features/research/posts-screen.tsx', searchAhead],
  },
  {
    screen: 'ads',
    path: '/a/ads',
    modules: [mainApp, 'src/features/research/ads-screen.tsx', searchAhead],
  },
  {
    screen: 'trending',
    path: '/a/trending',
    modules: [mainApp, 'src/features/research/trending-screen.tsx', searchAhead],
  },
];

/**
 * The font files a language's text is drawn in (src/fonts.css), by the name the build gives them
 * before its hash: preloaded, so that the frame is drawn in the app's font, in the same lines.
 */
export const fontsOf = (language: string): readonly string[] =>
  language === 'vi'
    ? ['inter-latin-wght-normal', 'inter-vietnamese-wght-normal']
    : ['inter-latin-wght-normal'];

/** The module of a language's first part of the interface texts (@postradar/i18n), from the app's folder. */
export const firstTextsModule = (language: string) =>
  `../../packages/i18n/src/locales/${language}/first-part.ts`;

interface ScreenParts extends DocumentHead {
  /** The screen's frame. */
  markup: string;
  /** The build's file of the loader script (prerender/load-app.ts). */
  loader: string;
  /** The script files the screen needs (those the index loads already are left out). */
  scripts: readonly string[];
  /** The storage keys of a session: the access token's, then the user's. */
  sessionKeys: readonly string[];
}

/**
 * The app's index.html for a screen: the screen's head (document-parts.ts: its title, language,
 * style sheets and fonts), its frame in the root, and the app's scripts asked for by the loader
 * once the frame is drawn, with the screen's own code beside them when the browser holds a
 * session. For a visitor without one, the loader hides the frame (the app sends them to sign in,
 * and they fetch none of the screen's code). The frame is drawn from the document, its styles and
 * fonts, before any script of the app has run; the app's first render replaces it (without
 * data-language on the root, the app does not hydrate it).
 */
export function screenDocument(
  index: string,
  { markup, loader, scripts, sessionKeys, ...head }: ScreenParts,
) {
  const screenCode = scripts
    .map((file) => `/${file}`)
    .filter((address) => !index.includes(`${address}"`));
  const document = withAppAfterFirstPaint(withHead(index, head), loader, {
    'screen-code': screenCode.join(' '),
    'session-keys': sessionKeys.join(' '),
  });
  return withRootMarkup(document, markup);
}
