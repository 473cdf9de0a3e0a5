import { Anchor, Badge, Group } from '@mantine/core';
import type { DomainSummary } from '@postradar/contracts';
import { IconBuildingStore } from '@tabler/icons-react';
import { useTranslation } from '@postradar/ui';
import { Link } from 'react-router';
import { storePostsHref } from './post-links';

const platformColors: Record<DomainSummary['platform'], string> = {
  shopify: 'green',
  shopbase: 'indigo',
  woocommerce: 'grape',
  other: 'gray',
};

/** The store behind a post: its host (leading to the store's posts) and its platform. */
export function StoreLine({ domain }: { domain: DomainSummary }) {
  const { t } = useTranslation();
  return (
    <Group gap={6} wrap="nowrap" miw={0} data-testid="post-store">
      <IconBuildingStore size={16} stroke={1.7} color="var(--mantine-color-gray-6)" aria-hidden />
      <Anchor
        component={Link}
        to={storePostsHref(domain)}
        fz="sm"
        fw={500}
        truncate
        miw={0}
        title={domain.host}
      >
        {domain.host}
      </Anchor>
      <Badge
        size="xs"
        variant="light"
        color={platformColors[domain.platform]}
        style={{ flexShrink: 0 }}
      >
        {t(`research.storePlatforms.${domain.platform}`)}
      </Badge>
    </Group>
  );
}
