import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { requireUser } from '../auth/require-user';
import { gateMembership, requirePlanFeature } from '../billing/membership-gates';
import { followEntity } from './follow-entity';
import { getCollectionMarks } from './get-collection-marks';
import { getFollowSummary } from './get-follow-summary';
import { ignoreItem } from './ignore-item';
import { listFollows } from './list-follows';
import { listIgnored } from './list-ignored';
import { markFollowSeen } from './mark-follow-seen';
import { unfollowEntity } from './unfollow-entity';
import { unignoreItem } from './unignore-item';

/** Follows and the ignore lists: a feature of the plan. */
async function followLists(app: FastifyInstance) {
  requirePlanFeature(app, 'follows');
  await app.register(listFollows);
  await app.register(getFollowSummary);
  await app.register(followEntity);
  await app.register(unfollowEntity);
  await app.register(markFollowSeen);
  await app.register(listIgnored);
  await app.register(ignoreItem);
  await app.register(unignoreItem);
}

/**
 * The signed-in member's follows, ignore lists (the blacklist) and the marks of a page of results
 * (which every research screen shows), under /api. Every statement names the user: another user's
 * rows are never read or changed.
 */
export const followsModule: FastifyPluginAsync = async (app) => {
  app.addHook('preValidation', requireUser);
  gateMembership(app);
  await app.register(followLists);
  await app.register(getCollectionMarks);
};
