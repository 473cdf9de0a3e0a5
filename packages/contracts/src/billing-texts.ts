/** The exact texts of docs/product.md, Paying, that clients compare against or show as is. */
export const billingTexts = {
  trialLimit: 'You have reached the trial limit. Please upgrade to continue.',
  membershipRequired: 'An active plan is needed for this. Choose a plan to continue.',
  nameOnCardMissing: 'Please enter your name as shown on the credit card.',
} as const;
