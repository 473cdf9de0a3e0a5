/** "Coming soon" pages: what each screen will do once it is built. */
export const comingSoon = {
  badge: 'Coming soon',
  whatItWillDo: 'What this page will do',
  inTheMeantime: 'In the meantime',
  meantimeBody:
    'Questions, or a feature you need first? Tell us: the roadmap follows what sellers ask for.',
  contactSupport: 'Contact support',
  screens: {
    team: {
      points: [
        'Add members by e-mail and give them the mod or member role',
        'Seats follow what your plan allows',
        'Edit or remove members at any time',
        'A clear notice when an invited e-mail has no account yet',
      ],
    },
  },
} as const;
