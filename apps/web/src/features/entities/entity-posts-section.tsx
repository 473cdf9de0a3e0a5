import { Stack, Title } from '@mantine/core';
import { useTranslation } from '@postradar/ui';
import { IgnoredEntityNotice } from '../../lib/collections/ignored-entity-notice';
import { PostResults } from '../../lib/research/post-results';
import { entityPostSource } from './entity-api';
import type { EntityKind } from '../../lib/entities/entity-kinds';

/**
 * The posts of a page, domain or pixel with everything of the post search: words, filters, sorts,
 * grid or list, the detail over the list, the pager; the search lives in the address.
 */
export function EntityPostsSection({ kind, id }: { kind: EntityKind; id: string }) {
  const { t } = useTranslation();
  return (
    <Stack
      gap="md"
      component="section"
      aria-labelledby="entity-posts-title"
      data-testid="entity-posts"
    >
      <Title order={2} fz="xl" id="entity-posts-title">
        {t(`entities.detail.posts.${kind}`)}
      </Title>
      {kind === 'pages' && <IgnoredEntityNotice kind="page" id={id} />}
      {kind === 'domains' && <IgnoredEntityNotice kind="domain" id={id} />}
      <PostResults source={entityPostSource(kind, id)} />
    </Stack>
  );
}
