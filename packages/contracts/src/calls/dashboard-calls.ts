import {
  corpusFiguresResponseSchema,
  dashboardFavoritesResponseSchema,
  dashboardMovingQuerySchema,
  dashboardMovingResponseSchema,
  dashboardNewsResponseSchema,
} from '../dashboard';
import { defineCall } from './define-call';
import { ownCall } from './favorite-calls';

/** The dashboard's blocks, one call each. */
export const dashboardCalls = {
  moving: defineCall({
    ...ownCall,
    method: 'GET',
    path: '/dashboard/moving',
    summary: "The posts moving most today by one measure, in the user's niches.",
    query: dashboardMovingQuerySchema,
    response: dashboardMovingResponseSchema,
  }),
  news: defineCall({
    ...ownCall,
    method: 'GET',
    path: '/dashboard/news',
    summary: 'Follows and saved searches with new posts since the user last looked.',
    response: dashboardNewsResponseSchema,
  }),
  favorites: defineCall({
    ...ownCall,
    method: 'GET',
    path: '/dashboard/favorites',
    summary: "The user's latest favorites across their categories.",
    response: dashboardFavoritesResponseSchema,
  }),
  corpus: defineCall({
    ...ownCall,
    method: 'GET',
    path: '/dashboard/corpus',
    summary: 'Posts and ads added in 24 hours, tracked pages, domains, pixels, posts per day.',
    response: corpusFiguresResponseSchema,
  }),
};
