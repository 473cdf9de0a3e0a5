import { refreshAllEntityCounts, refreshEntityCounts, type Database } from '@postradar/db';
import type { ImportBatch } from './import-batch';

/** Beyond this many pages or hosts, every count is recomputed instead (one pass over posts). */
const MAX_TOUCHED = 100_000;

/**
 * The pages and stores an import's committed batches wrote posts for or declared, whose counts
 * (decision 0040) are recomputed once the run ends: once per run rather than per batch, so that
 * batches stored side by side never wait for each other's counts.
 */
export class TouchedEntities {
  private readonly pageNetworkIds = new Set<string>();
  private readonly hosts = new Set<string>();
  private isEverything = false;

  add(batch: ImportBatch) {
    if (this.isEverything) return;
    for (const { line, host } of batch.posts.values()) {
      this.pageNetworkIds.add(line.page_id);
      if (host) this.hosts.add(host);
    }
    for (const host of batch.domains.keys()) this.hosts.add(host);
    if (this.pageNetworkIds.size > MAX_TOUCHED || this.hosts.size > MAX_TOUCHED) {
      this.isEverything = true;
      this.pageNetworkIds.clear();
      this.hosts.clear();
    }
  }

  refresh(db: Database): Promise<void> {
    if (this.isEverything) return refreshAllEntityCounts(db);
    return refreshEntityCounts(db, {
      pageNetworkIds: [...this.pageNetworkIds],
      hosts: [...this.hosts],
    });
  }
}
