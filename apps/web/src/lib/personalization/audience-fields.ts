import type { audienceLimits } from '@postradar/contracts';

/** A part of the audience a user chooses: niches, languages or countries. */
export type AudienceField = keyof typeof audienceLimits;

/** The audience's parts, in the order the forms show them. */
export const audienceFields: readonly AudienceField[] = ['niches', 'languages', 'countries'];
