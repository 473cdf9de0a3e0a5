/** "Coming soon" pages: what each screen will do once it is built. */
export const comingSoon = {
  badge: 'Coming soon',
  whatItWillDo: 'What this page will do',
  inTheMeantime: 'In the meantime',
  meantimeBody:
    'Questions, or a feature you need first? Tell us: the roadmap follows what sellers ask for.',
  contactSupport: 'Contact support',
  screens: {
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
      description: 'Your affiliate link, who signed up through it and what they bought.',
      points: [
        'Your personal affiliate link, ready to copy',
        'Every referred user with their plan and sign-up date',
        'Export your referrals as a CSV file',
        'Clear terms for payouts at the end of each month',
      ],
    },
    referral: {
      title: 'Referral',
      description:
        'Join the referral programme, share your link and banners, and follow your commission.',
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
