/** The public landing page at /. */
export const landing = {
  nav: {
    features: 'Features',
    howItWorks: 'How it works',
    pricing: 'Pricing',
    signIn: 'Sign in',
  },
  audience: {
    title: 'Built for sellers of',
    items: [
      'T-shirts and apparel',
      'Mugs and drinkware',
      'Personalized gifts',
      'Home decor',
      'Dropship gadgets',
    ],
  },
  features: {
    eyebrow: 'Features',
    title: 'Research that pays for itself',
    subtitle: 'Everything you need to go from a hunch to a product that sells, in one place.',
    items: {
      search: {
        title: 'Search posts and ads',
        body: 'Search a large, growing library of posts and ads by keyword, exact phrase, page, store domain or tag, and sort by what matters.',
      },
      owners: {
        title: 'See who runs them',
        body: 'Every post links to the page that published it, the store domain it sends buyers to and the tracking pixels on that store.',
      },
      engagement: {
        title: 'Watch engagement grow',
        body: 'Reactions, shares and comments are tracked over time. Trending shows the biggest risers of the last 24 hours.',
      },
      collections: {
        title: 'Save what you find',
        body: 'Keep posts in favorite categories, follow pages, domains and pixels, group ideas and hide what you never want to see.',
      },
      teams: {
        title: 'Work as a team',
        body: 'Team plans share one subscription. Invite moderators and members and research together.',
      },
      languages: {
        title: 'English and Vietnamese',
        body: 'The whole interface speaks both languages, and Vietnamese search ignores accents: "ao thun" finds "Áo Thun".',
      },
    },
  },
  howItWorks: {
    eyebrow: 'How it works',
    title: 'From idea to winning product in three steps',
    steps: {
      search: {
        title: 'Search your niche',
        body: 'Type a niche or a product. Filter by date, reactions, shares, comments or post type.',
      },
      follow: {
        title: 'Follow the money',
        body: 'Open a post to see the page, store and pixel behind it, and every other ad they run.',
      },
      act: {
        title: 'Save and act',
        body: 'Collect the winners, follow the sellers to watch, and share your findings with your team.',
      },
    },
  },
  cta: {
    title: 'Ready to find your next best-seller?',
    body: 'Sign in with Google and start researching in under a minute.',
    primary: 'Get started free',
    secondary: 'Compare plans',
  },
  footer: {
    tagline: 'Product research for print-on-demand and dropship sellers.',
    product: 'Product',
    support: 'Support',
    rights: '© {{year}} PostRadar. All rights reserved.',
  },
} as const;
