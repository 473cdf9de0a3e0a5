import { grantMembershipBodySchema, grantMembershipResponseSchema } from '../admin-billing';
import { adminExchangeBodySchema, adminExchangeResponseSchema } from '../auth';
import {
  importListQuerySchema,
  importListResponseSchema,
  importResponseSchema,
  ndjsonContentType,
} from '../ingest';
import { userProfileResponseSchema } from '../user';
import { defineCall } from './define-call';

/** The staff site's calls (admin-api). */
export const adminCalls = {
  exchangeCode: defineCall({
    method: 'POST',
    prefix: 'admin',
    path: '/auth/exchange',
    summary: 'Trades a hand-off code (once, within 60 seconds) for an admin session.',
    access: 'public',
    body: adminExchangeBodySchema,
    response: adminExchangeResponseSchema,
  }),
  me: defineCall({
    method: 'GET',
    prefix: 'admin',
    path: '/me',
    summary: 'The staff member signed in to the admin site.',
    access: 'staff',
    response: userProfileResponseSchema,
  }),
  startImport: defineCall({
    method: 'POST',
    prefix: 'admin',
    path: '/imports',
    summary: 'Imports NDJSON lines (docs/data-format.md) as they arrive; answers with the run.',
    access: 'staff',
    streamedBody: {
      mediaType: ndjsonContentType,
      description: 'One JSON object a line: pages, domains, posts and metrics.',
    },
    response: importResponseSchema,
  }),
  listImports: defineCall({
    method: 'GET',
    prefix: 'admin',
    path: '/imports',
    summary: 'The latest import runs with their summaries, newest first.',
    access: 'staff',
    query: importListQuerySchema,
    response: importListResponseSchema,
  }),
  grantMembership: defineCall({
    method: 'POST',
    prefix: 'admin',
    path: '/memberships',
    summary: "Gives an account days of a plan without payment (a paid 'manual' bill of 0).",
    access: 'staff',
    body: grantMembershipBodySchema,
    response: grantMembershipResponseSchema,
  }),
};
