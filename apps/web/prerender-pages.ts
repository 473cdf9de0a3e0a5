import react from '@vitejs/plugin-react';
import type { Language } from '@postradar/i18n';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, transformWithEsbuild, type Plugin, type Rollup } from 'vite';
import { singleCopies } from '../../vite.shared';
import { compressFile } from '../../vite.precompress';
import { chunksReached } from './bundle-chunks';
import { escapeHtml } from './escape-html';
import { codeOf, firstTextsModule, screenDocument, screenDocuments } from './screen-documents';

/** A public page whose markup is rendered at build time, in every language. */
export interface PrerenderedPage {
  /** The file's name under dist/prerendered: `${name}.${language}.html`. */
  name: string;
  /** The address it is rendered at. */
  path: string;
  /** The catalogue key of the page's title, as the page sets it once the app runs. */
  titleKey: string;
  /**
   * Where a visitor with a session is sent before the page is drawn, as the app's own guard of
   * the page sends them once it runs (load-app.ts); none for a page everyone may see.
   */
  signedInTarget?: string;
  /**
   * The modules loaded on demand that the page renders (source paths from the app's folder):
   * their chunks' styles are linked from the page, so that its markup is styled before any script
   * runs.
   */
  modules: readonly string[];
}

export const prerenderedPages: readonly PrerenderedPage[] = [
  {
    name: 'login',
    path: '/login',
    titleKey: 'auth.login.pageTitle',
    signedInTarget: '/',
    modules: [
      'src/features/auth/login-page.tsx',
      'src/features/landing/landing-sections.tsx',
      'src/components/public-footer.tsx',
      'src/app/overlays/global-overlays.tsx',
    ],
  },
];

/** Where the server-side build of the renderer goes: inside the app, so that Node finds its packages. */
const rendererDir = 'node_modules/.prerender';
const rendererEntry = 'src/prerender/render-page.tsx';
/** The classic script a page rendered ahead loads the app with, once it is drawn. */
const loaderSource = 'src/prerender/load-app.ts';

/**
 * What the renderer's module gives: the app's languages and color scheme, the storage keys of
 * the session (the access token's, then the user's), and a page's markup.
 */
interface Renderer {
  languages: readonly Language[];
  colorScheme: string;
  sessionKeys: readonly [string, string];
  renderPage(path: string, language: Language): Promise<string>;
  renderHead(titleKey: string, language: Language): { title: string; description: string };
}

/** The styles of the chunks holding `modules`, and of the chunks those import, in load order. */
export function stylesOf(bundle: Rollup.OutputBundle, modules: readonly string[]): string[] {
  const styles = chunksReached(bundle, modules).flatMap((chunk) => [
    ...(chunk.viteMetadata?.importedCss ?? []),
  ]);
  return [...new Set(styles)];
}

interface PageParts {
  markup: string;
  /** The tab title and the description, in the page's language. */
  title: string;
  description: string;
  /** The build's file of the loader script (load-app.ts). */
  loader: string;
  /** Where the loader sends a visitor with a session, and the storage keys it reads for one. */
  signedIn?: { target: string; sessionKeys: readonly string[] };
  language: Language;
  /** Mantine's, which it otherwise sets on <html> once the app runs (its styles depend on it). */
  colorScheme: string;
  styles: readonly string[];
}

const titleElement = /<title>[^<]*<\/title>/;
const descriptionContent = /(<meta\s+name="description"\s+content=")[^"]*"/;
const entryScript = /\n\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const modulePreload = /\n\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * The app's index.html with a page's markup in its root element: the page's language on <html>
 * and on the root (the app hydrates the markup only when it starts in that language), its title
 * and description in that language (what search engines and link previews read), the color
 * scheme on <html>, links to the page's styles that the index does not already load, and the app's
 * scripts asked for by the loader once the page is drawn instead of with it. The loader runs in
 * the head, before the page's markup is read (it is small and comes beside the styles, which the
 * first paint waits for anyway), so that it can send a signed-in visitor on first.
 */
export function pageDocument(
  index: string,
  { markup, title, description, loader, signedIn, language, colorScheme, styles }: PageParts,
): string {
  const entry = entryScript.exec(index)?.[1];
  if (!entry) throw new Error('index.html has no module script of the app.');
  const preloads = [...index.matchAll(modulePreload)].map((match) => match[1]);
  const signedInData = signedIn
    ? ` data-signed-in-target="${escapeHtml(signedIn.target)}"` +
      ` data-session-keys="${escapeHtml(signedIn.sessionKeys.join(' '))}"`
    : '';
  const loaderScript =
    `\n    <script src="/${loader}" data-entry="${entry}"` +
    ` data-preload="${preloads.join(' ')}"${signedInData}></script>`;
  const links = styles
    .filter((style) => !index.includes(`/${style}"`))
    .map((style) => `\n    <link rel="stylesheet" crossorigin href="/${style}">`)
    .join('');
  const rootElement = '<div id="root"></div>';
  if (!index.includes(rootElement)) throw new Error(`index.html has no empty ${rootElement}.`);
  if (!titleElement.test(index)) throw new Error('index.html has no <title>.');
  return index
    .replace(titleElement, () => `<title>${escapeHtml(title)}</title>`)
    .replace(descriptionContent, (_match, start: string) => `${start}${escapeHtml(description)}"`)
    .replace(entryScript, loaderScript)
    .replace(modulePreload, '')
    .replace(
      /<html lang="[^"]*">/,
      `<html lang="${language}" data-mantine-color-scheme="${colorScheme}">`,
    )
    .replace(/\n\s*<\/head>/, `${links}\n  </head>`)
    .replace(rootElement, `<div id="root" data-language="${language}">${markup}</div>`);
}

/** Builds the renderer for the server (Node) from the app's sources and loads it. */
async function buildRenderer(root: string): Promise<Renderer> {
  const outDir = resolve(root, rendererDir);
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    plugins: [react()],
    resolve: { dedupe: singleCopies },
    build: { ssr: rendererEntry, outDir, emptyOutDir: true, sourcemap: false, minify: false },
  });
  // Imported by its plain address: its chunks import it back so, and a second address would load
  // a second copy of the app (other React contexts).
  return (await import(pathToFileURL(join(outDir, 'render-page.js')).href)) as Renderer;
}

/**
 * Renders the public pages (`prerenderedPages`) into dist/prerendered at build time, one file per
 * language, with their Brotli and gzip copies. The API sends such a file for the page's address
 * in the visitor's language (decision 0057): the page is drawn from the HTML and its styles,
 * before any script has loaded, and the app then hydrates it. The research screens' documents
 * (`screenDocuments`) go there too: the index naming the code each screen needs.
 */
export function prerenderPages(): Plugin {
  let root = '';
  let outDir = '';
  const stylesByPage = new Map<string, string[]>();
  let screenCode: (modules: readonly string[]) => string[] = () => [];
  let loader = '';
  return {
    name: 'postradar:prerender-pages',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    async generateBundle(_options, bundle) {
      const path = resolve(root, loaderSource);
      const { code } = await transformWithEsbuild(await readFile(path, 'utf8'), path, {
        format: 'iife',
        minify: true,
      });
      loader = this.getFileName(
        this.emitFile({ type: 'asset', name: 'load-app.js', source: code }),
      );
      for (const page of prerenderedPages) {
        const modules = page.modules.map((module) => resolve(root, module));
        stylesByPage.set(page.name, stylesOf(bundle, modules));
      }
      screenCode = (modules) =>
        codeOf(
          bundle,
          modules.map((module) => resolve(root, module)),
        );
    },
    async closeBundle() {
      const { languages, colorScheme, sessionKeys, renderPage, renderHead } =
        await buildRenderer(root);
      const index = await readFile(join(outDir, 'index.html'), 'utf8');
      const folder = join(outDir, 'prerendered');
      await rm(folder, { recursive: true, force: true });
      await mkdir(folder, { recursive: true });
      for (const page of prerenderedPages) {
        for (const language of languages) {
          const markup = await renderPage(page.path, language);
          const file = join(folder, `${page.name}.${language}.html`);
          const styles = stylesByPage.get(page.name) ?? [];
          const head = renderHead(page.titleKey, language);
          const signedIn = page.signedInTarget
            ? { target: page.signedInTarget, sessionKeys }
            : undefined;
          const parts = { markup, ...head, loader, signedIn, language, colorScheme, styles };
          await writeFile(file, pageDocument(index, parts));
          await compressFile(file);
        }
      }
      for (const screen of screenDocuments) {
        for (const language of languages) {
          const code = screenCode([...screen.modules, firstTextsModule(language)]);
          const file = join(folder, `${screen.path}.${language}.html`);
          await mkdir(dirname(file), { recursive: true });
          await writeFile(file, screenDocument(index, { loader, code, sessionKeys, language }));
          await compressFile(file);
        }
      }
    },
  };
}
