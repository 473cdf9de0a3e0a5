/** The application frame: header, navigation drawer, support chat and session notices. */
export const shell = {
  openNavigation: 'Open navigation',
  closeNavigation: 'Close navigation',
  homeLink: 'PostRadar home',
  skipToContent: 'Skip to main content',
  trial: {
    title: 'Your free trial',
    body: 'Seven days of research, then the plan that fits your shop.',
    action: 'See the trial',
  },
  chat: {
    open: 'Contact support',
    close: 'Close support panel',
    title: 'Talk to us',
    subtitle:
      'Questions about a search, your plan or a payment? Reach the PostRadar team directly.',
    liveChat: {
      title: 'Live chat',
      body: 'Chat with the team on Messenger for quick questions about your plan or a search.',
      action: 'Open live chat',
    },
    email: {
      title: 'E-mail',
      body: 'For billing, invoices or anything that needs details, write to us.',
    },
  },
} as const;
