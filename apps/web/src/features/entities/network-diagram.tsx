import { Anchor, Box, Group, Paper, Stack, Text } from '@mantine/core';
import type { PixelListItem } from '@postradar/contracts';
import { useLanguage, useTranslation } from '@postradar/ui';
import { useState, type CSSProperties, type ReactNode } from 'react';
import { Link } from 'react-router';
import { formatNumber } from '../../lib/research/format-count';
import { PixelIcon, PlatformBadge } from '../../lib/entities/entity-cells';
import { entityPath } from '../../lib/entities/entity-kinds';
import { NODE_HEIGHT, type NetworkLayout } from './network-layout';
import { PageAvatar } from '../../lib/entities/page-avatar';

/** Width of the space the links cross between two columns. */
const GUTTER = 88;

const colourVar = (colour: string, shade = 6) => `var(--mantine-color-${colour}-${shade})`;

/** A curve from the left edge at `from` to the right edge at `to`. */
function curve(from: number, to: number) {
  const middle = GUTTER / 2;
  return `M0 ${from} C${middle} ${from} ${middle} ${to} ${GUTTER} ${to}`;
}

/** What the pointer rests on: a store or a page, whose links stand out. */
type Focus = { store: string } | { page: string } | null;

function Node({
  y,
  children,
  accent,
  isDimmed,
  onFocus,
  testId,
}: {
  y: number;
  children: ReactNode;
  accent: string;
  isDimmed: boolean;
  onFocus(isOn: boolean): void;
  testId: string;
}) {
  const style: CSSProperties = {
    position: 'absolute',
    left: 0,
    right: 0,
    top: y - NODE_HEIGHT / 2,
    height: NODE_HEIGHT,
    borderLeft: `4px solid ${accent}`,
    opacity: isDimmed ? 0.45 : 1,
    transition: 'opacity 120ms ease',
  };
  return (
    <Paper
      withBorder
      radius="md"
      px="sm"
      py={6}
      shadow="xs"
      style={style}
      onMouseEnter={() => onFocus(true)}
      onMouseLeave={() => onFocus(false)}
      onFocusCapture={() => onFocus(true)}
      onBlurCapture={() => onFocus(false)}
      data-testid={testId}
    >
      {children}
    </Paper>
  );
}

/**
 * A pixel's store network as a diagram: the pixel, the stores loading it and the pages
 * advertising them, joined by links as wide as their share of posts. Resting on a store or a
 * page brings out its links.
 */
export function NetworkDiagram({ pixel, layout }: { pixel: PixelListItem; layout: NetworkLayout }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [focus, setFocus] = useState<Focus>(null);
  const isLinkOn = (link: { storeId: string; pageId: string }) =>
    !focus || ('store' in focus ? focus.store === link.storeId : focus.page === link.pageId);
  const posts = (count: number) =>
    t('entities.detail.postsThere', { count, formatted: formatNumber(count, language) });
  const columnStyle: CSSProperties = { position: 'relative', height: layout.height, minWidth: 0 };

  return (
    <Box
      style={{
        display: 'grid',
        gridTemplateColumns: `minmax(150px, 190px) ${GUTTER}px minmax(0, 1fr) ${GUTTER}px minmax(0, 1fr)`,
      }}
      data-testid="network-diagram"
    >
      <div style={columnStyle}>
        <Paper
          radius="md"
          p="sm"
          bg="grape.0"
          style={{
            position: 'absolute',
            left: 0,
            right: 0,
            top: layout.pixelY - 44,
            height: 88,
            border: `2px solid ${colourVar('grape', 4)}`,
          }}
        >
          <Group gap="sm" wrap="nowrap" h="100%">
            <PixelIcon size={40} />
            <Stack gap={0} miw={0}>
              <Text fz={11} fw={700} tt="uppercase" c="grape.8">
                {t('entities.network.pixel')}
              </Text>
              <Text ff="monospace" fz="sm" fw={600} truncate title={pixel.networkId}>
                {pixel.networkId}
              </Text>
            </Stack>
          </Group>
        </Paper>
      </div>

      <svg
        width={GUTTER}
        height={layout.height}
        aria-hidden
        style={{ overflow: 'visible' }}
        data-testid="network-links"
      >
        {layout.stores.map((placed) => (
          <path
            key={placed.store._id}
            d={curve(layout.pixelY, placed.y)}
            fill="none"
            stroke={colourVar(placed.colour, 4)}
            strokeWidth={placed.weight}
            strokeLinecap="round"
            opacity={!focus || ('store' in focus && focus.store === placed.store._id) ? 0.9 : 0.2}
          />
        ))}
      </svg>

      <div style={columnStyle} aria-label={t('entities.network.stores')} role="list">
        {layout.stores.map((placed) => (
          <div role="listitem" key={placed.store._id}>
            <Node
              y={placed.y}
              accent={colourVar(placed.colour)}
              isDimmed={Boolean(focus && 'store' in focus && focus.store !== placed.store._id)}
              onFocus={(isOn) => setFocus(isOn ? { store: placed.store._id } : null)}
              testId="network-store"
            >
              <Stack gap={2} justify="center" h="100%" miw={0}>
                <Anchor
                  component={Link}
                  to={entityPath('domains', placed.store._id)}
                  fz="sm"
                  fw={600}
                  c="dark.7"
                  truncate
                  title={placed.store.host}
                >
                  {placed.store.host}
                </Anchor>
                <Group gap={6} wrap="nowrap">
                  <PlatformBadge platform={placed.store.platform} />
                  <Text fz="xs" c="dimmed" truncate>
                    {posts(placed.store.postCount)}
                  </Text>
                </Group>
              </Stack>
            </Node>
          </div>
        ))}
      </div>

      <svg
        width={GUTTER}
        height={layout.height}
        aria-hidden
        style={{ overflow: 'visible' }}
        data-testid="network-links"
      >
        {layout.links.map((link) => (
          <path
            key={link.key}
            d={curve(link.from, link.to)}
            fill="none"
            stroke={colourVar(link.colour, 4)}
            strokeWidth={link.weight}
            strokeLinecap="round"
            opacity={isLinkOn(link) ? 0.85 : 0.12}
          />
        ))}
      </svg>

      <div style={columnStyle} aria-label={t('entities.network.pages')} role="list">
        {layout.pages.map((placed) => (
          <div role="listitem" key={placed.page._id}>
            <Node
              y={placed.y}
              accent={colourVar(placed.colours[0] ?? 'gray')}
              isDimmed={Boolean(
                focus &&
                !('page' in focus
                  ? focus.page === placed.page._id
                  : layout.links.some(
                      (link) => link.pageId === placed.page._id && link.storeId === focus.store,
                    )),
              )}
              onFocus={(isOn) => setFocus(isOn ? { page: placed.page._id } : null)}
              testId="network-page"
            >
              <Group gap="sm" wrap="nowrap" h="100%" miw={0}>
                <PageAvatar name={placed.page.name} pictureUrl={placed.page.pictureUrl} size={34} />
                <Stack gap={2} miw={0}>
                  <Anchor
                    component={Link}
                    to={entityPath('pages', placed.page._id)}
                    fz="sm"
                    fw={600}
                    c="dark.7"
                    truncate
                    title={placed.page.name}
                  >
                    {placed.page.name}
                  </Anchor>
                  <Group gap={4} wrap="nowrap">
                    {placed.colours.map((colour) => (
                      <Box
                        key={colour}
                        w={8}
                        h={8}
                        style={{ borderRadius: 4, background: colourVar(colour), flexShrink: 0 }}
                      />
                    ))}
                    <Text fz="xs" c="dimmed" truncate>
                      {posts(placed.postsHere)}
                    </Text>
                  </Group>
                </Stack>
              </Group>
            </Node>
          </div>
        ))}
      </div>
    </Box>
  );
}
