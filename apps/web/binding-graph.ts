import type { Rollup } from 'vite';

/** The parts of an ESTree node this reads. */
interface Node {
  type: string;
  source?: { value: unknown } | null;
  specifiers?: Specifier[];
  declaration?: (Node & { id?: { name: string } | null; declarations?: Node[] }) | null;
  exported?: Name | null;
  id?: { name: string } | null;
}
interface Name {
  type: string;
  name?: string;
  value?: unknown;
}
interface Specifier {
  type: string;
  imported?: Name;
  local: Name;
  exported?: Name;
}

const nameOf = (name: Name | null | undefined) =>
  name ? (name.type === 'Identifier' ? name.name : String(name.value)) : undefined;

/** The name an import specifier takes from its module ('*' for a namespace import). */
function importedName(specifier: Specifier): string {
  if (specifier.type === 'ImportDefaultSpecifier') return 'default';
  if (specifier.type === 'ImportNamespaceSpecifier') return '*';
  return nameOf(specifier.imported) ?? 'default';
}

/** What a local binding an import made stands for: a name exported by the module at `source`. */
interface ImportedBinding {
  source: unknown;
  name: string;
}

/** The binding each local name that `statements` import stands for. */
function importedBindings(statements: Node[]): Map<string, ImportedBinding> {
  const bindings = new Map<string, ImportedBinding>();
  for (const statement of statements) {
    if (statement.type !== 'ImportDeclaration') continue;
    for (const specifier of statement.specifiers ?? []) {
      const local = nameOf(specifier.local);
      if (local)
        bindings.set(local, { source: statement.source?.value, name: importedName(specifier) });
    }
  }
  return bindings;
}

/** The names a declaration such as `export const a = 1, b = 2` or `export function f` exports. */
function declaredNames(declaration: NonNullable<Node['declaration']>): string[] {
  if (declaration.id?.name) return [declaration.id.name];
  return (declaration.declarations ?? []).flatMap((item) => (item.id?.name ? [item.id.name] : []));
}

/**
 * For each module, the modules whose bindings it imports, followed through the modules that only
 * pass bindings on (`export { X } from './x'`, `export * from './y'`, as a package's index does)
 * to the module that defines each one, as Rollup itself follows them when it includes code. The
 * modules a file names are not the modules it uses: the index of an icon package names thousands.
 * Where the syntax leaves a doubt (a namespace import, a module without a syntax tree), every
 * module it could reach counts.
 */
export async function bindingGraph(
  context: Rollup.PluginContext,
  ids: readonly string[],
): Promise<Map<string, Set<string>>> {
  // Rollup parses a module again when its syntax tree is asked for and no longer in its small
  // cache (an index of thousands of re-exports is read once per name looked up): kept once read.
  const bodies = new Map<string, Node[] | null>();
  const body = (id: string) => {
    if (!bodies.has(id)) {
      const ast = context.getModuleInfo(id)?.ast as { body?: Node[] } | null | undefined;
      bodies.set(id, ast?.body ?? null);
    }
    return bodies.get(id) ?? null;
  };
  const imports = new Map<string, Map<string, ImportedBinding>>();
  const importsOf = (id: string, statements: Node[]) => {
    let bindings = imports.get(id);
    if (!bindings) {
      bindings = importedBindings(statements);
      imports.set(id, bindings);
    }
    return bindings;
  };
  const resolved = new Map<string, string | null>();
  async function resolve(source: unknown, importer: string): Promise<string | null> {
    if (typeof source !== 'string') return null;
    const key = `${importer}\n${source}`;
    if (!resolved.has(key)) {
      const target = await context.resolve(source, importer);
      resolved.set(key, target && !target.external ? target.id : null);
    }
    return resolved.get(key) ?? null;
  }

  /** The modules that define `name` as `id` exports it ('*': everything `id` exports). */
  async function definers(id: string, name: string, seen = new Set<string>()): Promise<string[]> {
    const statements = body(id);
    if (!statements || seen.has(`${id}\n${name}`)) return [id];
    seen.add(`${id}\n${name}`);
    const passedOn: Promise<string[]>[] = [];
    for (const statement of statements) {
      if (statement.type === 'ExportAllDeclaration') {
        const from = await resolve(statement.source?.value, id);
        const alias = nameOf(statement.exported);
        if (!from) continue;
        if (name === '*' || alias === name) passedOn.push(definers(from, '*', seen));
        else if (!alias) passedOn.push(exportedBy(from, name, seen));
      }
      if (statement.type === 'ExportNamedDeclaration' && statement.source) {
        for (const specifier of statement.specifiers ?? []) {
          if (name !== '*' && nameOf(specifier.exported) !== name) continue;
          const from = await resolve(statement.source.value, id);
          if (from) passedOn.push(definers(from, nameOf(specifier.local) ?? 'default', seen));
        }
      }
      // `import { X } from './x'; export { X }`: how a bundled index such as Mantine's passes on.
      if (statement.type === 'ExportNamedDeclaration' && !statement.source) {
        for (const specifier of statement.specifiers ?? []) {
          if (name !== '*' && nameOf(specifier.exported) !== name) continue;
          const binding = importsOf(id, statements).get(nameOf(specifier.local) ?? '');
          const from = binding && (await resolve(binding.source, id));
          if (binding && from) passedOn.push(definers(from, binding.name, seen));
        }
      }
    }
    const found = (await Promise.all(passedOn)).flat();
    return name === '*' ||
      found.length === 0 ||
      definesLocally(statements, name, importsOf(id, statements))
      ? [id, ...found]
      : found;
  }

  /** `definers` of `name` in `id` if `id` exports it at all, else nothing (for `export *`). */
  async function exportedBy(id: string, name: string, seen: Set<string>): Promise<string[]> {
    const statements = body(id);
    if (!statements) return [id];
    const found = await definers(id, name, seen);
    return found.length === 1 &&
      found[0] === id &&
      !definesLocally(statements, name, importsOf(id, statements))
      ? []
      : found;
  }

  const graph = new Map<string, Set<string>>();
  await Promise.all(
    ids.map(async (id) => {
      const uses = new Set<string>();
      graph.set(id, uses);
      const statements = body(id);
      if (!statements) {
        for (const imported of context.getModuleInfo(id)?.importedIds ?? []) uses.add(imported);
        return;
      }
      for (const statement of statements) {
        if (statement.type !== 'ImportDeclaration') continue;
        const from = await resolve(statement.source?.value, id);
        if (!from) continue;
        const specifiers = statement.specifiers ?? [];
        if (specifiers.length === 0) uses.add(from);
        for (const specifier of specifiers) {
          for (const definer of await definers(from, importedName(specifier))) uses.add(definer);
        }
      }
    }),
  );
  return graph;
}

/**
 * Whether `statements` define the export `name` themselves rather than pass it on (`imported`:
 * the bindings they import, which an export list passes on).
 */
function definesLocally(
  statements: Node[],
  name: string,
  imported: ReadonlyMap<string, unknown>,
): boolean {
  return statements.some((statement) => {
    if (statement.type === 'ExportDefaultDeclaration') return name === 'default';
    if (statement.type !== 'ExportNamedDeclaration' || statement.source) return false;
    if (statement.declaration) return declaredNames(statement.declaration).includes(name);
    return (statement.specifiers ?? []).some(
      (specifier) =>
        nameOf(specifier.exported) === name && !imported.has(nameOf(specifier.local) ?? ''),
    );
  });
}
