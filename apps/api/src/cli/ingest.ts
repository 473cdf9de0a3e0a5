// `npm run ingest -- <file>` or `npm run ingest -- -` (standard input): imports NDJSON
// (docs/data-format.md) into the database the API uses (same environment) and prints the summary.
import { formatImportSummary, importNdjson } from '@postradar/ingest';
import { createReadStream, existsSync } from 'node:fs';
import { openCommandDatabase } from './open-command-database';

const usage = `Usage:
  npm run ingest -- <file.ndjson>
  npm run ingest -- -            (reads standard input)
The format is described in docs/data-format.md.`;

async function main(args: string[]) {
  const [path] = args;
  if (!path || args.length > 1 || path === '--help') {
    console.error(usage);
    return 2;
  }
  if (path !== '-' && !existsSync(path)) {
    console.error(`No such file: ${path}`);
    return 2;
  }
  const database = await openCommandDatabase();
  if (!database) return 1;
  try {
    const input = path === '-' ? process.stdin : createReadStream(path);
    let shown = 0;
    const summary = await importNdjson(database.db, input, {
      source: path === '-' ? 'stdin' : path,
      onFailure: (error) => console.error(error),
      onProgress: (progress) => {
        if (!process.stderr.isTTY || progress.linesRead - shown < 50_000) return;
        shown = progress.linesRead;
        process.stderr.write(`  ${progress.linesRead} lines read, ${progress.stored} stored\r`);
      },
    });
    console.log(formatImportSummary(summary));
    return summary.status === 'succeeded' ? 0 : 1;
  } finally {
    await database.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
