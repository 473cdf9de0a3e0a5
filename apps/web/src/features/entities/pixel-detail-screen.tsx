import { ActionIcon, Badge, CopyButton, Stack, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from '@postradar/ui';
import { useParams } from 'react-router';
import { EntityDetailActions } from '../../lib/collections/entity-detail-actions';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Count, LatestPost, PixelIcon } from '../../lib/entities/entity-cells';
import { EntityDetailStates } from './entity-detail-states';
import { EntityHeader } from './entity-header';
import { EntityPostsSection } from './entity-posts-section';
import { StoreNetwork } from './store-network';
import { useEntityDetail } from './use-entity-detail';

/** /a/pixels/:id: a pixel's figures, its store network, and the posts linking to its stores. */
export function PixelDetailScreen() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const detail = useEntityDetail('pixels', id);
  const pixel = detail.data;
  useDocumentTitle(
    pixel
      ? t('entities.detail.pixelTitle', { id: pixel.networkId })
      : t('entities.screens.pixels.title'),
  );
  if (!pixel) return <EntityDetailStates kind="pixels" detail={detail} />;

  return (
    <Stack gap="xl" data-testid="pixel-detail">
      <EntityHeader
        kind="pixels"
        picture={<PixelIcon size={64} />}
        title={pixel.networkId}
        isMonospace
        facts={
          <Badge variant="light" color="grape">
            {t('entities.network.pixel')}
          </Badge>
        }
        actions={
          <>
            <EntityDetailActions target={{ kind: 'pixel', id: pixel._id, name: pixel.networkId }} />
            <CopyButton value={pixel.networkId} timeout={2000}>
              {({ copied, copy }) => (
                <Tooltip label={copied ? t('entities.detail.copied') : t('entities.detail.copyId')}>
                  <ActionIcon
                    variant="default"
                    size="lg"
                    onClick={copy}
                    aria-label={t('entities.detail.copyId')}
                  >
                    {copied ? <IconCheck size={18} /> : <IconCopy size={18} />}
                  </ActionIcon>
                </Tooltip>
              )}
            </CopyButton>
          </>
        }
        stats={[
          {
            key: 'domains',
            label: t('entities.detail.stats.domains'),
            value: <Count value={pixel.domainCount} />,
          },
          {
            key: 'pages',
            label: t('entities.detail.stats.pages'),
            value: <Count value={pixel.pageCount} />,
          },
          {
            key: 'posts',
            label: t('entities.detail.stats.posts'),
            value: <Count value={pixel.postCount} />,
          },
          {
            key: 'ads',
            label: t('entities.detail.stats.ads'),
            value: <Count value={pixel.adCount} />,
          },
          {
            key: 'latest',
            label: t('entities.detail.stats.latest'),
            value: <LatestPost at={pixel.latestPostAt} />,
          },
        ]}
      />
      <StoreNetwork pixel={pixel} />
      <EntityPostsSection kind="pixels" id={id} />
    </Stack>
  );
}
