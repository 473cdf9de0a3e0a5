import { Badge, Text } from '@mantine/core';
import type { NewPosts } from '@postradar/contracts';
import { useLanguage, useTranslation } from '@postradar/ui';
import { formatNumber } from '../../lib/research/format-count';

/**
 * "12 new posts" since the user last looked ("99+ new posts" past the count's limit), a button
 * that opens them; "No new posts" otherwise.
 */
export function NewPostsBadge({
  newPosts,
  name,
  onOpen,
}: {
  newPosts: NewPosts;
  name: string;
  onOpen(): void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (newPosts.count === 0) {
    return (
      <Text fz="xs" c="dimmed" data-testid="follow-no-new-posts">
        {t('follows.row.noNewPosts')}
      </Text>
    );
  }
  const formatted = newPosts.isCapped ? '99+' : formatNumber(newPosts.count, language);
  return (
    <Badge
      component="button"
      type="button"
      color="orange"
      variant="filled"
      radius="sm"
      style={{ cursor: 'pointer', textTransform: 'none' }}
      onClick={(event) => {
        event.stopPropagation();
        onOpen();
      }}
      aria-label={t('follows.row.openNewPosts', { name })}
      data-testid="follow-new-posts"
    >
      {t('follows.row.newPosts', { count: newPosts.count, formatted })}
    </Badge>
  );
}
