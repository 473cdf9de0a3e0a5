export const common = {
  productName: 'PostRadar',
  titleSuffix: ' - PostRadar',
  /** The page's description for search engines and link previews. */
  metaDescription:
    'PostRadar finds the social-network posts and ads that sell, and the pages, store domains and pixels behind them.',
  loading: 'Loading…',
  loadFailed: 'Sorry, there was a problem loading the page.',
  retry: 'Try again',
  loadFailedHint: 'Check your connection and try again. If it keeps happening, contact support.',
  language: 'Language',
  languages: { en: 'English', vi: 'Tiếng Việt' },
  pricing: 'Pricing',
  backHome: 'Back to home',
  openInNewTab: 'opens in a new tab',
  cancel: 'Cancel',
  close: 'Close',
  copied: 'Copied',
  /** What the screens of the collections show when the API refuses a change. */
  collectionErrors: {
    duplicateName: 'This name already exists',
    invalidName: 'Invalid name',
    limitReached: {
      favoriteCategories: 'You can keep at most {{limit}} favorite categories.',
      favorites: 'You can keep at most {{limit}} favorites.',
      follows: 'You can keep at most {{limit}} follows.',
      ignoredItems: 'You can keep at most {{limit}} ignored items.',
      groups: 'You can keep at most {{limit}} groups.',
      groupMembers: 'You can keep at most {{limit}} members in a group.',
      savedSearches: 'You can keep at most {{limit}} saved searches.',
      searchHistory: 'You can keep at most {{limit}} searches in the history.',
      poolItems: 'You can keep at most {{limit}} posts on the pool.',
    },
  },
} as const;
