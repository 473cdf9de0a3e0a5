import {
  metaHarvestRuns,
  metaHarvests,
  type Database,
  type HarvestFrequency,
  type MetaHarvest,
  type MetaHarvestRun,
} from '@postradar/db';
import { asc, desc, eq, lte, sql } from 'drizzle-orm';
import { adsArchiveQuerySchema, type AdsArchiveQuery } from '../ads-archive-query';
import { createHarvestRun } from './harvest-run-repository';

export const harvestIntervalMs: Record<HarvestFrequency, number> = {
  hourly: 3_600_000,
  daily: 86_400_000,
};

export class HarvestNameTaken extends Error {
  constructor(name: string) {
    super(`a harvest named "${name}" exists already`);
    this.name = 'HarvestNameTaken';
  }
}

/** A new harvest, due at once. */
export async function addHarvest(
  db: Database,
  input: { name: string; query: AdsArchiveQuery; every: HarvestFrequency },
): Promise<MetaHarvest> {
  const rows = await db
    .insert(metaHarvests)
    .values({ name: input.name, query: input.query, every: input.every })
    .onConflictDoNothing()
    .returning();
  const [harvest] = rows;
  if (!harvest) throw new HarvestNameTaken(input.name);
  return harvest;
}

/** A harvest by its id or its name (any case). */
export async function findHarvest(db: Database, idOrName: string): Promise<MetaHarvest | null> {
  const byId = /^\d{1,15}$/.test(idOrName) ? eq(metaHarvests.id, Number(idOrName)) : sql`false`;
  const [harvest] = await db
    .select()
    .from(metaHarvests)
    .where(sql`${byId} or lower(${metaHarvests.name}) = lower(${idOrName})`)
    .limit(1);
  return harvest ?? null;
}

/** Removes a harvest; its runs stay, as one-off runs of their query. */
export async function removeHarvest(db: Database, id: number): Promise<void> {
  await db.delete(metaHarvests).where(eq(metaHarvests.id, id));
}

export interface HarvestWithLastRun {
  harvest: MetaHarvest;
  lastRun: MetaHarvestRun | null;
}

export async function listHarvests(db: Database): Promise<HarvestWithLastRun[]> {
  const harvests = await db.select().from(metaHarvests).orderBy(asc(metaHarvests.id));
  return Promise.all(
    harvests.map(async (harvest) => {
      const [lastRun] = await db
        .select()
        .from(metaHarvestRuns)
        .where(eq(metaHarvestRuns.harvestId, harvest.id))
        .orderBy(desc(metaHarvestRuns.startedAt), desc(metaHarvestRuns.id))
        .limit(1);
      return { harvest, lastRun: lastRun ?? null };
    }),
  );
}

/** The most overdue harvest, if one is due. */
export async function dueHarvest(db: Database, now: Date): Promise<MetaHarvest | null> {
  const [harvest] = await db
    .select()
    .from(metaHarvests)
    .where(lte(metaHarvests.nextRunAt, now))
    .orderBy(asc(metaHarvests.nextRunAt), asc(metaHarvests.id))
    .limit(1);
  return harvest ?? null;
}

/** A new run of `harvest`, its next one scheduled a period from now. */
export async function startHarvestRun(
  db: Database,
  harvest: MetaHarvest,
  now: Date,
  pageLimit: number,
): Promise<MetaHarvestRun> {
  const next = new Date(now.getTime() + harvestIntervalMs[harvest.every]);
  await db.update(metaHarvests).set({ nextRunAt: next }).where(eq(metaHarvests.id, harvest.id));
  return createHarvestRun(db, {
    query: adsArchiveQuerySchema.parse(harvest.query),
    harvestId: harvest.id,
    pageLimit,
    now,
  });
}

/** Recent runs, newest first, of one harvest or of all (one-off runs included). */
export async function listHarvestRuns(
  db: Database,
  options: { harvestId?: number; limit: number },
): Promise<MetaHarvestRun[]> {
  return db
    .select()
    .from(metaHarvestRuns)
    .where(options.harvestId ? eq(metaHarvestRuns.harvestId, options.harvestId) : undefined)
    .orderBy(desc(metaHarvestRuns.startedAt), desc(metaHarvestRuns.id))
    .limit(options.limit);
}
