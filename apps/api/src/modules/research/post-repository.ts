import type { DomainSummary, PageSummary, PixelSummary } from '@postradar/contracts';
import type { Domain, Page, Pixel } from '@postradar/db';

export function toPageSummary(page: Page): PageSummary {
  return {
    _id: String(page.id),
    networkId: page.networkId,
    name: page.name,
    username: page.username,
    category: page.category,
    pictureUrl: page.pictureUrl,
    followers: page.followers,
    country: page.country,
  };
}

export function toDomainSummary(domain: Pick<Domain, 'id' | 'host' | 'platform'>): DomainSummary {
  return { _id: String(domain.id), host: domain.host, platform: domain.platform };
}

export function toPixelSummary(pixel: Pick<Pixel, 'id' | 'networkId'>): PixelSummary {
  return { _id: String(pixel.id), networkId: pixel.networkId };
}
