/** Texts of the payment sandbox, where payments go to local test providers. */
export const sandbox = {
  banner: {
    label: 'Payment sandbox',
    text: 'Sandbox: payments go to local test providers. No real money moves.',
    bankHint:
      'To pay by bank transfer, send it from the fake bank page whose address npm run start:sandbox printed.',
    cardsHint:
      'Test cards: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined, 4000 0027 6000 3184 asks for 3-D Secure.',
  },
};
