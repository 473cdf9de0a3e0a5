import react from '@vitejs/plugin-react';
import type { Language } from '@postradar/i18n';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, transformWithEsbuild, type Plugin } from 'vite';
import { singleCopies } from '../../vite.shared';
import { compressFile } from '../../vite.precompress';
import { scriptsOf, stylesOf } from './bundle-chunks';
import {
  withAppAfterFirstPaint,
  withHead,
  withRootMarkup,
  type DocumentHead,
} from './document-parts';
import type { ResearchScreenKey } from './src/features/research/research-screen';
import { firstTextsModule, fontsOf, screenDocument, screenDocuments } from './screen-documents';

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
 * the session (the access token's, then the user's), a page's markup and head, and a research
 * screen's frame and the catalogue key of its title.
 */
interface Renderer {
  languages: readonly Language[];
  colorScheme: string;
  sessionKeys: readonly [string, string];
  renderPage(path: string, language: Language): Promise<string>;
  renderHead(titleKey: string, language: Language): { title: string; description: string };
  renderScreenFrame(path: string, screen: ResearchScreenKey, language: Language): Promise<string>;
  researchScreenTitleKey(screen: ResearchScreenKey): string;
}

interface PageParts extends DocumentHead {
  markup: string;
  /** The build's file of the loader script (load-app.ts). */
  loader: string;
  /** Where the loader sends a visitor with a session, and the storage keys it reads for one. */
  signedIn?: { target: string; sessionKeys: readonly string[] };
}

/**
 * The app's index.html with a page's markup in its root element: the page's head in its language
 * (document-parts.ts), its language on the root too (the app hydrates the markup only when it
 * starts in that language), and the app's scripts asked for by the loader once the page is drawn;
 * the loader first sends a signed-in visitor on where the page says so.
 */
export function pageDocument(
  index: string,
  { markup, loader, signedIn, ...head }: PageParts,
): string {
  const signedInData: Record<string, string> = signedIn
    ? { 'signed-in-target': signedIn.target, 'session-keys': signedIn.sessionKeys.join(' ') }
    : {};
  const document = withAppAfterFirstPaint(withHead(index, head), loader, signedInData);
  return withRootMarkup(document, markup, ` data-language="${head.language}"`);
}

/** The file of `files` the build named after `name` (its name, a dash, its hash). */
export function fileNamed(files: readonly string[], name: string): string {
  const file = files.find((path) => basename(path).startsWith(`${name}-`));
  if (!file) throw new Error(`The build has no file named after ${name}.`);
  return file;
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
 * (`screenDocuments`) go there too: each screen's frame, and the code it needs.
 */
export function prerenderPages(): Plugin {
  let root = '';
  let outDir = '';
  const stylesByPage = new Map<string, string[]>();
  let screenCode: (modules: readonly string[]) => { scripts: string[]; styles: string[] } = () => ({
    scripts: [],
    styles: [],
  });
  let fontFiles: readonly string[] = [];
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
      fontFiles = Object.values(bundle)
        .filter((output) => output.type === 'asset' && output.fileName.endsWith('.woff2'))
        .map((output) => output.fileName);
      screenCode = (modules) => {
        const paths = modules.map((module) => resolve(root, module));
        return { scripts: scriptsOf(bundle, paths), styles: stylesOf(bundle, paths) };
      };
    },
    async closeBundle() {
      const renderer = await buildRenderer(root);
      const { languages, colorScheme, sessionKeys, renderPage, renderHead } = renderer;
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
          const { scripts, styles } = screenCode([...screen.modules, firstTextsModule(language)]);
          const markup = await renderer.renderScreenFrame(screen.path, screen.screen, language);
          const head = renderHead(renderer.researchScreenTitleKey(screen.screen), language);
          const fonts = fontsOf(language).map((name) => fileNamed(fontFiles, name));
          const parts = {
            markup,
            ...head,
            loader,
            scripts,
            sessionKeys,
            language,
            colorScheme,
            styles,
            fonts,
          };
          const file = join(folder, `${screen.path}.${language}.html`);
          await mkdir(dirname(file), { recursive: true });
          await writeFile(file, screenDocument(index, parts));
          await compressFile(file);
        }
      }
    },
  };
}
