import { Gate } from '../../lib/billing-gate/gate';
import { PersonalizedPostResults } from './personalized-post-results';
import { ResearchScreen } from './research-screen';

/**
 * /a/posts: search every post and ad, with every filter and sort, from the personalization. Every
 * running plan has it: the gate asks for the membership alone, so that a user without one gets the
 * upgrade prompt under the heading, and one this device remembers without one waits for the
 * membership instead of searching only to be refused.
 */
export function PostsScreen() {
  return (
    <ResearchScreen screen="posts">
      <Gate>
        <PersonalizedPostResults />
      </Gate>
    </ResearchScreen>
  );
}
