import { domainColumns, pageColumns, pixelColumns } from './entity-columns';
import { EntityListScreen } from './entity-list-screen';

/** /a/pages: every page, with its posts, ads, latest post and followers. */
export function PagesScreen() {
  return <EntityListScreen kind="pages" columns={pageColumns} />;
}

/** /a/domains: every store, with its platform, posts, ads, pixels and pages. */
export function DomainsScreen() {
  return <EntityListScreen kind="domains" columns={domainColumns} />;
}

/** /a/pixels: every pixel, with its store network's domains, pages, posts and ads. */
export function PixelsScreen() {
  return <EntityListScreen kind="pixels" columns={pixelColumns} />;
}
