import type { DomainSummary, PageSummary, PixelSummary, PostDto } from '@postradar/contracts';

/** The detail of a post in the app: a modal over the list it was opened from, else a page. */
export function postPath(id: string): string {
  return `/a/posts/${encodeURIComponent(id)}`;
}

/** The post on the social network (its id is `{page id}_{post id}`). */
export function originalPostUrl(post: Pick<PostDto, 'networkId'>): string {
  return `https://www.facebook.com/${encodeURIComponent(post.networkId)}`;
}

/**
 * An ad's page in the Meta Ad Library, for ads with an Ad Library id (digits only); organic post
 * ids (`<page id>_<post id>`) have none.
 */
export function adLibraryUrl(post: Pick<PostDto, 'kind' | 'networkId'>): string | null {
  if (post.kind !== 'ad' || !/^\d+$/.test(post.networkId)) return null;
  return `https://www.facebook.com/ads/library/?id=${post.networkId}`;
}

/** A value of the query language, quoted when it holds a space or a quote would end it. */
function prefixValue(value: string): string {
  return /[\s"]/.test(value) ? `"${value.replaceAll('"', '')}"` : value;
}

/** `page:` with the page's network id: exactly this page (docs/product.md, the search bar). */
export function pageQuery(page: Pick<PageSummary, 'networkId'>): string {
  return `page:${prefixValue(page.networkId)}`;
}

/** `site:` with the store's host: the store and its subdomains. */
export function storeQuery(domain: Pick<DomainSummary, 'host'>): string {
  return `site:${prefixValue(domain.host)}`;
}

/** A search of the post search screen. */
export function postSearchHref(q: string): string {
  return `/a/posts?${new URLSearchParams({ q }).toString()}`;
}

/** Every post of a page, in the post search. */
export function pagePostsHref(page: Pick<PageSummary, 'networkId'>): string {
  return postSearchHref(pageQuery(page));
}

/** Every post linking to a store, in the post search. */
export function storePostsHref(domain: Pick<DomainSummary, 'host'>): string {
  return postSearchHref(storeQuery(domain));
}

/** Every post with a tag, in the post search. */
export function tagPostsHref(tag: string): string {
  return postSearchHref(`tag:${prefixValue(tag)}`);
}

/** A pixel's screen: its store network and the posts linking to its stores. */
export function pixelPath(pixel: Pick<PixelSummary, '_id'>): string {
  return `/a/pixels/${encodeURIComponent(pixel._id)}`;
}
