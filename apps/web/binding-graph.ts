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
    }
    const found = (await Promise.all(passedOn)).flat();
    return name === '*' || found.length === 0 || definesLocally(statements, name)
      ? [id, ...found]
      : found;
  }

  /** `definers` of `name` in `id` if `id` exports it at all, else nothing (for `export *`). */
  async function exportedBy(id: string, name: string, seen: Set<string>): Promise<string[]> {
    const statements = body(id);
    if (!statements) return [id];
    const found = await definers(id, name, seen);
    return found.length === 1 && found[0] === id && !definesLocally(statements, name) ? [] : found;
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
          const name =
            specifier.type === 'ImportDefaultSpecifier'
              ? 'default'
              : specifier.type === 'ImportNamespaceSpecifier'
                ? '*'
                : (nameOf(specifier.imported) ?? 'default');
          for (const definer of await definers(from, name)) uses.add(definer);
        }
      }
    }),
  );
  return graph;
}

/** Whether `statements` define the export `name` themselves rather than pass it on. */
function definesLocally(statements: Node[], name: string): boolean {
  return statements.some((statement) => {
    if (statement.type === 'ExportDefaultDeclaration') return name === 'default';
    if (statement.type !== 'ExportNamedDeclaration' || statement.source) return false;
    if (statement.declaration) return declaredNames(statement.declaration).includes(name);
    return (statement.specifiers ?? []).some((specifier) => nameOf(specifier.exported) === name);
  });
}
