import { PersonalizedPostResults } from './personalized-post-results';
import { ResearchScreen } from './research-screen';

/** /a/posts: search every post and ad, with every filter and sort, from the personalization. */
export function PostsScreen() {
  return (
    <ResearchScreen screen="posts">
      <PersonalizedPostResults />
    </ResearchScreen>
  );
}
