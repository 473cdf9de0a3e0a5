/** Texts of the upgrade prompts shown where the user's plan does not reach. */
export const gates = {
  titles: {
    membershipRequired: 'Choose a plan to keep researching',
    trialLimit: 'Your free trial has reached its limit',
  },
  /** Instead of the plans, to a seller who never had one, where the trial opens the screen. */
  trialOffer: {
    badge: 'Free for 7 days',
    title: 'Start your free trial',
    description:
      'This account has no plan yet. The free trial opens this screen for seven days, no card needed; then choose the plan that fits your shop.',
    action: 'See the free trial',
  },
  /** The API's own texts (billingTexts of the contracts): the English stays word for word. */
  membershipRequired: 'An active plan is needed for this. Choose a plan to continue.',
  trialLimit: 'You have reached the trial limit. Please upgrade to continue.',
  /** Each as the API words the refusal of a plan feature. */
  features: {
    ads: 'The Ads library is part of the Standard plan. Upgrade to continue.',
    trending: 'Trending is part of the Standard plan. Upgrade to continue.',
    pixels: 'Pixels are part of the Standard plan. Upgrade to continue.',
    favorites: 'Favorites are part of the Standard plan. Upgrade to continue.',
    follows: 'Follows and ignore lists are part of the Standard plan. Upgrade to continue.',
    groups: 'Groups are part of the Standard plan. Upgrade to continue.',
    pool: 'The Pool is part of the Standard plan. Upgrade to continue.',
  },
  demoAlt: {
    ads: 'A page of the Ads library: ads with their pictures, stores and running ad sets',
    pro: 'A page of trending posts with their engagement spikes',
  },
} as const;
