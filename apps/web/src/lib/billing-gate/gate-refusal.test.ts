import { ApiError } from '@postradar/api-client';
import { billingTexts } from '@postradar/contracts';
import { en } from '@postradar/i18n';
import { createI18n } from '@postradar/ui';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { demoImages } from './demo-images';
import { isGateError } from './gate-error';
import { errorRefusal, featureRefusal } from './gate-refusal';

const refusedWith = (code: string, message: string) => new ApiError(message, { status: 402, code });

describe('the refusals of the plan', () => {
  it('keeps the English texts word for word those of the API', () => {
    expect(en.gates.trialLimit).toBe(billingTexts.trialLimit);
    expect(en.gates.membershipRequired).toBe(billingTexts.membershipRequired);
  });

  it('tells a refusal of the plan from other failures', () => {
    expect(isGateError(refusedWith('MEMBERSHIP_REQUIRED', 'x'))).toBe(true);
    expect(isGateError(refusedWith('TRIAL_LIMIT_REACHED', 'x'))).toBe(true);
    expect(isGateError(refusedWith('PAYMENT_FAILED', 'Your card was declined.'))).toBe(false);
    expect(isGateError(new Error('Network Error'))).toBe(false);
  });

  it('shows the server message, in Vietnamese when it is a known one', () => {
    const t = createI18n('vi').t;
    const trial = errorRefusal(refusedWith('TRIAL_LIMIT_REACHED', billingTexts.trialLimit), t);
    expect(trial).toEqual({
      title: 'Bản dùng thử đã đạt giới hạn',
      description: 'Bạn đã dùng hết giới hạn của bản dùng thử. Vui lòng nâng cấp để tiếp tục.',
    });
    const ads = errorRefusal(refusedWith('MEMBERSHIP_REQUIRED', en.gates.features.ads), t);
    expect(ads).toEqual({
      feature: 'ads',
      description: 'Thư viện quảng cáo có trong gói Standard. Hãy nâng cấp để tiếp tục.',
    });
    const unknown = errorRefusal(refusedWith('MEMBERSHIP_REQUIRED', 'Something new.'), t);
    expect(unknown.description).toBe('Something new.');
  });

  it('names the feature a plan lacks before any call', () => {
    const t = createI18n('en').t;
    expect(featureRefusal('pool', t)).toEqual({
      feature: 'pool',
      description: en.gates.features.pool,
    });
  });

  it('has the demo pictures it shows', () => {
    const publicDir = resolve(import.meta.dirname, '../../../public');
    for (const demo of Object.values(demoImages)) {
      expect(existsSync(`${publicDir}${demo.src}`), demo.src).toBe(true);
      expect(existsSync(`${publicDir}${demo.mobileSrc ?? ''}`), demo.mobileSrc).toBe(true);
    }
  });
});
