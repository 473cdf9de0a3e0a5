import type { DomainListItem, PageListItem } from '@postradar/contracts';
import { useLanguage, useTranslation } from '@postradar/ui';
import { formatNumber } from '../research/format-count';
import { EntityName, PixelIcon, PlatformBadge, StoreIcon } from './entity-cells';
import { entityPath } from './entity-kinds';
import type { ListedEntity } from './listed-entity';
import { PageAvatar } from './page-avatar';

/** A page in a list: its picture, its name linking to its screen, its username and category. */
export function PageName({ page }: { page: PageListItem }) {
  return (
    <EntityName
      href={entityPath('pages', page._id)}
      name={page.name}
      picture={<PageAvatar name={page.name} pictureUrl={page.pictureUrl} />}
      detail={
        [page.username && `@${page.username}`, page.category].filter(Boolean).join(' · ') ||
        undefined
      }
    />
  );
}

/** A store in a list: its icon, its host linking to its screen, its platform. */
export function DomainName({ domain }: { domain: DomainListItem }) {
  return (
    <EntityName
      href={entityPath('domains', domain._id)}
      name={domain.host}
      picture={<StoreIcon />}
      detail={<PlatformBadge platform={domain.platform} />}
    />
  );
}

/**
 * A followed or grouped page, domain or pixel as the entity lists show it: its picture or icon,
 * its name linking to its screen, and a line under it.
 */
export function ListedEntityName({ entity }: { entity: ListedEntity }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (entity.kind === 'page') return <PageName page={entity.page} />;
  if (entity.kind === 'domain') return <DomainName domain={entity.domain} />;
  const { pixel } = entity;
  return (
    <EntityName
      href={entityPath('pixels', pixel._id)}
      name={pixel.networkId}
      picture={<PixelIcon />}
      detail={t('entities.count.domains', {
        count: pixel.domainCount,
        formatted: formatNumber(pixel.domainCount, language),
      })}
      isMonospace
    />
  );
}
