import {
  IconAffiliate,
  IconCreditCard,
  IconHistory,
  IconShare,
  IconUser,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';

export type SettingsMenuKey =
  'profile' | 'billing' | 'affiliate' | 'referral' | 'team' | 'searchHistory';

export interface SettingsMenuItem {
  key: SettingsMenuKey;
  path: string;
  icon: Icon;
  /** Only for holders of the team-master feature. */
  isTeamOnly?: boolean;
}

/** The settings sidebar entries, in order (docs/product.md, Settings and profile). */
export const settingsMenuItems: readonly SettingsMenuItem[] = [
  { key: 'profile', path: '/settings/profile', icon: IconUser },
  { key: 'billing', path: '/settings/billing', icon: IconCreditCard },
  { key: 'affiliate', path: '/settings/affiliate', icon: IconAffiliate },
  { key: 'referral', path: '/settings/referral', icon: IconShare },
  { key: 'team', path: '/settings/team', icon: IconUsers, isTeamOnly: true },
  { key: 'searchHistory', path: '/settings/search-history', icon: IconHistory },
];

/** The phone menu lists team, profile and billing. */
export const mobileSettingsMenuKeys: readonly SettingsMenuKey[] = ['team', 'profile', 'billing'];

export function visibleSettingsItems(
  keys: readonly SettingsMenuKey[] | null,
  canManageTeam: boolean,
): SettingsMenuItem[] {
  const items = keys
    ? keys.flatMap((key) => settingsMenuItems.filter((item) => item.key === key))
    : [...settingsMenuItems];
  return items.filter((item) => !item.isTeamOnly || canManageTeam);
}
