import { isLanguage, type Language } from '@postradar/i18n';
import { existsSync, readdirSync } from 'node:fs';
import { join, sep } from 'node:path';

/** Where the web app's build keeps the documents it wrote ahead, and how it names them. */
const folder = 'prerendered';
const fileName = /^((?:[a-z0-9-]+\/)*[a-z0-9-]+)\.([a-z]+)\.html$/;

/**
 * The documents of the web app written at build time (apps/web/prerender-pages.ts): its public
 * pages rendered ahead, and its research screens' documents naming their code. The document of
 * the address `/${name}` in a language is the file `prerendered/${name}.${language}.html` of the
 * build (`name` may hold slashes: `a/posts`). Read once, when the server starts.
 */
export class PrerenderedPages {
  private readonly languagesByPath = new Map<string, Set<Language>>();

  constructor(webDistDir: string) {
    const dir = join(webDistDir, folder);
    if (!existsSync(dir)) return;
    for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
      const [, name, language] = fileName.exec(file.split(sep).join('/')) ?? [];
      if (!name || !isLanguage(language)) continue;
      const path = `/${name}`;
      const languages = this.languagesByPath.get(path) ?? new Set();
      languages.add(language);
      this.languagesByPath.set(path, languages);
    }
  }

  /** Whether the address (without its query) has a page rendered ahead, in any language. */
  has(path: string): boolean {
    return this.languagesByPath.has(path);
  }

  /** The build's file of the page at `path` in `language`, if it was rendered in it. */
  fileFor(path: string, language: Language): string | undefined {
    if (!this.languagesByPath.get(path)?.has(language)) return undefined;
    return `${folder}${path}.${language}.html`;
  }
}
