/** Texts of the Personalization screen and of the personalized defaults of the research screens. */
export const personalization = {
  title: 'Personalization',
  description: 'Tell PostRadar what you sell and who you sell to.',
  effects: {
    title: 'What it changes',
    trending: 'Trending opens on your niches, languages and countries.',
    dashboard: 'The dashboard shows what moves today in your niches.',
    search:
      'A new search in Posts and the Ads library starts with these filters. A chip above the results says so, and one click clears it.',
  },
  neverSaved:
    'Nothing is personalized yet: Trending and new searches show every niche, language and country.',
  niches: {
    label: 'Niches',
    description: 'The tags of the posts you research, up to {{max}}.',
    placeholder: 'Search niches: nurse, teacher, fishing…',
    nothingFound: 'No niche contains these words.',
  },
  languages: {
    label: 'Languages',
    description: 'The languages the posts are written in, up to {{max}}.',
    placeholder: 'Pick languages',
    nothingFound: 'No language matches.',
  },
  countries: {
    label: 'Countries',
    description: 'The countries the posts target, up to {{max}}.',
    placeholder: 'Pick countries',
    nothingFound: 'No country matches.',
  },
  kind: {
    label: 'Posts or ads',
    description: 'What a new search in Posts and Trending shows first.',
    posts: 'Posts',
    ads: 'Ads',
    both: 'Both',
  },
  posts_one: '{{formatted}} post',
  posts_other: '{{formatted}} posts',
  countsAsOf: 'Post counts updated',
  save: 'Save',
  saved: 'Saved',
  unsaved: 'You have unsaved changes.',
  undo: 'Undo changes',
  clear: 'Clear all',
  saveFailed: 'Your personalization could not be saved.',
  loadFailed: 'Your personalization could not be loaded.',
  optionsFailed: 'The niches, languages and countries to choose from could not be loaded.',
  chip: {
    label: 'Personalized',
    clear: 'Search without your personalization',
    edit: 'Edit your personalization',
  },
  filters: {
    niches: 'Niches',
    nichesPlaceholder: 'Any niche',
    languages: 'Languages',
    languagesPlaceholder: 'Any language',
    countries: 'Countries',
    countriesPlaceholder: 'Any country',
  },
};
