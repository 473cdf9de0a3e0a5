import {
  personalizationBodySchema,
  personalizationOptionsQuerySchema,
  personalizationOptionsResponseSchema,
  personalizationResponseSchema,
} from '../personalization';
import { defineCall } from './define-call';
import { ownCall } from './favorite-calls';

/** The niches, languages, countries and kinds of posts a user cares about. */
export const personalizationCalls = {
  personalization: defineCall({
    ...ownCall,
    method: 'GET',
    path: '/personalization',
    summary: "The user's niches, languages, countries and kind of posts (empty until saved).",
    response: personalizationResponseSchema,
  }),
  savePersonalization: defineCall({
    ...ownCall,
    method: 'PUT',
    path: '/personalization',
    summary: "Saves the user's niches, languages, countries and kind of posts.",
    body: personalizationBodySchema,
    response: personalizationResponseSchema,
  }),
  personalizationOptions: defineCall({
    ...ownCall,
    method: 'GET',
    path: '/personalization/options',
    summary: 'The niches (those containing q), languages and countries of the corpus, by posts.',
    query: personalizationOptionsQuerySchema,
    response: personalizationOptionsResponseSchema,
  }),
};
