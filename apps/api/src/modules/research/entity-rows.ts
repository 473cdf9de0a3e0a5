import type { DomainListItem, PageListItem, PixelListItem } from '@postradar/contracts';
import type { Domain, Page, Pixel } from '@postradar/db';
import { toDomainSummary, toPageSummary, toPixelSummary } from './post-repository';

const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);

/** A page with its counts (decision 0040). */
export function toPageListItem(page: Page): PageListItem {
  return {
    ...toPageSummary(page),
    postCount: page.postCount,
    adCount: page.adCount,
    latestPostAt: isoOrNull(page.latestPostAt),
  };
}

export function toDomainListItem(domain: Domain): DomainListItem {
  return {
    ...toDomainSummary(domain),
    postCount: domain.postCount,
    adCount: domain.adCount,
    latestPostAt: isoOrNull(domain.latestPostAt),
    pixelCount: domain.pixelCount,
    pageCount: domain.pageCount,
  };
}

export function toPixelListItem(pixel: Pixel): PixelListItem {
  return {
    ...toPixelSummary(pixel),
    postCount: pixel.postCount,
    adCount: pixel.adCount,
    latestPostAt: isoOrNull(pixel.latestPostAt),
    domainCount: pixel.domainCount,
    pageCount: pixel.pageCount,
  };
}
