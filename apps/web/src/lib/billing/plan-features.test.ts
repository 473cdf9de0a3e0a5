import { describe, expect, it } from 'vitest';
import { planOf } from './billing-test-kit';
import { planFeatures } from './plan-features';

const standard = planOf({
  features: ['Unlimited post and ad search', 'Ads Library'],
  features_viet: ['Tìm kiếm không giới hạn', 'Thư viện quảng cáo'],
});

describe('planFeatures', () => {
  it('lists the features in the interface language and marks the Ads Library as new', () => {
    expect(planFeatures(standard, 'en')).toEqual([
      { text: 'Unlimited post and ad search', isNew: false },
      { text: 'Ads Library', isNew: true },
    ]);
    expect(planFeatures(standard, 'vi')).toEqual([
      { text: 'Tìm kiếm không giới hạn', isNew: false },
      { text: 'Thư viện quảng cáo', isNew: true },
    ]);
  });

  it('falls back to the English list when a plan has no Vietnamese one', () => {
    expect(planFeatures(planOf({ features: ['Ideas'], features_viet: [] }), 'vi')).toEqual([
      { text: 'Ideas', isNew: false },
    ]);
  });
});
