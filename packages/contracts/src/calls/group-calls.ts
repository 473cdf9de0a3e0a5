import { idParamsSchema, nameBodySchema, removedSchema } from '../collections/collection-shared';
import {
  copyGroupBodySchema,
  featureGroupBodySchema,
  groupDetailResponseSchema,
  groupListQuerySchema,
  groupListResponseSchema,
  groupMemberParamsSchema,
  groupMemberStateResponseSchema,
  groupResponseSchema,
} from '../collections/groups';
import { successEnvelope } from '../envelope';
import { postListResponseSchema, postSearchQuerySchema } from '../research';
import { defineCall } from './define-call';
import { ownCall } from './favorite-calls';

/** Groups of pages, domains and pixels: the user's own and the featured ones. */
export const groupCalls = {
  groups: defineCall({
    ...ownCall,
    method: 'GET',
    path: '/groups',
    summary: "The user's groups, the featured ones, or the featured ones they follow.",
    query: groupListQuerySchema,
    response: groupListResponseSchema,
  }),
  createGroup: defineCall({
    ...ownCall,
    method: 'POST',
    path: '/groups',
    summary: "Creates a group ('Invalid name', 'This name already exists').",
    body: nameBodySchema,
    response: groupResponseSchema,
  }),
  group: defineCall({
    ...ownCall,
    method: 'GET',
    path: '/groups/:id',
    summary: 'Group details: an own or featured group and its members with their counts.',
    params: idParamsSchema,
    response: groupDetailResponseSchema,
  }),
  renameGroup: defineCall({
    ...ownCall,
    method: 'PUT',
    path: '/groups/:id',
    summary: 'Renames an own group.',
    params: idParamsSchema,
    body: nameBodySchema,
    response: groupResponseSchema,
  }),
  deleteGroup: defineCall({
    ...ownCall,
    method: 'DELETE',
    path: '/groups/:id',
    summary: 'Deletes an own group.',
    params: idParamsSchema,
    response: successEnvelope(removedSchema),
  }),
  addMember: defineCall({
    ...ownCall,
    method: 'PUT',
    path: '/groups/:id/members/:kind/:targetId',
    summary: 'Adds a page, domain or pixel to an own group (adding twice keeps one).',
    params: groupMemberParamsSchema,
    response: groupMemberStateResponseSchema,
  }),
  removeMember: defineCall({
    ...ownCall,
    method: 'DELETE',
    path: '/groups/:id/members/:kind/:targetId',
    summary: 'Takes a page, domain or pixel out of an own group.',
    params: groupMemberParamsSchema,
    response: groupMemberStateResponseSchema,
  }),
  groupPosts: defineCall({
    ...ownCall,
    method: 'GET',
    path: '/groups/:id/posts',
    summary: 'Group Trending posts: the posts of every member, searched like all posts.',
    params: idParamsSchema,
    query: postSearchQuerySchema,
    response: postListResponseSchema,
  }),
  featureGroup: defineCall({
    ...ownCall,
    method: 'PUT',
    path: '/groups/:id/featured',
    summary: 'Staff with the group-mod role publish or withdraw a group.',
    params: idParamsSchema,
    body: featureGroupBodySchema,
    response: groupResponseSchema,
  }),
  followGroup: defineCall({
    ...ownCall,
    method: 'PUT',
    path: '/groups/:id/follow',
    summary: 'Follows a featured group.',
    params: idParamsSchema,
    response: groupResponseSchema,
  }),
  unfollowGroup: defineCall({
    ...ownCall,
    method: 'DELETE',
    path: '/groups/:id/follow',
    summary: 'Stops following a featured group.',
    params: idParamsSchema,
    response: groupResponseSchema,
  }),
  copyGroup: defineCall({
    ...ownCall,
    method: 'POST',
    path: '/groups/:id/copy',
    summary: 'Copies a featured group, with its members, into the user\u2019s own groups.',
    params: idParamsSchema,
    body: copyGroupBodySchema,
    response: groupResponseSchema,
  }),
};
