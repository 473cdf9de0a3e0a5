/** The dashboard at /a: what moves in the user's niches, what is new for them, the corpus. */
export const dashboard = {
  title: 'Dashboard',
  description:
    'What is moving in your niches today, what is new in what you follow, and the corpus in figures.',
  computed: 'Updated',
  notComputed: 'Not computed yet',
  seeAll: 'See all',
  failed: 'This block could not be loaded',
  welcome: {
    title: 'Welcome to PostRadar',
    body: 'Tell PostRadar your niches, languages and countries: this dashboard and Trending then show what moves in your market first. It takes a minute, and you can change it any time.',
    action: 'Personalize',
    dismiss: 'Not now',
  },
  moving: {
    title: 'Moving today',
    personalized: 'Personalized for you: {{audience}}',
    notPersonalized: 'Across every niche and market.',
    change: 'Change',
    personalize: 'Personalize',
    personalizedBadge: 'Personalized',
    stripLabel: '{{sort}}: the posts moving most',
    emptyTitle: 'Nothing is moving by this measure yet',
    emptyHint:
      'The measures are recomputed through the day as engagement comes in. Look again later, or open Trending.',
    emptyHintPersonalized:
      'No post in your niches moves by this measure yet. Add niches in Personalization, or open Trending.',
    openTrending: 'Open Trending',
  },
  news: {
    title: 'What is new',
    follows: 'Follows with new posts',
    savedSearches: 'Saved searches with new posts',
    newPosts_one: '{{formatted}} new post',
    newPosts_other: '{{formatted}} new posts',
    newPostsCapped: '99+ new posts',
    run: 'Run',
    followsNoneTitle: 'You follow nothing yet',
    followsNoneHint:
      'Follow a page, a store or a pixel from a post card or its screen: its new posts show here.',
    followsQuietTitle: 'Nothing new from what you follow',
    followsQuietHint_one: 'What you follow has no new posts since you last looked.',
    followsQuietHint_other:
      'None of the {{formatted}} pages, stores and pixels you follow has new posts since you last looked.',
    followsAction: 'Open Follows',
    searchesNoneTitle: 'No saved searches yet',
    searchesNoneHint:
      'Save a search from the results with Save search: when new posts match it, it shows here.',
    searchesNoneAction: 'Search posts',
    searchesQuietTitle: 'No saved search has new posts',
    searchesQuietHint: 'Nothing new matches your saved searches since you last ran them.',
    searchesQuietAction: 'Open saved searches',
  },
  favorites: {
    title: 'Latest favorites',
    total_one: '{{formatted}} saved post',
    total_other: '{{formatted}} saved posts',
    stripLabel: 'Your latest favorites',
    emptyTitle: 'No favorites yet',
    emptyHint:
      'Save posts with the heart on any card: the latest show here, all of them in Favorites.',
    emptyAction: 'Search posts',
  },
  corpus: {
    title: 'The corpus',
    postsLast24h: 'Posts added in 24 h',
    adsLast24h: 'Ads added in 24 h',
    pages: 'Pages tracked',
    domains: 'Store domains',
    pixels: 'Pixels',
    chartTitle: 'Posts and ads first seen per day, last 30 days',
    posts: 'Posts',
    ads: 'Ads',
  },
} as const;
