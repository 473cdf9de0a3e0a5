import { Button, Card, Collapse, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { PixelListItem } from '@postradar/contracts';
import { useLanguage, useTranslation } from '@postradar/ui';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { formatNumber } from '../../lib/research/format-count';
import { shouldRetry } from '../../lib/research/use-post-search';
import { entityKeys } from '../../lib/entities/entity-keys';
import { getPixelNetwork } from './entity-api';
import { compactListQuery } from './entity-list-screen';
import { LoadFailed } from '../../lib/entities/entity-states';
import { NetworkDiagram } from './network-diagram';
import { layOutNetwork } from './network-layout';
import { NetworkList } from './network-list';

/**
 * A pixel's store network at a glance: on a wide screen a diagram of the pixel, the stores
 * loading it and the pages advertising them (with every store and its pages in a list below); on
 * a phone the list.
 */
export function StoreNetwork({ pixel }: { pixel: PixelListItem }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const isCompact = useMediaQuery(compactListQuery) ?? false;
  const [isListOpen, setListOpen] = useState(false);
  const network = useQuery({
    queryKey: entityKeys.network(pixel._id),
    queryFn: ({ signal }) => getPixelNetwork(pixel._id, signal),
    retry: shouldRetry,
  });
  const layout = useMemo(() => network.data && layOutNetwork(network.data), [network.data]);
  const colours = useMemo(
    () => new Map(layout?.stores.map((placed) => [placed.store._id, placed.colour]) ?? []),
    [layout],
  );

  let content;
  if (network.isError) {
    content = (
      <LoadFailed
        title={t('entities.failed.network')}
        message={network.error.message}
        error={network.error}
        onRetry={() => void network.refetch()}
      />
    );
  } else if (!network.data || !layout) {
    content = <Skeleton h={260} radius="md" />;
  } else if (network.data.domains.length === 0) {
    content = (
      <Text c="dimmed" fz="sm">
        {t('entities.network.empty')}
      </Text>
    );
  } else if (isCompact) {
    content = <NetworkList network={network.data} colours={colours} />;
  } else {
    const isPartial =
      layout.stores.length < network.data.domainCount ||
      layout.pages.length < network.data.pageCount;
    content = (
      <Stack gap="md">
        <NetworkDiagram pixel={pixel} layout={layout} />
        {isPartial && (
          <Text fz="sm" c="dimmed">
            {t('entities.network.shown', {
              domains: formatNumber(layout.stores.length, language),
              domainTotal: formatNumber(network.data.domainCount, language),
              pages: formatNumber(layout.pages.length, language),
              pageTotal: formatNumber(network.data.pageCount, language),
            })}
          </Text>
        )}
        <Button
          variant="subtle"
          w="fit-content"
          onClick={() => setListOpen((isOpen) => !isOpen)}
          rightSection={isListOpen ? <IconChevronUp size={16} /> : <IconChevronDown size={16} />}
          aria-expanded={isListOpen}
        >
          {isListOpen ? t('entities.network.hideAll') : t('entities.network.showAll')}
        </Button>
        <Collapse expanded={isListOpen}>
          <NetworkList network={network.data} colours={colours} />
        </Collapse>
      </Stack>
    );
  }

  return (
    <Card withBorder radius="lg" padding="lg" component="section" data-testid="store-network">
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} fz="xl">
            {t('entities.network.title')}
          </Title>
          <Text c="dimmed" fz="sm">
            {t('entities.network.description')}
          </Text>
        </Stack>
        {content}
      </Stack>
    </Card>
  );
}
