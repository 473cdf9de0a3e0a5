import { parseAst, type Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { bindingGraph } from './binding-graph';
import { chunkOf, groupModules } from './first-screen-chunks';

/** A small app: its modules' sources by id, and what each import names. */
const sources: Record<string, string> = {
  '/app/apps/web/src/main.tsx': `
    import { loadTexts } from '@ui';
    import { Provider } from '@kit';
    loadTexts(Provider);
    const screens = [
      () => import('./app/main/main-app.tsx'),
      () => import('./features/auth/login-page.tsx'),
      () => import('./features/settings/settings.tsx'),
    ];`,
  '/app/packages/ui/index.ts': `
    export { loadTexts } from './texts.ts';
    export { Logo } from './logo.tsx';
    export * from './pager.tsx';
    export * as icons from './icons.ts';`,
  '/app/packages/ui/texts.ts': `export function loadTexts() {}`,
  '/app/packages/ui/logo.tsx': `import './logo.css'; export const Logo = () => null;`,
  '/app/packages/ui/logo.css': `export default {};`,
  '/app/packages/ui/pager.tsx': `export function Pager() {}`,
  '/app/packages/ui/icons.ts': `export const Star = 1;`,
  // A bundled package's index imports every module and exports them in one list.
  '/app/node_modules/kit/index.mjs': `
    import { Provider } from './provider.mjs';
    import { Table as KitTable } from './table.mjs';
    export { Provider, KitTable as Table };`,
  '/app/node_modules/kit/provider.mjs': `export const Provider = 1;`,
  '/app/node_modules/kit/table.mjs': `export const Table = 2;`,
  '/app/apps/web/src/app/main/main-app.tsx': `
    import { Logo, Pager } from '@ui';
    import { cards } from './cards.ts';
    export const MainApp = [Logo, Pager, cards];`,
  '/app/apps/web/src/app/main/cards.ts': `export const cards = [];`,
  '/app/apps/web/src/features/settings/settings.tsx': `
    import { Pager } from '@ui';
    import { Table } from '@kit';
    export const Settings = [Pager, Table];`,
  '/app/apps/web/src/features/auth/login-page.tsx': `
    import { Logo } from '@ui';
    export const LoginPage = Logo;`,
};

const resolutions: Record<string, string> = {
  '@ui': '/app/packages/ui/index.ts',
  '@kit': '/app/node_modules/kit/index.mjs',
};

function resolve(source: string, importer: string): string {
  return resolutions[source] ?? new URL(source, `file://${importer}`).pathname;
}

/** The parts of Rollup's plugin context the graph reads, over `sources`. */
const context = {
  getModuleInfo: (id: string) => {
    const code = sources[id];
    if (code === undefined) return null;
    const ast = parseAst(code);
    const dynamicallyImportedIds = [...code.matchAll(/import\('([^']+)'\)/g)].map((match) =>
      resolve(match[1] ?? '', id),
    );
    return { ast, importedIds: [], dynamicallyImportedIds };
  },
  resolve: (source: string, importer: string) =>
    Promise.resolve({ id: resolve(source, importer), external: false }),
} as unknown as Rollup.PluginContext;

const ids = Object.keys(sources);

describe('bindingGraph', () => {
  it('follows what a module imports through re-exports to the module that defines it', async () => {
    const graph = await bindingGraph(context, ids);
    expect([...(graph.get('/app/apps/web/src/app/main/main-app.tsx') ?? [])].sort()).toEqual([
      '/app/apps/web/src/app/main/cards.ts',
      '/app/packages/ui/logo.tsx',
      '/app/packages/ui/pager.tsx',
    ]);
    expect([...(graph.get('/app/apps/web/src/main.tsx') ?? [])]).toEqual([
      '/app/packages/ui/texts.ts',
      '/app/node_modules/kit/provider.mjs',
    ]);
    expect([...(graph.get('/app/apps/web/src/features/settings/settings.tsx') ?? [])]).toEqual([
      '/app/packages/ui/pager.tsx',
      '/app/node_modules/kit/table.mjs',
    ]);
    // A side-effect import is used by its importer.
    expect([...(graph.get('/app/packages/ui/logo.tsx') ?? [])]).toEqual([
      '/app/packages/ui/logo.css',
    ]);
  });
});

describe('groupModules', () => {
  it('puts what only the first screen uses in one chunk, what it shares with the public screens and with the others in two more', async () => {
    const graph = await bindingGraph(context, ids);
    const { entry, groups } = groupModules(
      ids,
      graph,
      (id) => context.getModuleInfo(id)?.dynamicallyImportedIds ?? [],
    );
    expect([...entry].sort()).toEqual([
      '/app/apps/web/src/main.tsx',
      '/app/node_modules/kit/provider.mjs',
      '/app/packages/ui/texts.ts',
    ]);
    expect(Object.fromEntries(groups)).toEqual({
      '/app/apps/web/src/app/main/main-app.tsx': 'first-screen',
      '/app/apps/web/src/app/main/cards.ts': 'first-screen',
      '/app/packages/ui/pager.tsx': 'screens-shared',
      '/app/packages/ui/logo.tsx': 'public-shared',
      '/app/packages/ui/logo.css': 'public-shared',
    });
  });
});

describe('chunkOf', () => {
  const modules = {
    entry: new Set(['main.tsx', 'kit/provider.mjs']),
    groups: new Map([
      ['main-app.tsx', 'first-screen'],
      ['kit/select.mjs', 'first-screen'],
      ['kit/button.mjs', 'public-shared'],
    ]),
  };

  it('keeps in a library’s chunk what the entry uses of it, and groups the rest beside it', () => {
    expect(chunkOf('kit/provider.mjs', modules, 'kit')).toBe('kit');
    expect(chunkOf('kit/select.mjs', modules, 'kit')).toBe('kit-first-screen');
    expect(chunkOf('kit/button.mjs', modules, 'kit')).toBe('kit-public-shared');
    // Used by other screens only: left to Rollup, with them.
    expect(chunkOf('kit/table.mjs', modules, 'kit')).toBeUndefined();
  });

  it('puts the app’s own modules in their group, or leaves them to Rollup', () => {
    expect(chunkOf('main-app.tsx', modules, undefined)).toBe('first-screen');
    expect(chunkOf('main.tsx', modules, undefined)).toBeUndefined();
    expect(chunkOf('settings.tsx', modules, undefined)).toBeUndefined();
  });
});
