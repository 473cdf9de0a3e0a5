import { Button, Stack, Text } from '@mantine/core';
import { useLanguage, useTranslation } from '@postradar/ui';
import { IconBrandFacebook, IconBuildingStore } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { EntityDetailActions } from '../../lib/collections/entity-detail-actions';
import { formatNumber } from '../../lib/research/format-count';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Count, LatestPost } from '../../lib/entities/entity-cells';
import { EntityChips } from './entity-chips';
import { EntityDetailStates } from './entity-detail-states';
import { EntityHeader } from './entity-header';
import { entityPath } from '../../lib/entities/entity-kinds';
import { EntityPostsSection } from './entity-posts-section';
import { PageAvatar } from '../../lib/entities/page-avatar';
import { useEntityDetail } from './use-entity-detail';

/** /a/pages/:id: a page's facts and figures, the stores it links to, and its posts. */
export function PageDetailScreen() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { id = '' } = useParams();
  const detail = useEntityDetail('pages', id);
  const page = detail.data;
  useDocumentTitle(page?.name ?? t('entities.screens.pages.title'));
  if (!page) return <EntityDetailStates kind="pages" detail={detail} />;

  const facts = [
    page.username && `@${page.username}`,
    page.category,
    page.country,
    t('entities.detail.pageId', { id: page.networkId }),
  ].filter(Boolean);
  return (
    <Stack gap="xl" data-testid="page-detail">
      <EntityHeader
        kind="pages"
        picture={<PageAvatar name={page.name} pictureUrl={page.pictureUrl} size={64} />}
        title={page.name}
        facts={facts.map((fact) => (
          <Text key={fact} span inherit>
            {fact}
          </Text>
        ))}
        actions={
          <>
            <EntityDetailActions target={{ kind: 'page', id: page._id, name: page.name }} />
            <Button
              component="a"
              href={`https://www.facebook.com/${encodeURIComponent(page.networkId)}`}
              target="_blank"
              rel="noopener noreferrer"
              variant="default"
              size="sm"
              leftSection={<IconBrandFacebook size={16} />}
            >
              {t('entities.detail.openOnFacebook')}
            </Button>
          </>
        }
        stats={[
          {
            key: 'posts',
            label: t('entities.detail.stats.posts'),
            value: <Count value={page.postCount} />,
          },
          {
            key: 'ads',
            label: t('entities.detail.stats.ads'),
            value: <Count value={page.adCount} />,
          },
          {
            key: 'latest',
            label: t('entities.detail.stats.latest'),
            value: <LatestPost at={page.latestPostAt} />,
          },
          {
            key: 'followers',
            label: t('entities.detail.stats.followers'),
            value: <Count value={page.followers} />,
          },
        ]}
      >
        <EntityChips
          title={t('entities.detail.stores')}
          empty={t('entities.detail.noStores')}
          icon={IconBuildingStore}
          testId="page-stores"
          items={page.stores.map((store) => ({
            key: store._id,
            href: entityPath('domains', store._id),
            label: store.host,
            count: t('entities.detail.postsThere', {
              count: store.postCount,
              formatted: formatNumber(store.postCount, language),
            }),
          }))}
        />
      </EntityHeader>
      <EntityPostsSection kind="pages" id={id} />
    </Stack>
  );
}
