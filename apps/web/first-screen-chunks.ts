import type { Plugin, Rollup } from 'vite';
import { bindingGraph } from './binding-graph';

/** The module that starts the app; what it imports statically is in the entry chunk. */
const entryModule = /[\\/]apps[\\/]web[\\/]src[\\/]main\.tsx$/;

/**
 * The code a signed-in seller's first screen loads on demand: the main app with its shell, the
 * research screens and the search the start asks for ahead (app/screen-code.ts, start-ahead.ts).
 */
const firstScreenModules = [
  /[\\/]src[\\/]app[\\/]main[\\/]main-app\.tsx$/,
  /[\\/]src[\\/]features[\\/]research[\\/](posts|ads|trending)-screen\.tsx$/,
  /[\\/]src[\\/]lib[\\/]research[\\/]search-ahead\.ts$/,
];
const isFirstScreen = (id: string) => firstScreenModules.some((pattern) => pattern.test(id));

/**
 * What visitors without a session load, which must stay light: their screens (the home page,
 * sign-in) and the overlays drawn beside every screen (toasts, the support chat).
 */
const publicScreen = /[\\/]src[\\/](features[\\/](auth|landing)|app[\\/]overlays)[\\/]/;

/** Every module `roots` import statically, directly or through others, the roots included. */
function reach(roots: Iterable<string>, imports: ReadonlyMap<string, ReadonlySet<string>>) {
  const reached = new Set<string>();
  const pending = [...roots];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (reached.has(id)) continue;
    reached.add(id);
    pending.push(...(imports.get(id) ?? []));
  }
  return reached;
}

/** Where the modules of the build go: the entry's, and the chunk of each grouped module. */
export interface ModuleGroups {
  /** What the entry imports statically, directly or through others. */
  entry: ReadonlySet<string>;
  /** The chunk each module the first screen loads on demand goes to. */
  groups: ReadonlyMap<string, string>;
}

/** Groups the modules of the build (`ids`: every one, by id). */
export function groupModules(
  ids: readonly string[],
  imports: ReadonlyMap<string, ReadonlySet<string>>,
  dynamicImports: (id: string) => readonly string[],
): ModuleGroups {
  const entry = reach(
    ids.filter((id) => entryModule.test(id)),
    imports,
  );
  const onDemand = [...new Set([...entry].flatMap(dynamicImports))];
  const firstScreen = reach(onDemand.filter(isFirstScreen), imports);
  const publicScreens = reach(
    onDemand.filter((id) => publicScreen.test(id)),
    imports,
  );
  const otherScreens = reach(
    onDemand.filter((id) => !isFirstScreen(id) && !publicScreen.test(id)),
    imports,
  );
  const groups = new Map<string, string>();
  for (const id of firstScreen) {
    if (entry.has(id)) continue;
    if (publicScreens.has(id)) groups.set(id, 'public-shared');
    else groups.set(id, otherScreens.has(id) ? 'screens-shared' : 'first-screen');
  }
  return { entry, groups };
}

/**
 * The chunk a module goes to (undefined: wherever Rollup puts it), `library` naming the chunk of
 * the library it belongs to, if any (vite.shared.ts).
 */
export function chunkOf(
  id: string,
  { entry, groups }: ModuleGroups,
  library: string | undefined,
): string | undefined {
  const group = groups.get(id);
  if (!library) return group;
  if (entry.has(id)) return library;
  return group && `${library}-${group}`;
}

/**
 * Chunks for the code the first screen of the main app loads on demand. Left to Rollup, the
 * modules it shares in different combinations with the other screens loaded on demand (sign-in,
 * settings, pricing, the overlays...) became some seventy chunks of a few hundred bytes each,
 * fetched six at a time over HTTP/1.1 before the first results could be asked for. Grouped:
 * `first-screen` holds what only the main app and its research screens use, `public-shared` what
 * they share with the screens of visitors without a session (kept apart so that those stay
 * light), `screens-shared` what they share with the other screens loaded on demand, which load it
 * too; the entry's modules stay in the entry. Which module uses which is read from the bindings
 * each module imports (binding-graph.ts), not from the files it names: a package's index names
 * every module of the package, and through it every icon would count as used by every screen.
 *
 * A library's chunk (vite.shared.ts) holds what the entry uses of it; what the first screen uses
 * besides is grouped the same way beside it (`mantine-first-screen`, `mantine-public-shared`...),
 * apart from the app's code, whose chunks change with every release; what only the other screens
 * use goes with them. Mantine's one chunk held every component of the app, the filters' number
 * inputs and the settings' tables included, and the sign-in page loaded it all.
 *
 * A group's chunk holds only the modules named here (`onlyExplicitManualChunks`). What a module
 * imports is reached from wherever the module is, so a group imports only from the entry, from
 * itself and from groups shared more widely (first-screen -> screens-shared -> public-shared ->
 * entry): the chunks never import each other in a cycle.
 */
export function firstScreenChunks(): Plugin {
  let modules: ModuleGroups = { entry: new Set(), groups: new Map() };
  return {
    name: 'postradar:first-screen-chunks',
    apply: 'build',
    async buildEnd(error) {
      if (error) return;
      const ids = [...this.getModuleIds()];
      const imports = await bindingGraph(this, ids);
      const dynamicImports = (id: string) => this.getModuleInfo(id)?.dynamicallyImportedIds ?? [];
      modules = groupModules(ids, imports, dynamicImports);
    },
    outputOptions(options) {
      const vendorChunk = options.manualChunks;
      if (typeof vendorChunk !== 'function') return options;
      const manualChunks: Rollup.GetManualChunk = (id, meta) =>
        chunkOf(id, modules, vendorChunk(id, meta) ?? undefined);
      return { ...options, manualChunks, onlyExplicitManualChunks: true };
    },
  };
}
