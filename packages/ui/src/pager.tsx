import { Group, Pagination } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { mobileQuery } from './media';
import { pagerItems, type PagerLayout } from './pager-items';

export interface PagerProps extends PagerLayout {
  /** The current page, from 1. */
  page: number;
  totalPages: number;
  /** Called with a different page within 1..totalPages; moves out of range are ignored. */
  onChange(page: number): void;
}

/** Previous, page numbers with ellipses, Next. Hidden when there are fewer than 2 pages. */
export function Pager({ page, totalPages, onChange, range, margin }: PagerProps) {
  const { t } = useTranslation();
  const isMobile = useMediaQuery(mobileQuery);
  if (!(totalPages >= 2)) return null;

  const go = (target: number) => {
    if (target < 1 || target > totalPages || target === page) return;
    onChange(target);
  };

  return (
    <Pagination.Root
      total={totalPages}
      value={Math.min(Math.max(page, 1), totalPages)}
      onChange={go}
      size={isMobile ? 'sm' : 'md'}
      radius="md"
    >
      <Group
        component="nav"
        aria-label={t('components.pager.label')}
        gap={isMobile ? 4 : 6}
        justify="center"
      >
        <Pagination.Control disabled={page <= 1} onClick={() => go(page - 1)} rel="prev" px="sm">
          {t('components.pager.previous')}
        </Pagination.Control>
        {pagerItems(page, totalPages, { range, margin }).map((item, index) =>
          item === 'ellipsis' ? (
            <Pagination.Dots key={`ellipsis-${index}`} aria-hidden />
          ) : (
            <Pagination.Control
              key={item}
              active={item === page}
              aria-current={item === page ? 'page' : undefined}
              aria-label={t('components.pager.page', { page: item })}
              onClick={() => go(item)}
            >
              {item}
            </Pagination.Control>
          ),
        )}
        <Pagination.Control
          disabled={page >= totalPages}
          onClick={() => go(page + 1)}
          rel="next"
          px="sm"
        >
          {t('components.pager.next')}
        </Pagination.Control>
      </Group>
    </Pagination.Root>
  );
}
