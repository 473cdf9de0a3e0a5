import { z } from 'zod/mini';
import { defineCall } from './define-call';

export const demoMediaCalls = {
  /** Decision 0041: one deterministic picture per name. */
  image: defineCall({
    method: 'GET',
    prefix: 'main',
    path: '/media/demo/:name',
    summary: 'A picture of the demo corpus, drawn from its name (`<seed>.svg`).',
    access: 'public',
    params: z.object({ name: z.string() }),
    answer: {
      kind: 'content',
      mediaType: 'image/svg+xml',
      description: 'The picture, cacheable for a year.',
    },
  }),
};
