import type { DomainSummary } from '@postradar/contracts';
import { useTranslation } from '@postradar/ui';
import { IconBuildingStore } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PlainBadge } from './plain-badge';
import { storePostsHref } from './post-links';
import classes from './store-line.module.css';

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
    <div className={classes.line} data-testid="post-store">
      <IconBuildingStore size={16} stroke={1.7} color="var(--mantine-color-gray-6)" aria-hidden />
      <Link
        to={storePostsHref(domain)}
        className={`mantine-focus-auto ${classes.host}`}
        title={domain.host}
      >
        {domain.host}
      </Link>
      <PlainBadge
        size="xs"
        variant="light"
        color={platformColors[domain.platform]}
        className={classes.platform}
      >
        {t(`research.storePlatforms.${domain.platform}`)}
      </PlainBadge>
    </div>
  );
}
