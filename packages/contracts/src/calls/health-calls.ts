import { healthResponseSchema } from '../health';
import { defineCall } from './define-call';

export const healthCalls = {
  check: defineCall({
    method: 'GET',
    prefix: 'root',
    path: '/healthz',
    summary: 'Whether the API reaches its database (503 when it does not).',
    access: 'public',
    response: healthResponseSchema,
  }),
};
