import { planListResponseSchema, planParamsSchema, planResponseSchema } from '../plans';
import { defineCall } from './define-call';

export const planCalls = {
  list: defineCall({
    method: 'GET',
    prefix: 'main',
    path: '/plans',
    summary: 'The plans on sale, in display order.',
    access: 'public',
    response: planListResponseSchema,
  }),
  get: defineCall({
    method: 'GET',
    prefix: 'main',
    path: '/plans/:id',
    summary: 'One plan on sale.',
    access: 'public',
    params: planParamsSchema,
    response: planResponseSchema,
  }),
};
