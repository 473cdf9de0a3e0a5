import { parseAst, type Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { bindingGraph } from './binding-graph';
import { groupModules } from './first-screen-chunks';

/** A small app: its modules' sources by id, and what each import names. */
const sources: Record<string, string> = {
  '/app/apps/web/src/main.tsx': `
    import { loadTexts } from '@ui';
    loadTexts();
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
  '/app/apps/web/src/app/main/main-app.tsx': `
    import { Logo, Pager } from '@ui';
    import { cards } from './cards.ts';
    export const MainApp = [Logo, Pager, cards];`,
  '/app/apps/web/src/app/main/cards.ts': `export const cards = [];`,
  '/app/apps/web/src/features/settings/settings.tsx': `
    import { Pager } from '@ui';
    export const Settings = Pager;`,
  '/app/apps/web/src/features/auth/login-page.tsx': `
    import { Logo } from '@ui';
    export const LoginPage = Logo;`,
};

const resolutions: Record<string, string> = {
  '@ui': '/app/packages/ui/index.ts',
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
    const chunks = groupModules(
      ids,
      graph,
      (id) => context.getModuleInfo(id)?.dynamicallyImportedIds ?? [],
    );
    expect(Object.fromEntries(chunks)).toEqual({
      '/app/apps/web/src/app/main/main-app.tsx': 'first-screen',
      '/app/apps/web/src/app/main/cards.ts': 'first-screen',
      '/app/packages/ui/pager.tsx': 'screens-shared',
      '/app/packages/ui/logo.tsx': 'public-shared',
      '/app/packages/ui/logo.css': 'public-shared',
    });
  });
});
