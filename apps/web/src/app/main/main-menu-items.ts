import {
  IconAdjustmentsHorizontal,
  IconArticle,
  IconBulb,
  IconFlag2,
  IconFocus2,
  IconFolders,
  IconGift,
  IconHeart,
  IconHistory,
  IconLayoutDashboard,
  IconSpeakerphone,
  IconStack2,
  IconTrendingUp,
  IconUserCheck,
  type Icon,
} from '@tabler/icons-react';

export type MainMenuKey =
  | 'dashboard'
  | 'posts'
  | 'ads'
  | 'pages'
  | 'favorites'
  | 'follows'
  | 'groups'
  | 'pixels'
  | 'trending'
  | 'ideas'
  | 'pool'
  | 'searchHistory'
  | 'trials'
  | 'personalization';

export interface MainMenuItem {
  key: MainMenuKey;
  /** Path under /a; '' is the dashboard at /a itself. */
  path: string;
  icon: Icon;
}

export interface MainMenuSection {
  key: 'research' | 'collections' | 'workspace';
  items: readonly MainMenuItem[];
}

/** The fourteen main-menu entries, grouped for scanning (docs/product.md, Main menu). */
export const mainMenuSections: readonly MainMenuSection[] = [
  {
    key: 'research',
    items: [
      { key: 'dashboard', path: '', icon: IconLayoutDashboard },
      { key: 'posts', path: 'posts', icon: IconArticle },
      { key: 'ads', path: 'ads', icon: IconSpeakerphone },
      { key: 'pages', path: 'pages', icon: IconFlag2 },
      { key: 'trending', path: 'trending', icon: IconTrendingUp },
      { key: 'ideas', path: 'ideas', icon: IconBulb },
      { key: 'pool', path: 'pool', icon: IconStack2 },
    ],
  },
  {
    key: 'collections',
    items: [
      { key: 'favorites', path: 'favorites', icon: IconHeart },
      { key: 'follows', path: 'follows', icon: IconUserCheck },
      { key: 'groups', path: 'groups', icon: IconFolders },
      { key: 'pixels', path: 'pixels', icon: IconFocus2 },
    ],
  },
  {
    key: 'workspace',
    items: [
      { key: 'searchHistory', path: 'search-history', icon: IconHistory },
      { key: 'trials', path: 'trials', icon: IconGift },
      { key: 'personalization', path: 'personalization', icon: IconAdjustmentsHorizontal },
    ],
  },
];

export const mainMenuItems: readonly MainMenuItem[] = mainMenuSections.flatMap(
  (section) => section.items,
);

export function mainMenuHref(item: MainMenuItem): string {
  return item.path ? `/a/${item.path}` : '/a';
}
