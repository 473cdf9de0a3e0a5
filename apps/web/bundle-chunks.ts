import type { Rollup } from 'vite';

/**
 * The chunks holding `modules` and every chunk those import statically, directly or through
 * others, each after what it imports (the order the browser needs them in).
 */
export function chunksReached(
  bundle: Rollup.OutputBundle,
  modules: readonly string[],
): Rollup.OutputChunk[] {
  const chunks = Object.values(bundle).filter(
    (output): output is Rollup.OutputChunk => output.type === 'chunk',
  );
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const reached: Rollup.OutputChunk[] = [];
  const seen = new Set<string>();
  const visit = (chunk: Rollup.OutputChunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    for (const imported of chunk.imports) {
      const importedChunk = byFile.get(imported);
      if (importedChunk) visit(importedChunk);
    }
    reached.push(chunk);
  };
  for (const chunk of chunks) {
    if (modules.some((module) => chunk.moduleIds.includes(module))) visit(chunk);
  }
  return reached;
}

/** The script files of the chunks holding `modules` and of those they import, in load order. */
export function scriptsOf(bundle: Rollup.OutputBundle, modules: readonly string[]): string[] {
  return chunksReached(bundle, modules).map((chunk) => chunk.fileName);
}

/** The styles of the chunks holding `modules` and of those they import, in load order. */
export function stylesOf(bundle: Rollup.OutputBundle, modules: readonly string[]): string[] {
  const styles = chunksReached(bundle, modules).flatMap((chunk) => [
    ...(chunk.viteMetadata?.importedCss ?? []),
  ]);
  return [...new Set(styles)];
}
