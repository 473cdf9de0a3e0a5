import {
  affiliateBodySchema,
  affiliateResponseSchema,
  metaResponseSchema,
  phoneNumberBodySchema,
  settingsResponseSchema,
  updateMetaBodySchema,
  updateSettingsBodySchema,
  userProfileResponseSchema,
} from '../user';
import { defineCall } from './define-call';

/** The signed-in user's own calls. */
export const userCalls = {
  profile: defineCall({
    method: 'GET',
    prefix: 'main',
    path: '/user/profile',
    summary: 'The signed-in user with their current scopes.',
    access: 'user',
    isCacheBusted: true,
    response: userProfileResponseSchema,
  }),
  updateSettings: defineCall({
    method: ['PUT', 'POST'],
    prefix: 'main',
    path: '/user/settings',
    summary: 'Saves the language alone, or phone with showFavorite, or all three.',
    access: 'user',
    body: updateSettingsBodySchema,
    response: settingsResponseSchema,
  }),
  updateMeta: defineCall({
    method: ['PUT', 'POST'],
    prefix: 'main',
    path: '/user/meta',
    summary: 'Merges small client-side facts into the user; a key sent as null is removed.',
    access: 'user',
    body: updateMetaBodySchema,
    response: metaResponseSchema,
  }),
  updatePhoneNumber: defineCall({
    method: ['PUT', 'POST'],
    prefix: 'main',
    path: '/user/phone-number',
    summary: "Stores the phone number in the user's settings.",
    access: 'user',
    body: phoneNumberBodySchema,
    response: settingsResponseSchema,
  }),
  recordReferral: defineCall({
    method: 'POST',
    prefix: 'main',
    path: '/user/affiliate',
    summary: 'Records who referred the user, once (never oneself).',
    access: 'user',
    body: affiliateBodySchema,
    response: affiliateResponseSchema,
  }),
};
