import { IconArticle } from '@tabler/icons-react';
import { useTranslation } from '@postradar/ui';
import { PersonalizedPostResults } from './personalized-post-results';
import { ResearchScreen } from './research-screen';

/** /a/posts: search every post and ad, with every filter and sort, from the personalization. */
export function PostsScreen() {
  const { t } = useTranslation();
  return (
    <ResearchScreen
      title={t('research.screens.posts.title')}
      heading={t('research.screens.posts.heading')}
      description={t('research.screens.posts.description')}
      icon={IconArticle}
      testId="posts-screen"
    >
      <PersonalizedPostResults />
    </ResearchScreen>
  );
}
