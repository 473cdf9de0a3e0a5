import { Badge } from '@mantine/core';
import type { NewPosts } from '@postradar/contracts';
import { useLanguage, useTranslation } from '@postradar/ui';
import { formatNumber } from '../../lib/research/format-count';

/** '12 new posts', or '99+ new posts' past the count's limit. */
export function NewPostsCount({ newPosts, testId }: { newPosts: NewPosts; testId: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Badge color="orange" variant="filled" radius="sm" tt="none" data-testid={testId}>
      {newPosts.isCapped
        ? t('dashboard.news.newPostsCapped')
        : t('dashboard.news.newPosts', {
            count: newPosts.count,
            formatted: formatNumber(newPosts.count, language),
          })}
    </Badge>
  );
}
