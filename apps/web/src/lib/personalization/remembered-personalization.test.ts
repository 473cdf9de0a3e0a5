import { beforeEach, describe, expect, it, vi } from 'vitest';
import { nursePersonalization } from './personalization-test-kit';
import { answer } from '../collections/collection-test-kit';
import { api } from '../api';
import { createQueryClient } from '../query-client';
import { session } from '../session/session-storage';
import { signIn } from '../../test/render-with-providers';
import { rememberedPersonalization, rememberPersonalization } from './remembered-personalization';
import { personalizationQueryKey } from './personalization-query-key';
import { personalizationQuery } from './use-personalization';

const nurse = nursePersonalization;

describe('the personalization kept on this device', () => {
  beforeEach(() => {
    signIn();
  });

  it('is what the API last answered or the user last saved, until sign-out', async () => {
    vi.spyOn(api.main, 'get').mockResolvedValue(answer(nurse));
    const queryClient = createQueryClient();
    rememberPersonalization(queryClient);
    expect(rememberedPersonalization()).toBeNull();
    await queryClient.fetchQuery(personalizationQuery());
    expect(rememberedPersonalization()).toEqual(nurse);
    const saved = { ...nurse, niches: ['chef'] };
    queryClient.setQueryData(personalizationQueryKey, saved);
    expect(rememberedPersonalization()).toEqual(saved);
    session.clear();
    expect(rememberedPersonalization()).toBeNull();
  });

  it('is nothing for another user, nor when what is kept cannot be read', () => {
    session.setPersonalization(JSON.stringify({ userId: 'user-2', personalization: nurse }));
    expect(rememberedPersonalization()).toBeNull();
    session.setPersonalization('{not json');
    expect(rememberedPersonalization()).toBeNull();
    session.setPersonalization(JSON.stringify({ userId: 'user-1', personalization: { kind: 1 } }));
    expect(rememberedPersonalization()).toBeNull();
    session.setPersonalization(JSON.stringify({ userId: 'user-1', personalization: nurse }));
    expect(rememberedPersonalization()).toEqual(nurse);
  });
});
