import { Anchor, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { PixelNetwork } from '@postradar/contracts';
import { useLanguage, useTranslation } from '@postradar/ui';
import { Link } from 'react-router';
import { formatNumber } from '../../lib/research/format-count';
import { PlatformBadge } from '../../lib/entities/entity-cells';
import { entityPath } from '../../lib/entities/entity-kinds';
import { PageAvatar } from '../../lib/entities/page-avatar';

/**
 * A pixel's store network as a list: each store loading it (in the colour the diagram gives it)
 * with the pages advertising it, busiest first.
 */
export function NetworkList({
  network,
  colours,
}: {
  network: PixelNetwork;
  /** The diagram's colour of each store it draws. */
  colours: ReadonlyMap<string, string>;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const pages = new Map(network.pages.map((page) => [page._id, page]));
  const posts = (count: number) =>
    t('entities.detail.postsThere', { count, formatted: formatNumber(count, language) });
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm" data-testid="network-list">
      {network.domains.map((store) => {
        const links = network.links
          .filter((link) => link.domainId === store._id)
          .sort((a, b) => b.postCount - a.postCount);
        const colour = colours.get(store._id) ?? 'gray';
        return (
          <Card
            key={store._id}
            withBorder
            radius="md"
            padding="sm"
            style={{ borderLeft: `4px solid var(--mantine-color-${colour}-6)` }}
            data-testid="network-list-store"
          >
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Anchor
                component={Link}
                to={entityPath('domains', store._id)}
                fw={600}
                c="dark.7"
                truncate
                title={store.host}
              >
                {store.host}
              </Anchor>
              <PlatformBadge platform={store.platform} />
            </Group>
            <Text fz="xs" c="dimmed" mb="xs">
              {posts(store.postCount)}
            </Text>
            {links.length === 0 ? (
              <Text fz="sm" c="dimmed">
                {t('entities.network.noPages')}
              </Text>
            ) : (
              <Stack gap={6}>
                {links.map((link) => {
                  const page = pages.get(link.pageId);
                  if (!page) return null;
                  return (
                    <Group key={link.pageId} gap="xs" wrap="nowrap" justify="space-between">
                      <Group gap="xs" wrap="nowrap" miw={0}>
                        <PageAvatar name={page.name} pictureUrl={page.pictureUrl} size={26} />
                        <Anchor
                          component={Link}
                          to={entityPath('pages', page._id)}
                          fz="sm"
                          truncate
                          title={page.name}
                        >
                          {page.name}
                        </Anchor>
                      </Group>
                      <Text fz="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                        {posts(link.postCount)}
                      </Text>
                    </Group>
                  );
                })}
              </Stack>
            )}
          </Card>
        );
      })}
    </SimpleGrid>
  );
}
