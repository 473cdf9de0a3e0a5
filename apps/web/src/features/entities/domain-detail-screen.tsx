import { Button, Stack } from '@mantine/core';
import { useLanguage, useTranslation } from '@postradar/ui';
import { IconExternalLink, IconFocus2 } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { formatNumber } from '../../lib/research/format-count';
import { EntityDetailActions } from '../../lib/collections/entity-detail-actions';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Count, LatestPost, PlatformBadge, StoreIcon } from '../../lib/entities/entity-cells';
import { EntityChips } from './entity-chips';
import { EntityDetailStates } from './entity-detail-states';
import { EntityHeader } from './entity-header';
import { entityPath } from '../../lib/entities/entity-kinds';
import { EntityPostsSection } from './entity-posts-section';
import { useEntityDetail } from './use-entity-detail';

/** /a/domains/:id: a store's platform and figures, the pixels it loads, and its posts. */
export function DomainDetailScreen() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { id = '' } = useParams();
  const detail = useEntityDetail('domains', id);
  const domain = detail.data;
  useDocumentTitle(domain?.host ?? t('entities.screens.domains.title'));
  if (!domain) return <EntityDetailStates kind="domains" detail={detail} />;

  return (
    <Stack gap="xl" data-testid="domain-detail">
      <EntityHeader
        kind="domains"
        picture={<StoreIcon size={64} />}
        title={domain.host}
        facts={<PlatformBadge platform={domain.platform} />}
        actions={
          <>
            <EntityDetailActions target={{ kind: 'domain', id: domain._id, name: domain.host }} />
            <Button
              component="a"
              href={`https://${domain.host}`}
              target="_blank"
              rel="noopener noreferrer"
              variant="default"
              size="sm"
              leftSection={<IconExternalLink size={16} />}
            >
              {t('entities.detail.openStore')}
            </Button>
          </>
        }
        stats={[
          {
            key: 'posts',
            label: t('entities.detail.stats.posts'),
            value: <Count value={domain.postCount} />,
          },
          {
            key: 'ads',
            label: t('entities.detail.stats.ads'),
            value: <Count value={domain.adCount} />,
          },
          {
            key: 'latest',
            label: t('entities.detail.stats.latest'),
            value: <LatestPost at={domain.latestPostAt} />,
          },
          {
            key: 'pages',
            label: t('entities.detail.stats.pages'),
            value: <Count value={domain.pageCount} />,
          },
          {
            key: 'pixels',
            label: t('entities.detail.stats.pixels'),
            value: <Count value={domain.pixelCount} />,
          },
        ]}
      >
        <EntityChips
          title={t('entities.detail.pixels')}
          empty={t('entities.detail.noPixels')}
          icon={IconFocus2}
          testId="domain-pixels"
          items={domain.pixels.map((pixel) => ({
            key: pixel._id,
            href: entityPath('pixels', pixel._id),
            label: pixel.networkId,
            isMonospace: true,
            count: t('entities.detail.postsThere', {
              count: pixel.postCount,
              formatted: formatNumber(pixel.postCount, language),
            }),
          }))}
        />
      </EntityHeader>
      <EntityPostsSection kind="domains" id={id} />
    </Stack>
  );
}
