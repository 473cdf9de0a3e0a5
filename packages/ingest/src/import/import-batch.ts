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

function postOf(line: ImportLine): string | undefined {
  if (line.type === 'post') return line.id;
  if (line.type === 'metrics') return line.post_id;
  return undefined;
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
  /** Posts whose rows it writes: its post lines and the posts of its metrics. */
  readonly postIds = new Set<string>();
  /** Store hosts its posts link to (created as 'other' when new). */
  readonly linkedHosts = new Set<string>();
  /** The type of every line added, by number (duplicates included): all are stored or reported. */
  readonly lineTypes = new Map<number, ImportLine['type']>();

  /** The post of the last line added, if it was a post or metrics line. */
  private lastPost: string | undefined;

  get size() {
    return this.lineTypes.size;
  }

  /** Whether `line` is about the same post as the last line added (more of its metrics). */
  continuedBy(line: ImportLine): boolean {
    return this.lastPost !== undefined && postOf(line) === this.lastPost;
  }

  /** Whether the last line added may still be followed by lines about the same post. */
  get mayContinue(): boolean {
    return this.lastPost !== undefined;
  }

  add(number: number, line: ImportLine) {
    this.lineTypes.set(number, line.type);
    this.lastPost = postOf(line);
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
        this.postIds.add(line.id);
        if (host) this.linkedHosts.add(host);
        if (line.metrics) this.addSnapshot(number, line.id, line.metrics);
        return;
      }
      case 'metrics':
        this.postIds.add(line.post_id);
        this.addSnapshot(number, line.post_id, line);
        return;
    }
  }

  /**
   * Whether this batch may be stored while `other` is still in its own transaction, with the
   * result of storing it afterwards: neither declares pages or domains (rare lines that later
   * batches refer to), they write no post in common, and this batch links to no host that `other`
   * may be creating (hosts known to be stored are safe: `on conflict do nothing` neither waits nor
   * locks). The two transactions then never wait for each other's rows either.
   */
  canRunBeside(other: ImportBatch, storedHosts: ReadonlySet<string>): boolean {
    if (this.declaresEntities() || other.declaresEntities()) return false;
    for (const id of this.postIds) if (other.postIds.has(id)) return false;
    for (const host of this.linkedHosts) {
      if (other.linkedHosts.has(host) && !storedHosts.has(host)) return false;
    }
    return true;
  }

  private declaresEntities() {
    return this.pages.size > 0 || this.domains.size > 0;
  }

  private addSnapshot(number: number, postNetworkId: string, metrics: ImportMetrics) {
    const at = new Date(metrics.at).toISOString();
    this.snapshots.set(`${postNetworkId} ${at}`, { number, postNetworkId, at, metrics });
  }
}
