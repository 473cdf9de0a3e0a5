import type { FastifyInstance } from 'fastify';
import { requireUser } from '../auth/require-user';
import { gateMembership, requirePlanFeature } from '../billing/membership-gates';
import { asResearchCalls } from '../research/as-research-calls';
import { addGroupMember } from './add-group-member';
import { copyGroup } from './copy-group';
import { createGroup } from './create-group';
import { deleteGroup } from './delete-group';
import { featureGroup } from './feature-group';
import { followGroup } from './follow-group';
import { getGroup } from './get-group';
import { listGroupPosts } from './list-group-posts';
import { listGroups } from './list-groups';
import { removeGroupMember } from './remove-group-member';
import { renameGroup } from './rename-group';
import { unfollowGroup } from './unfollow-group';

/**
 * The user's groups and the featured ones, under /api/groups, for signed-in members whose plan
 * has groups.
 */
async function groupCollection(app: FastifyInstance) {
  app.addHook('preValidation', requireUser);
  gateMembership(app, 'groups');
  await app.register(listGroups);
  await app.register(createGroup);
  await app.register(getGroup);
  await app.register(renameGroup);
  await app.register(deleteGroup);
  await app.register(addGroupMember);
  await app.register(removeGroupMember);
  await app.register(featureGroup);
  await app.register(followGroup);
  await app.register(unfollowGroup);
  await app.register(copyGroup);
}

/** A group's posts: a post search, so a research call (limits, search connections). */
async function groupResearch(app: FastifyInstance) {
  asResearchCalls(app);
  requirePlanFeature(app, 'groups');
  await app.register(listGroupPosts);
}

/** Groups of pages, domains and pixels: own, featured, followed, copied, and their posts. */
export async function groupsModule(app: FastifyInstance) {
  await app.register(groupCollection);
  await app.register(groupResearch);
}
