/**
 * Settings -> Referral: joining the referral programme, its review, and once accepted the
 * figures, the referral link, where payouts go and the banners.
 */
export const referral = {
  description: 'Earn a commission when sellers you refer buy their first plan.',
  loadFailed: 'Your referral programme could not be loaded.',
  contactSupport: 'Contact support',
  join: {
    title: 'Earn {{percent}}% of every first purchase',
    body: 'Invite other sellers to PostRadar. When someone who signs up through your link buys their first plan, you earn {{percent}}% of what they pay.',
    stepsTitle: 'How it works',
    steps: {
      join: {
        title: 'Ask to join',
        body: 'Send your request below. Our team reviews every request.',
      },
      share: {
        title: 'Share your link',
        body: 'Once you are accepted, share your personal link or our ready-made banners.',
      },
      earn: {
        title: 'Get paid',
        body: 'A commission is pending for {{days}} days after the purchase, in case of a refund, then it is earned and paid to your PayPal account.',
      },
    },
    action: 'Join now',
    failed: 'Your request could not be sent',
  },
  pending: {
    title: 'Request received',
    body: 'Thanks for asking to join the referral programme. Our team reviews each request; once you are accepted, your link, banners and earnings appear here.',
    askedOn: 'Requested on {{date}}',
  },
  rejected: {
    title: 'Your request was not accepted',
    body: 'Your request to join the referral programme was declined. If you would like to know why, or think something was missed, our support team is happy to help.',
  },
  blocked: {
    title: 'Your referral account is blocked',
    body: 'Clicks on your link and new sign-ups through it are no longer credited to you. If you think this is a mistake, please contact our support team.',
  },
  figures: {
    label: 'Your referral figures',
    clicks: 'Link clicks',
    referrals: 'Referrals',
    conversions: 'Made a purchase',
    pending: 'Pending',
    earned: 'Earned',
    paid: 'Paid out',
    pendingHint: 'Commission is pending for {{days}} days after a purchase, then it is earned.',
  },
  link: {
    title: 'Your referral link',
    label: 'Referral link',
    hint: 'Everyone who signs up through this link becomes your referral.',
    copy: 'Copy',
    edit: 'Edit',
    code: 'Your code: {{code}}',
  },
  editCode: {
    title: 'Edit your referral code',
    label: 'Code',
    description: '3 to 32 letters, digits, - or _.',
    invalid: 'Use 3 to 32 letters, digits, - or _.',
    taken: 'This code is already taken.',
    warning:
      'Links with your current code ({{code}}) stop crediting you as soon as you change it. Update the places where you shared them.',
    preview: 'Your new link: {{link}}',
    save: 'Save code',
    saved: 'Your referral code is now {{code}}',
    failed: 'Your code could not be changed',
  },
  payout: {
    title: 'Payout method',
    body: 'We pay your earned commission by PayPal to this e-mail address.',
    label: 'PayPal e-mail',
    placeholder: 'you@example.com',
    invalid: 'Enter a valid e-mail address, like you@example.com.',
    missing: 'Add your PayPal e-mail so that we can pay you.',
    save: 'Save',
    saved: 'Saved',
    failed: 'Your payout e-mail could not be saved',
  },
  banners: {
    title: 'Banners',
    body: 'Ready-made banners for your website, blog or newsletter. The HTML code shows the banner and links it to your referral link.',
    alt: 'PostRadar: find the posts and ads that sell',
    download: 'Download',
    code: 'HTML code',
    copyCode: 'Copy code',
    sizes: {
      leaderboard: 'Leaderboard',
      rectangle: 'Rectangle',
      social: 'Social post',
    },
  },
  referrals: {
    title: 'Who signed up',
    body: 'See everyone who signed up through your link, with their first purchase, on the Affiliate page.',
    action: 'Open the Affiliate page',
  },
} as const;
