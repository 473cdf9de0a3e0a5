// `npm run corpus -- --posts N --seed S [--now 2026-11-21T05:00:00Z] [--out file]`: writes a
// deterministic demo corpus in the import format (docs/data-format.md) to a file or standard output.
import { currentHour, generateCorpusNdjson } from '@postradar/ingest';
import { createWriteStream } from 'node:fs';
import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import { z } from 'zod';

const usage = `Usage:
  npm run corpus -- --posts <N> --seed <S> [--now <ISO time>] [--out <file>]
Same options, same bytes. --now (default: the current hour) is where engagement histories end.`;

const optionsSchema = z.object({
  posts: z.coerce.number().int().min(0).max(10_000_000),
  seed: z.coerce
    .number()
    .int()
    .min(0)
    .max(2 ** 31 - 1),
  now: z.iso
    .datetime({ offset: true })
    .transform((value) => new Date(value))
    .optional(),
  out: z.string().min(1).optional(),
});

async function main(args: string[]) {
  let values;
  try {
    ({ values } = parseArgs({
      args,
      options: {
        posts: { type: 'string' },
        seed: { type: 'string', default: '1' },
        now: { type: 'string' },
        out: { type: 'string' },
      },
    }));
  } catch (error) {
    console.error(`${(error as Error).message}\n${usage}`);
    return 2;
  }
  const parsed = optionsSchema.safeParse(values);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    console.error(`--${String(issue?.path[0])}: ${issue?.message}\n${usage}`);
    return 2;
  }
  const { posts, seed, now = currentHour(), out } = parsed.data;
  const lines = Readable.from(generateCorpusNdjson({ posts, seed, now }));
  const target: Writable = out ? createWriteStream(out) : process.stdout;
  await pipeline(lines, target, { end: Boolean(out) });
  if (out)
    console.error(`Wrote ${posts} posts (seed ${seed}, ending ${now.toISOString()}) to ${out}`);
  return 0;
}

process.exitCode = await main(process.argv.slice(2));
