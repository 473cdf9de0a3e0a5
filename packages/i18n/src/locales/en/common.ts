export const common = {
  productName: 'PostRadar',
  titleSuffix: ' - PostRadar',
  loading: 'Loading…',
  loadFailed: 'Sorry, there was a problem loading the page.',
  retry: 'Try again',
  loadFailedHint: 'Check your connection and try again. If it keeps happening, contact support.',
  language: 'Language',
  languages: { en: 'English', vi: 'Tiếng Việt' },
  pricing: 'Pricing',
  backHome: 'Back to home',
  openInNewTab: 'opens in a new tab',
} as const;
