import type { FakeArchivedAd } from './fake-archived-ad';
import { metaTimeMs } from './meta-time';

/** The ads the fake holds, by id; each checked as it comes in, so a bad time fails the test that set it. */
export class AdStore {
  private readonly byId = new Map<string, FakeArchivedAd>();

  constructor(ads: readonly FakeArchivedAd[]) {
    this.add(...ads);
  }

  all(): FakeArchivedAd[] {
    return [...this.byId.values()];
  }

  add(...ads: FakeArchivedAd[]): void {
    for (const ad of ads) {
      if (this.byId.has(ad.id)) throw new Error(`the Meta fake already holds ad ${ad.id}`);
      this.keep(ad);
    }
  }

  update(id: string, changes: Partial<FakeArchivedAd>): void {
    const ad = this.byId.get(id);
    if (ad === undefined) throw new Error(`the Meta fake holds no ad ${id}`);
    this.keep({ ...ad, ...changes, id });
  }

  private keep(ad: FakeArchivedAd): void {
    metaTimeMs(ad.ad_delivery_start_time);
    if (ad.ad_delivery_stop_time !== undefined) metaTimeMs(ad.ad_delivery_stop_time);
    this.byId.set(ad.id, structuredClone(ad));
  }
}
