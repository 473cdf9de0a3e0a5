export const common = {
  productName: 'PostRadar',
  titleSuffix: ' - PostRadar',
  loading: 'Loading…',
  loadFailed: 'Sorry, there was a problem loading the page.',
  retry: 'Try again',
  language: 'Language',
  languages: { en: 'English', vi: 'Tiếng Việt' },
} as const;
