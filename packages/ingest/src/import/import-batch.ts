import type {
  ImportDomainLine,
  ImportLine,
  ImportMetrics,
  ImportPageLine,
  ImportPostLine,
} from '@postradar/contracts';
import { normalizeHost } from '@postradar/search';

/** A line kept with its number, so that an error found while storing can name it. */
export interface Numbered<T> {
  number: number;
  line: T;
}

export interface SnapshotRow {
  number: number;
  postNetworkId: string;
  /** ISO, normalised, so that 10:00:00Z and 10:00:00.000Z are the same snapshot. */
  at: string;
  metrics: ImportMetrics;
}

/**
 * The valid lines of one batch, deduplicated by key (a later line wins, as it would if it came in a
 * later batch): one INSERT per table can then upsert them all.
 */
export class ImportBatch {
  readonly pages = new Map<string, Numbered<ImportPageLine>>();
  readonly domains = new Map<string, Numbered<ImportDomainLine>>();
  readonly posts = new Map<string, Numbered<ImportPostLine> & { host: string | null }>();
  readonly snapshots = new Map<string, SnapshotRow>();
  /** Every line added (duplicates included): they are all stored or reported. */
  lines = 0;

  get size() {
    return this.lines;
  }

  add(number: number, line: ImportLine) {
    this.lines++;
    switch (line.type) {
      case 'page':
        this.pages.set(line.id, { number, line });
        return;
      case 'domain': {
        const host = normalizeHost(line.host);
        this.domains.set(host, { number, line: { ...line, host } });
        return;
      }
      case 'post': {
        const host = line.link ? normalizeHost(new URL(line.link).hostname) || null : null;
        this.posts.set(line.id, { number, line, host });
        if (line.metrics) this.addSnapshot(number, line.id, line.metrics);
        return;
      }
      case 'metrics':
        this.addSnapshot(number, line.post_id, line);
        return;
    }
  }

  private addSnapshot(number: number, postNetworkId: string, metrics: ImportMetrics) {
    const at = new Date(metrics.at).toISOString();
    this.snapshots.set(`${postNetworkId} ${at}`, { number, postNetworkId, at, metrics });
  }
}
