import { defineCall } from './define-call';

export const apiDocsCalls = {
  openApiDocument: defineCall({
    method: 'GET',
    prefix: 'main',
    path: '/openapi.json',
    summary: 'This document: every call of the API, built from their definitions.',
    access: 'public',
    answer: {
      kind: 'content',
      mediaType: 'application/json',
      description: 'An OpenAPI 3.1 document.',
    },
  }),
};
