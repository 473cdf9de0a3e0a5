import { ActionIcon, Badge, Group, Text } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import type { PixelSummary } from '@postradar/contracts';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from '@postradar/ui';
import { Link } from 'react-router';
import { pixelPath } from './post-links';
import { useHoverTooltip } from './use-hover-tooltip';

interface PixelIdsProps {
  pixels: readonly PixelSummary[];
  /** Shows this many, then how many more (the detail shows them all). */
  limit?: number;
  size?: 'xs' | 'sm';
  testId: string;
}

function CopyPixelButton({ id, size }: { id: string; size: 'xs' | 'sm' }) {
  const { t } = useTranslation();
  const clipboard = useClipboard({ timeout: 2000 });
  const label = clipboard.copied
    ? t('research.pixelIds.copied')
    : t('research.pixelIds.copy', { id });
  const { targetProps, tooltip } = useHoverTooltip<HTMLButtonElement>(label);
  return (
    <>
      <ActionIcon
        {...targetProps}
        size={size}
        variant="subtle"
        color={clipboard.copied ? 'teal' : 'gray'}
        onClick={() => clipboard.copy(id)}
        aria-label={label}
        data-testid="pixel-copy"
      >
        {clipboard.copied ? <IconCheck size={14} /> : <IconCopy size={14} stroke={1.7} />}
      </ActionIcon>
      {tooltip}
    </>
  );
}

function PixelId({ pixel, size }: { pixel: PixelSummary; size: 'xs' | 'sm' }) {
  const { t } = useTranslation();
  const id = pixel.networkId;
  return (
    <Group gap={2} wrap="nowrap">
      <Badge
        component={Link}
        to={pixelPath(pixel)}
        size={size === 'xs' ? 'sm' : 'md'}
        variant="default"
        radius="sm"
        style={{
          textTransform: 'none',
          fontFamily: 'var(--mantine-font-family-monospace)',
          cursor: 'pointer',
        }}
        aria-label={t('research.pixelIds.open', { id })}
        data-testid="pixel-id"
      >
        {id}
      </Badge>
      <CopyPixelButton id={id} size={size} />
    </Group>
  );
}

/** A store's tracking pixels: each id leads to the pixel's screen and can be copied. */
export function PixelIds({ pixels, limit = pixels.length, size = 'sm', testId }: PixelIdsProps) {
  const { t } = useTranslation();
  const hidden = pixels.length - limit;
  return (
    <Group
      gap={6}
      wrap="wrap"
      style={{ rowGap: 4 }}
      role="list"
      aria-label={t('research.pixelIds.label')}
      data-testid={testId}
    >
      {pixels.slice(0, limit).map((pixel) => (
        <div key={pixel._id} role="listitem">
          <PixelId pixel={pixel} size={size} />
        </div>
      ))}
      {hidden > 0 && (
        <Text fz="xs" c="dimmed" data-testid="pixel-more">
          {t('research.pixelIds.more', { count: hidden })}
        </Text>
      )}
    </Group>
  );
}
