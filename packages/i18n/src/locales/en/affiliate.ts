/** Settings -> Affiliate: the user's affiliate link, who signed up through it, and the terms. */
export const affiliate = {
  description: 'Share your link and see who signed up through it and what they bought.',
  link: {
    title: 'Your affiliate link',
    label: 'Affiliate link',
    loading: 'Loading your link…',
    copy: 'Copy',
    copyLink: 'Copy link',
    howItWorks:
      'Share this link anywhere. When someone opens it and signs up for PostRadar, they appear in your referrals below.',
    code: 'Your affiliate code: {{code}}',
  },
  summary: {
    label: 'Your referrals in figures',
    signedUp: 'Signed up through your link',
    purchased: 'Made a purchase',
  },
  referrals: {
    count_one: '{{formatted}} referral',
    count_other: '{{formatted}} referrals',
    registered: 'Registered',
    email: 'E-mail',
    plan: 'Plan',
    price: 'Price',
    code: 'Code',
    noPurchase: 'No purchase yet',
    loadFailed: 'Your referrals could not be loaded.',
    emptyTitle: 'No one has signed up through your link yet',
    emptyHint:
      'Share your affiliate link with other sellers: everyone who signs up through it shows up here.',
    pastEnd: 'There are no referrals on this page.',
    firstPage: 'Back to the first page',
  },
  export: {
    action: 'Export CSV',
    failed: 'Your referrals could not be exported',
  },
  terms: {
    title: 'Terms',
    signUp:
      'Someone becomes your referral when they sign up through your link, or with your affiliate code.',
    once: 'Each person is credited once, to one affiliate: a link or code they use later changes nothing.',
    self: 'You cannot refer yourself.',
    firstPurchase:
      'The list shows each referral’s first purchase, with its plan and price; renewals are not listed.',
    privacy: 'E-mail addresses are partly hidden to protect your referrals’ privacy.',
    payouts:
      'The commission, joining the referral programme, your payout e-mail and what you have earned are on the Referral page.',
    referralPage: 'Open the Referral page',
  },
} as const;
