import { describe, expect, it } from 'vitest';
import { membershipOf } from '../../lib/billing/billing-test-kit';
import { trialDays, trialState } from './trial-state';

const trialPlan = { ...membershipOf().plan, slug: 'trial', price: 0 };
const trial = membershipOf({
  plan: trialPlan,
  start: '2026-03-02T08:00:00.000Z',
  finish: '2026-03-09T08:00:00.000Z',
});

describe('trialState', () => {
  it('tells an available, running, ended and unavailable trial apart', () => {
    expect(trialState(true, null).kind).toBe('available');
    expect(trialState(false, trial).kind).toBe('running');
    expect(trialState(false, { ...trial, isExpired: true }).kind).toBe('ended');
    expect(trialState(false, membershipOf({ isExpired: true })).kind).toBe('unavailable');
    expect(trialState(false, null).kind).toBe('unavailable');
  });

  it('tells a seller paying for a plan running now apart', () => {
    const paid = membershipOf();
    expect(trialState(false, paid)).toEqual({ kind: 'subscribed', membership: paid });
  });
});

describe('trialDays', () => {
  it('counts the days left, a started day as a whole one, and which day it is', () => {
    expect(trialDays(trial, new Date('2026-03-02T08:00:00.000Z'))).toEqual({
      left: 7,
      day: 1,
      total: 7,
    });
    expect(trialDays(trial, new Date('2026-03-04T10:00:00.000Z'))).toEqual({
      left: 5,
      day: 3,
      total: 7,
    });
    expect(trialDays(trial, new Date('2026-03-09T07:00:00.000Z'))).toEqual({
      left: 1,
      day: 7,
      total: 7,
    });
  });
});
