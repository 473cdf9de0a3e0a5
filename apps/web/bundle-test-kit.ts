import type { Rollup } from 'vite';

/** A chunk of a client build, with what the build's plugins read of it. */
export function chunk(fileName: string, moduleIds: string[], imports: string[], css: string[]) {
  return {
    type: 'chunk',
    fileName,
    moduleIds,
    imports,
    viteMetadata: { importedCss: new Set(css), importedAssets: new Set() },
  } as unknown as Rollup.OutputChunk;
}

/** A client build of `chunks`, by file name. */
export const bundleOf = (chunks: Rollup.OutputChunk[]): Rollup.OutputBundle =>
  Object.fromEntries(chunks.map((output) => [output.fileName, output]));
