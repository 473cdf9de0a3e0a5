import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

/** The text files of a build, worth compressing; images and fonts are compressed already. */
const compressible = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

const encodings = [
  {
    extension: '.br',
    compress: (data: Buffer) =>
      promisify(brotliCompress)(data, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      }),
  },
  {
    extension: '.gz',
    compress: (data: Buffer) => promisify(gzip)(data, { level: constants.Z_BEST_COMPRESSION }),
  },
];

export async function compressFile(path: string) {
  const data = await readFile(path);
  await Promise.all(
    encodings.map(async ({ extension, compress }) => {
      const compressed = await compress(data);
      if (compressed.length < data.length) await writeFile(`${path}${extension}`, compressed);
    }),
  );
}

/**
 * Writes a Brotli (`.br`) and a gzip (`.gz`) copy next to each text file of the build, once, at
 * the highest level (too slow to do per request). The API serves them to browsers that accept
 * them (`preCompressed` in its web-app plugin); a copy that would not be smaller is not written.
 */
export function precompress(): Plugin {
  return {
    name: 'postradar:precompress',
    apply: 'build',
    async writeBundle({ dir }) {
      if (!dir) return;
      const files = await readdir(dir, { recursive: true, withFileTypes: true });
      await Promise.all(
        files
          .filter((file) => file.isFile() && compressible.test(file.name))
          .map((file) => compressFile(join(file.parentPath, file.name))),
      );
    },
  };
}
