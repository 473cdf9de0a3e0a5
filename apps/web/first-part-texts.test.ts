import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { firstPartSections } from '../../packages/i18n/src/catalogue-parts';

// The web app starts with the first part of its texts; a screen that reads the rest is loaded
// through `lazyWithRestOfTexts`, which waits for it (decision 0060). Every other module the app
// can load, statically or on demand, must read only first-part sections, or it would show raw
// keys to a seller who had not yet opened a screen of the rest.

const webSource = fileURLToPath(new URL('./src', import.meta.url));
const uiSource = fileURLToPath(new URL('../../packages/ui/src', import.meta.url));
const start = join(webSource, 'main.tsx');

const isSource = (file: string) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file);

function filesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return name === 'test' ? [] : filesUnder(path);
    return isSource(path) ? [path] : [];
  });
}

/** The source file an import of `specifier` from `file` names, if it is one of the app's. */
function resolveImport(file: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = resolve(dirname(file), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')];
  return candidates.find((path) => isSource(path) && existsSync(path) && statSync(path).isFile());
}

/**
 * The modules `source` has loaded with the rest of the texts: `lazyWithRestOfTexts(() =>
 * import('…'), …)`, or `lazyWithRestOfTexts(load, …)` with `const load = () => import('…')`.
 */
function loadedWithRest(source: string): Set<string> {
  const loaders = new Set(
    [...source.matchAll(/lazyWithRestOfTexts\(\s*(\w+)\s*,/g)].map((match) => match[1]),
  );
  const inline = source.matchAll(/lazyWithRestOfTexts\(\s*\(\)\s*=>\s*import\(\s*'([^']+)'/g);
  const named = [...source.matchAll(/const (\w+) = \(\) => import\(\s*'([^']+)'/g)].filter(
    (match) => loaders.has(match[1]),
  );
  return new Set([
    ...[...inline].map((match) => match[1] ?? ''),
    ...named.map((match) => match[2] ?? ''),
  ]);
}

/** What `source` loads: its static and dynamic imports, except screens loaded with the rest. */
function importsOf(source: string): string[] {
  const withRest = loadedWithRest(source);
  const named = [
    ...source.matchAll(/(?:import|export)\s[^;]*?\sfrom\s+'([^']+)'/g),
    ...source.matchAll(/import\(\s*'([^']+)'\s*\)/g),
  ].map((match) => match[1] ?? '');
  return named.filter((specifier) => !withRest.has(specifier));
}

/** The app's modules that can load before any screen of the rest: packages/ui's in full. */
function modulesBeforeRest(): string[] {
  const reached = new Set<string>(filesUnder(uiSource));
  const pending = [start];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (reached.has(file)) continue;
    reached.add(file);
    for (const specifier of importsOf(readFileSync(file, 'utf8'))) {
      const target = resolveImport(file, specifier);
      if (target) pending.push(target);
    }
  }
  return [...reached];
}

/** The catalogue sections `source` reads: `t('section.…')`, t(`section.…`), i18nKey="section.…". */
function sectionsRead(source: string): string[] {
  const keys = source.matchAll(/(?:\bt\(\s*|i18nKey=\{?\s*)['"`]([a-zA-Z]+)\./g);
  return [...keys].map((match) => match[1] ?? '');
}

describe('the texts of the first part', () => {
  it('are the only ones read by what loads before a screen of the rest', () => {
    const modules = modulesBeforeRest();
    // The walk reaches the shell, the research screens and sign-in (a broken walk reaches nothing).
    for (const known of ['app/main/main-app.tsx', 'lib/research/post-card.tsx']) {
      expect(modules).toContain(join(webSource, known));
    }
    const first = new Set<string>(firstPartSections);
    const misread = modules.flatMap((file) =>
      sectionsRead(readFileSync(file, 'utf8'))
        .filter((section) => !first.has(section))
        .map((section) => `${file.replace(/.*\/(apps|packages)\//, '$1/')}: ${section}`),
    );
    expect(misread).toEqual([]);
  });

  it('leave out the screens loaded with the rest', () => {
    const modules = modulesBeforeRest();
    expect(modules).not.toContain(join(webSource, 'features/settings/settings-area.tsx'));
    expect(modules).not.toContain(join(webSource, 'features/entities/entity-list-screens.tsx'));
  });
});
