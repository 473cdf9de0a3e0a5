/** Texts of the shared primitives in packages/ui. */
export const components = {
  timeAgo: {
    invalid: 'Unknown time',
  },
  upgrade: {
    badge: 'Standard plan',
    ads: {
      title: 'Unlock the Ads Library',
      description:
        'See the ads other sellers are paying to run right now: creatives, copy, landing stores and how many ad sets each product has. The Ads Library comes with the Standard plan.',
      button: 'Unlock the Ads Library',
    },
    pro: {
      title: 'Upgrade to Standard',
      description:
        'Get every filter, the trending and mass-engagement sorts, pixel and domain follows and team seats for $59 per month.',
      button: 'See the plans',
    },
    demoAlt: 'Preview of this feature on the Standard plan',
  },
  pager: {
    label: 'Pages',
    previous: 'Previous',
    next: 'Next',
    page: 'Page {{page}}',
  },
  tips: {
    title: 'Did you know?',
    another: 'Another tip',
    close: 'Hide tips for today',
  },
} as const;
