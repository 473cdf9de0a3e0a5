import { Anchor, Card, Group, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from '@postradar/ui';
import { Link, useParams } from 'react-router';
import { PostDetailView } from '../../lib/research/post-detail-view';
import { usePageTitle } from '../../lib/research/use-page-title';
import { usePostDetail } from '../../lib/research/use-post-detail';

/** /a/posts/{id} opened directly (a shared link, a reload): the detail as a page of its own. */
export function PostDetailScreen() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const detail = usePostDetail(id);
  const pageName = detail.data?.page?.name;
  usePageTitle(
    pageName ? t('research.detail.title', { page: pageName }) : t('research.detail.dialogLabel'),
  );
  return (
    <Stack gap="md" data-testid="post-detail-screen">
      <Group>
        <Anchor component={Link} to="/a/posts" fz="sm" fw={600}>
          <Group gap={6} wrap="nowrap">
            <IconArrowLeft size={16} />
            {t('research.detail.backToSearch')}
          </Group>
        </Anchor>
      </Group>
      <Card padding="xl" shadow="xs">
        <PostDetailView detail={detail} />
      </Card>
    </Stack>
  );
}
