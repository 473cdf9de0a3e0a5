import { beforeEach, describe, expect, it, vi } from 'vitest';
import { nursePersonalization } from './personalization-test-kit';
import { answer } from '../collections/collection-test-kit';
import { api } from '../api';
import { markFirstScreenDrawn } from '../first-screen-drawn';
import { createQueryClient } from '../query-client';
import { session } from '../session/session-storage';
import { signIn } from '../../test/render-with-providers';
import { keepPersonalization } from './keep-personalization';
import { rememberedPersonalization, rememberPersonalization } from './remembered-personalization';

const nurse = nursePersonalization;

describe('keeping the personalization from the first screen', () => {
  beforeEach(() => {
    signIn();
    markFirstScreenDrawn();
  });

  it('asks for it when this device keeps none for the user, and keeps the answer', async () => {
    const get = vi.spyOn(api.main, 'get').mockResolvedValue(answer(nurse));
    const queryClient = createQueryClient();
    rememberPersonalization(queryClient);
    keepPersonalization(queryClient);
    await vi.waitFor(() => expect(rememberedPersonalization()).toEqual(nurse));
    expect(get).toHaveBeenCalledTimes(1);
  });

  it('asks for nothing when the device keeps it already', () => {
    session.setPersonalization(JSON.stringify({ userId: 'user-1', personalization: nurse }));
    const get = vi.spyOn(api.main, 'get').mockResolvedValue(answer(nurse));
    keepPersonalization(createQueryClient());
    expect(get).not.toHaveBeenCalled();
  });
});
