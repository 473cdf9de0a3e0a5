import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plans, users } from './schema';
import { seedPlans, planCatalogue } from './seeds/plans';
import type { DbHandle } from './create-db';
import { createTestDb } from './testing';

describe('database', () => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await createTestDb();
  });
  afterAll(() => handle.close());

  it('is migrated and answers', async () => {
    await expect(handle.ping()).resolves.toBeUndefined();
    const rows = await handle.db.select().from(users);
    expect(rows).toEqual([]);
  });

  it('seeds the plan catalogue idempotently', async () => {
    await seedPlans(handle.db);
    await seedPlans(handle.db);
    const rows = await handle.db.select().from(plans).orderBy(plans.sortOrder);
    expect(rows.map((plan) => plan.slug)).toEqual(planCatalogue.map((plan) => plan.slug));
    const standard = rows.find((plan) => plan.slug === 'standard');
    expect(standard?.price).toBe(59);
  });

  it('treats e-mail addresses as unique regardless of case', async () => {
    await handle.db
      .insert(users)
      .values({ email: 'Ann@Example.com', name: 'Ann', affiliateCode: 'ann1' });
    await expect(
      handle.db
        .insert(users)
        .values({ email: 'ann@example.com', name: 'Other', affiliateCode: 'ann2' }),
    ).rejects.toThrow();
    const [ann] = await handle.db.select().from(users).where(eq(users.affiliateCode, 'ann1'));
    expect(ann?.roles).toEqual([]);
    expect(ann?.settings).toEqual({});
  });

  it('refuses a negative plan price', async () => {
    await expect(
      handle.db.execute(sql`insert into plans (slug, title, price) values ('bad', 'Bad', -1)`),
    ).rejects.toThrow();
  });
});
