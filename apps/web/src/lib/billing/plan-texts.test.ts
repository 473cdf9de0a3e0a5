import { describe, expect, it } from 'vitest';
import { planDescription, planTitle } from './plan-texts';

const plan = {
  title: 'Free trial',
  title_viet: 'Dùng thử miễn phí',
  description: 'Seven days of PostRadar.',
  description_viet: '',
};

describe('plan texts', () => {
  it('speaks the interface language, falling back to English', () => {
    expect(planTitle(plan, 'vi')).toBe('Dùng thử miễn phí');
    expect(planTitle(plan, 'en')).toBe('Free trial');
    expect(planTitle({ ...plan, title_viet: '' }, 'vi')).toBe('Free trial');
    expect(planDescription(plan, 'vi')).toBe('Seven days of PostRadar.');
    expect(planDescription({ ...plan, description_viet: 'Bảy ngày.' }, 'vi')).toBe('Bảy ngày.');
  });
});
