import type { PlanDto } from '@postradar/contracts';
import { describe, expect, it } from 'vitest';
import { membershipOf, seededPlans } from './billing-test-kit';
import { standingOf } from './plan-standing';

function plan(slug: string): PlanDto {
  const found = seededPlans.find((seeded) => seeded.slug === slug);
  if (!found) throw new Error(`no seeded plan ${slug}`);
  return found;
}

/** POD Pro ($99) running now. */
const podProMembership = membershipOf({
  plan: { ...membershipOf().plan, _id: plan('pod-drs')._id, slug: 'pod-drs', price: 99 },
});

describe('standingOf', () => {
  it('recommends Standard to a seller without a plan', () => {
    expect(seededPlans.map((seeded) => standingOf(seeded, null))).toEqual([
      'other',
      'popular',
      'other',
      'other',
    ]);
  });

  it("marks a seller's own plan and the dearer ones, and none as popular", () => {
    const standard = membershipOf();
    expect(standingOf(plan('standard'), standard)).toBe('current');
    expect(standingOf(plan('standard-drs'), standard)).toBe('upgrade');
    expect(standingOf(plan('pod-drs'), standard)).toBe('upgrade');
    expect(standingOf(plan('trial'), standard)).toBe('other');
  });

  it('recommends Standard to a seller on the free trial, whose trial is their plan', () => {
    const trial = membershipOf({
      plan: { ...membershipOf().plan, _id: plan('trial')._id, slug: 'trial', price: 0 },
    });
    expect(seededPlans.map((seeded) => standingOf(seeded, trial))).toEqual([
      'current',
      'popular',
      'other',
      'other',
    ]);
  });

  it('only lists a cheaper plan', () => {
    expect(standingOf(plan('pod-drs'), podProMembership)).toBe('current');
    expect(standingOf(plan('standard-drs'), podProMembership)).toBe('upgrade');
    expect(standingOf(plan('standard'), podProMembership)).toBe('other');
  });
});
