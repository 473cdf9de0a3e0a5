/** Sign-in screen, sign-in callback and the admin-entry screen. */
export const auth = {
  login: {
    pageTitle: 'Sign in',
    eyebrow: 'Welcome back',
    headline: 'Sign in to PostRadar',
    subtitle:
      'Use your Google account. There is no password to remember, and your research stays with you on any device.',
    google: 'Sign in with Google',
    errorTitle: 'We could not sign you in',
    errors: {
      sign_in_failed: 'Google did not confirm your sign-in. Please try again.',
      sign_in_expired: 'The sign-in took too long and expired. Please try again.',
      sign_in_cancelled: 'The sign-in was cancelled. Press the button to try again.',
    },
    sessionEnded: {
      eyebrow: 'Signed out',
      headline: 'Your session has ended',
      subtitle:
        'PostRadar signed you out of this browser. Sign in again to continue your research.',
      reasonTitle: 'Why you were signed out',
      signInAgain: 'Sign in again with Google',
      reasons: {
        otherDevice: 'Your account is being used on another device.',
        tokenExpired: 'Access token was expired.',
        sessionEnded: 'This session was ended from your list of devices, or by signing out.',
        invalidRefreshToken: 'Your sign-in could not be renewed.',
      },
    },
    newHere: 'New to PostRadar?',
    seePricing: 'See plans and the free trial',
    privacy: 'We only read your name, e-mail address and profile picture from Google.',
    highlights: {
      title: 'Everything you need to find the next best-seller',
      items: [
        'A large, growing library of posts and ads, searchable in seconds',
        'The pages, store domains and pixels behind every ad',
        'Engagement tracked over time, with 24-hour trending',
        'Favorites, follows and groups shared with your team',
      ],
    },
    sisterTools: {
      title: 'More tools from our team',
      tmCheck: {
        name: 'TM Check',
        description: 'Screen slogans and designs for registered trademarks before you publish.',
      },
      merchInsights: {
        name: 'Merch Insights',
        description: 'Best-seller ranks and sales estimates for print-on-demand marketplaces.',
      },
    },
  },
  callback: {
    pageTitle: 'Signing in',
    signingIn: 'Signing you in…',
  },
  adminEntry: {
    pageTitle: 'Admin panel',
    headline: 'Staff sign-in',
    subtitle: 'Sign in with your staff Google account to continue to the admin site.',
    opening: 'Opening the admin panel…',
    failed: 'The admin panel could not be opened.',
    back: 'Back to PostRadar',
  },
} as const;
