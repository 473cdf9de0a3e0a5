/** Local fakes of the payment providers and of Meta's Ad Library API (test support). */
export { startStripeFake } from './stripe/start-stripe-fake';
export type { StripeFake, StripeFakeOptions } from './stripe/start-stripe-fake';
export type { SignedDelivery, WebhookDelivery, WebhookTarget } from './stripe/webhooks';
export {
  startPayPalFake,
  type PayPalFake,
  type PayPalFakeOptions,
} from './paypal/start-paypal-fake';
export type { PayPalWebhookEvent } from './paypal/types';
export type { PayPalSignedDelivery } from './paypal/webhook-signature';
export type { PayPalDeliveryResult } from './paypal/webhook-sender';
export { stripeSdkFor } from './stripe/stripe-sdk-for';
export type { StripeEvent } from './stripe/stripe-objects';
export { startBankFake, type BankFake, type BankFakeOptions } from './sepay/start-bank-fake';
export type { BankDelivery } from './sepay/bank-page';
export type { SepayTransaction } from './sepay/sepay-transaction';
export { startMetaFake, type MetaFake, type MetaFakeOptions } from './meta/start-meta-fake';
export {
  fakeArchivedAd,
  type FakeAdCategory,
  type FakeAdMedia,
  type FakeArchivedAd,
} from './meta/fake-archived-ad';
