import type { Personalization } from '@postradar/contracts';

/** A saved personalization: nurses, in English, in the United States. */
export const nursePersonalization: Personalization = {
  niches: ['nurse'],
  languages: ['en'],
  countries: ['US'],
  kind: 'posts',
  updatedAt: '2026-03-01T08:00:00.000Z',
};
