import type { ImportSummary } from '@postradar/contracts';
import { importRuns, type Database, type ImportRun } from '@postradar/db';
import { desc, eq } from 'drizzle-orm';

export async function createImportRun(
  db: Database,
  input: { source: string; startedBy?: string | null },
): Promise<ImportRun> {
  const [run] = await db
    .insert(importRuns)
    .values({ source: input.source.slice(0, 500), startedBy: input.startedBy ?? null })
    .returning();
  if (!run) throw new Error('import run was not created');
  return run;
}

export type ImportRunProgress = Pick<
  ImportRun,
  | 'status'
  | 'linesRead'
  | 'stored'
  | 'skipped'
  | 'storedByType'
  | 'skippedByType'
  | 'changes'
  | 'errors'
  | 'failure'
  | 'finishedAt'
>;

export async function saveImportRun(
  db: Database,
  id: number,
  progress: ImportRunProgress,
): Promise<ImportRun> {
  const [run] = await db.update(importRuns).set(progress).where(eq(importRuns.id, id)).returning();
  if (!run) throw new Error(`import run ${id} is gone`);
  return run;
}

export async function listImportRuns(db: Database, limit: number): Promise<ImportRun[]> {
  return db
    .select()
    .from(importRuns)
    .orderBy(desc(importRuns.startedAt), desc(importRuns.id))
    .limit(limit);
}

export function toImportSummary(run: ImportRun): ImportSummary {
  return {
    _id: String(run.id),
    source: run.source,
    status: run.status,
    linesRead: run.linesRead,
    stored: run.stored,
    skipped: run.skipped,
    storedByType: run.storedByType,
    skippedByType: run.skippedByType,
    changes: run.changes,
    errors: run.errors,
    failure: run.failure,
    startedAt: run.startedAt.toISOString(),
    finishedAt: run.finishedAt ? run.finishedAt.toISOString() : null,
  };
}
