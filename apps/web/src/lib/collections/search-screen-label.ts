import type { TFunction } from 'i18next';

const screenPattern = /^\/a\/(posts|ads|trending)$/;
const entityPattern = /^\/a\/(pages|domains|pixels|groups)\/(\d+)$/;

/** The screen a stored search ran on: 'Posts', 'Ads library', 'Trending', 'Page #12', ... */
export function searchScreenLabel(path: string, t: TFunction): string {
  const screen = screenPattern.exec(path)?.[1];
  if (screen === 'posts' || screen === 'ads' || screen === 'trending') {
    return t(`searchHistory.screens.${screen}`);
  }
  const [, kind, id] = entityPattern.exec(path) ?? [];
  if (
    id !== undefined &&
    (kind === 'pages' || kind === 'domains' || kind === 'pixels' || kind === 'groups')
  ) {
    return t(`searchHistory.screens.${kind}`, { id });
  }
  return path;
}
