/** Settings area: layout, navigation and the profile page. */
export const settings = {
  title: 'Settings',
  backToApp: 'Back to PostRadar',
  collapseSidebar: 'Collapse the sidebar',
  expandSidebar: 'Expand the sidebar',
  openMenu: 'Open the settings menu',
  closeMenu: 'Close the settings menu',
  otherSettings: 'Other settings',
  menu: {
    profile: 'Profile',
    billing: 'Billing',
    affiliate: 'Affiliate',
    referral: 'Referral',
    team: 'Team',
    searchHistory: 'Search history',
  },
  profile: {
    account: 'Your account',
    accountHint: 'Your name, e-mail address and picture come from your Google account.',
    name: 'Name',
    email: 'E-mail',
    language: 'Interface language',
    languageHint: 'Applies at once on this device.',
  },
} as const;
