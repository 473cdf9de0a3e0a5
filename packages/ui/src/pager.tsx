import { Group, Pagination } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from './use-translation';
import { mobileQuery } from './media';
import { pagerItems, type PagerLayout } from './pager-items';

export interface PagerProps extends PagerLayout {
  /** The current page, from 1. */
  page: number;
  totalPages: number;
  /** Called with a different page within 1..totalPages; moves out of range are ignored. */
  onChange(page: number): void;
}

function Chevron({ direction }: { direction: 'previous' | 'next' }) {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
    >
      <path d={direction === 'previous' ? 'M15 6l-6 6 6 6' : 'M9 6l6 6-6 6'} />
    </svg>
  );
}

/**
 * Previous, page numbers with ellipses, Next. Hidden when there are fewer than 2 pages. Keeps 2
 * pages in range and 3 margin pages (docs/product.md, Pager and counts). On a phone (480 px or
 * less) the row is made to fit: one margin page unless `margin` is given, and Previous/Next as
 * arrows named by their label.
 */
export function Pager({ page, totalPages, onChange, range, margin }: PagerProps) {
  const { t } = useTranslation();
  const isMobile = useMediaQuery(mobileQuery);
  if (!(totalPages >= 2)) return null;

  const go = (target: number) => {
    if (target < 1 || target > totalPages || target === page) return;
    onChange(target);
  };
  const items = pagerItems(page, totalPages, {
    range,
    margin: margin ?? (isMobile ? 1 : undefined),
  });
  const step = (direction: 'previous' | 'next') => {
    const label = t(`components.pager.${direction}`);
    return (
      <Pagination.Control
        disabled={direction === 'previous' ? page <= 1 : page >= totalPages}
        onClick={() => go(direction === 'previous' ? page - 1 : page + 1)}
        rel={direction === 'previous' ? 'prev' : 'next'}
        aria-label={isMobile ? label : undefined}
        px={isMobile ? undefined : 'sm'}
      >
        {isMobile ? <Chevron direction={direction} /> : label}
      </Pagination.Control>
    );
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
        {step('previous')}
        {items.map((item, index) =>
          item === 'ellipsis' ? (
            <Pagination.Dots key={`ellipsis-${index}`} aria-hidden />
          ) : (
            <Pagination.Control
              key={item}
              active={item === page}
              aria-current={item === page ? 'page' : undefined}
              aria-label={t('components.pager.page', { page: String(item) })}
              onClick={() => go(item)}
            >
              {item}
            </Pagination.Control>
          ),
        )}
        {step('next')}
      </Group>
    </Pagination.Root>
  );
}
