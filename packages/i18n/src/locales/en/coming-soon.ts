/** "Coming soon" pages: what each screen will do once it is built. */
export const comingSoon = {
  badge: 'Coming soon',
  whatItWillDo: 'What this page will do',
  inTheMeantime: 'In the meantime',
  meantimeBody:
    'Questions, or a feature you need first? Tell us: the roadmap follows what sellers ask for.',
  contactSupport: 'Contact support',
  backToDashboard: 'Back to the dashboard',
  screens: {
    dashboard: {
      title: 'Dashboard',
      description:
        'Your research at a glance: what is moving in your niches today and what changed since your last visit.',
      points: [
        'Top trending posts and ads in the niches you follow',
        'New activity from the pages, domains and pixels you follow',
        'Shortcuts to your saved searches and latest favorites',
        'Your plan, trial days and team seats in one place',
      ],
    },
    posts: {
      title: 'Posts',
      description:
        'Search a large, growing library of organic social-network posts from print-on-demand and dropship stores.',
      points: [
        'Keyword search with all words, any word, same order or exact phrase',
        'Filter by page, store domain or tag with page:, site: and tag:',
        'Sort by reactions, shares, comments, newest or 24-hour trending',
        'Open any post to see its engagement history and who is behind it',
      ],
    },
    ads: {
      title: 'Ads library',
      description: 'See the ads sellers are paying to run, and how long they keep running them.',
      points: [
        'Search running ads by keyword, page or store domain',
        'Sort by the number of campaigns running the same creative',
        'Spot ads that keep running for weeks: a strong sign they sell',
        'Jump from an ad to the store and tracking pixel behind it',
      ],
    },
    pages: {
      title: 'Pages',
      description: 'Research the social-network pages that publish winning products.',
      points: [
        'Every post and ad a page has published, newest first',
        'The store domains and pixels each page sends traffic to',
        'Engagement trends for the page as a whole',
        'Follow a page to see its new posts on your dashboard',
      ],
    },
    favorites: {
      title: 'Favorites',
      description: 'Keep the posts worth a second look in categories you name yourself.',
      points: [
        'Save any post or ad to one or more categories',
        'Search or create a category right from the save dialog',
        'Add every post on a results page in one go',
        'Share categories with your team members',
      ],
    },
    follows: {
      title: 'Follows',
      description: 'Everything you follow or block, in one list you can tidy up.',
      points: [
        'Pages, store domains and pixels you follow',
        'Unfollow with one click',
        'Your blacklist of items to hide from every search',
        'Remove items from the blacklist at any time',
      ],
    },
    groups: {
      title: 'Groups',
      description: 'Group related posts together to study a product idea or a competitor.',
      points: [
        'Create groups and add posts from any search',
        'See trending posts within each group',
        'Group details with the combined engagement',
        'Remove items or delete a group, always with a confirmation',
      ],
    },
    pixels: {
      title: 'Pixels',
      description:
        'Tracking pixels reveal which stores belong together. Follow them to watch a seller grow.',
      points: [
        'Look up a pixel ID and every domain that shares it',
        'See every ad sending traffic to those domains',
        'Follow pixels and get their new activity on your dashboard',
        'Find the other stores of a seller you admire',
      ],
    },
    trending: {
      title: 'Trending',
      description: 'The posts whose reactions grew most over the last 24 hours.',
      points: [
        'Ranked by the increase in reactions over 24 hours',
        'Mass-reaction, mass-share and mass-comment spikes',
        'Filter trending items by niche, post type and age',
        'Catch a product while it takes off, not after',
      ],
    },
    ideas: {
      title: 'Ideas',
      description: 'Hand-picked product ideas from our research team, refreshed regularly.',
      points: [
        'Curated posts with proven engagement',
        'Grouped by niche and season',
        'Notes on why each idea works',
        'Save an idea to your favorites in one click',
      ],
    },
    pool: {
      title: 'Pool',
      description: 'A shared pool of fresh finds, collected from across the community.',
      points: [
        'Newly discovered posts before they show up in searches',
        'Filter the pool by niche and platform',
        'Move what you like into your own collections',
        'Updated continuously as new posts are found',
      ],
    },
    searchHistory: {
      title: 'Search history',
      description: 'Return to any search you ran, or save it under a name to run it again later.',
      points: [
        'Every search with its keywords, filters and sort order',
        'Run a past search again with one click',
        'Name and save the searches you use most',
        'Clear your history whenever you want',
      ],
    },
    personalization: {
      title: 'Personalization',
      description: 'Tell PostRadar what you sell so it can show you what matters first.',
      points: [
        'Pick your niches, products and markets',
        'Choose the platforms and languages you care about',
        'A dashboard tuned to your niches',
        'Hide content you never want to see',
      ],
    },
    profile: {
      title: 'Profile',
      description: 'Your account, language, phone number and signed-in devices.',
      points: [
        'A phone number for account recovery and support',
        'Choose whether favorites show in your searches',
        'Save changes with a clear confirmation',
        'Your language preference saved to your account',
      ],
    },
    billing: {
      title: 'Billing',
      description: 'Your plan, renewals and invoices in one place.',
      points: [
        'Your current plan with its start and expiry dates',
        'Change plan or cancel, with a confirmation first',
        'A full billing history with dates, amounts and status',
        'A notice naming the team owner when you use a team plan',
      ],
    },
    affiliate: {
      title: 'Affiliate',
      description: 'Earn a share of the first purchase of every seller you refer.',
      points: [
        'Your personal affiliate link, ready to copy',
        'Every referred user with their plan and sign-up date',
        'Export your referrals as a CSV file',
        'Clear terms for payouts at the end of each month',
      ],
    },
    referral: {
      title: 'Referral',
      description: 'Join the referral programme and follow your earnings.',
      points: [
        'Apply in one click and follow your application',
        'Set the PayPal e-mail for your payouts',
        'Banners and a personal link to share',
        'Clicks, referrals, pending, earned and paid amounts',
      ],
    },
    team: {
      title: 'Team',
      description: 'Invite the people you work with to share your plan.',
      points: [
        'Add members by e-mail and give them the mod or member role',
        'Seats follow what your plan allows',
        'Edit or remove members at any time',
        'A clear notice when an invited e-mail has no account yet',
      ],
    },
  },
} as const;
