import { Anchor, Badge, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import type { DomainSummary } from '@postradar/contracts';
import { TimeAgo, useLanguage, useTranslation } from '@postradar/ui';
import { IconBuildingStore, IconFocus2 } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatNumber } from '../research/format-count';

/** A count in the reader's number format (17,565 or 17.565). */
export function Count({ value }: { value: number | null }) {
  const language = useLanguage();
  if (value === null)
    return (
      <Text span c="dimmed">
        –
      </Text>
    );
  return <>{formatNumber(value, language)}</>;
}

/** When the latest post was created, or that there is none yet. */
export function LatestPost({ at }: { at: string | null }) {
  const { t } = useTranslation();
  if (!at) {
    return (
      <Text span inherit c="dimmed">
        {t('entities.noPostYet')}
      </Text>
    );
  }
  return <TimeAgo time={at} />;
}

export const platformColors: Record<DomainSummary['platform'], string> = {
  shopify: 'green',
  shopbase: 'indigo',
  woocommerce: 'grape',
  other: 'gray',
};

export function PlatformBadge({ platform }: { platform: DomainSummary['platform'] }) {
  const { t } = useTranslation();
  return (
    <Badge size="sm" variant="light" color={platformColors[platform]} style={{ flexShrink: 0 }}>
      {t(`research.storePlatforms.${platform}`)}
    </Badge>
  );
}

/** An entity's picture or icon, its name linking to its screen, and a line under it. */
export function EntityName({
  href,
  name,
  picture,
  detail,
  isMonospace = false,
}: {
  href: string;
  name: string;
  picture: ReactNode;
  detail?: ReactNode;
  isMonospace?: boolean;
}) {
  return (
    <Group gap="sm" wrap="nowrap" miw={0}>
      {picture}
      <Stack gap={2} miw={0}>
        <Anchor
          component={Link}
          to={href}
          fw={600}
          c="dark.7"
          truncate
          ff={isMonospace ? 'monospace' : undefined}
          title={name}
          data-testid="entity-link"
        >
          {name}
        </Anchor>
        {detail && (
          <Text fz="xs" c="dimmed" truncate component="div">
            {detail}
          </Text>
        )}
      </Stack>
    </Group>
  );
}

export function StoreIcon({ size = 38 }: { size?: number }) {
  return (
    <ThemeIcon size={size} radius="xl" variant="light" color="teal">
      <IconBuildingStore size={size * 0.5} stroke={1.7} />
    </ThemeIcon>
  );
}

export function PixelIcon({ size = 38 }: { size?: number }) {
  return (
    <ThemeIcon size={size} radius="xl" variant="light" color="grape">
      <IconFocus2 size={size * 0.5} stroke={1.7} />
    </ThemeIcon>
  );
}
