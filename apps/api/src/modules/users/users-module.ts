import type { FastifyInstance } from 'fastify';
import { getProfile } from './get-profile';
import { recordReferral } from './record-referral';
import { updateMeta } from './update-meta';
import { updatePhoneNumber } from './update-phone-number';
import { updateSettings } from './update-settings';

/** The signed-in user's own calls, under /api/user. */
export async function usersModule(app: FastifyInstance) {
  await app.register(getProfile);
  await app.register(updateSettings);
  await app.register(updateMeta);
  await app.register(updatePhoneNumber);
  await app.register(recordReferral);
}
