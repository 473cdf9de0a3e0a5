/** An amount as PayPal writes it: an ISO 4217 code and a decimal string. */
export interface Money {
  currency_code: string;
  value: string;
}

/** A HATEOAS link of PayPal's responses. */
export interface Link {
  href: string;
  rel: string;
  method: 'GET' | 'POST' | 'PATCH';
}

export type OrderStatus = 'CREATED' | 'PAYER_ACTION_REQUIRED' | 'APPROVED' | 'COMPLETED';
export type CaptureStatus = 'COMPLETED' | 'DECLINED' | 'PARTIALLY_REFUNDED' | 'REFUNDED';

/** Where and how the payer is sent (payment_source.paypal.experience_context or application_context). */
export interface ExperienceContext {
  returnUrl?: string;
  cancelUrl?: string;
  brandName?: string;
}

/** A purchase unit as the merchant sent it (PayPal echoes it back), its reference id filled in. */
export type PurchaseUnitRequest = Record<string, unknown> & {
  reference_id: string;
  amount: Money;
  custom_id?: string;
  invoice_id?: string;
  description?: string;
};

export interface FakePurchaseUnit {
  request: PurchaseUnitRequest;
  /** The completed captures of this unit (a declined attempt is kept apart, see FakeCapture). */
  captureIds: string[];
}

/** The sandbox buyer who approved an order; `declined` makes their funding source fail at capture. */
export interface FakePayer {
  payerId: string;
  email: string;
  declined: boolean;
}

export interface FakeOrder {
  id: string;
  intent: 'CAPTURE' | 'AUTHORIZE';
  status: OrderStatus;
  units: FakePurchaseUnit[];
  experience: ExperienceContext;
  /** Whether the order was created with payment_source.paypal (PayPal then answers PAYER_ACTION_REQUIRED). */
  paypalSource: boolean;
  payer?: FakePayer;
  createTime: string;
  updateTime: string;
}

export interface FakeCapture {
  id: string;
  orderId: string;
  status: CaptureStatus;
  amount: Money;
  customId?: string;
  invoiceId?: string;
  /** Refunded so far, in the currency's smallest unit. */
  refundedMinor: number;
  createTime: string;
  updateTime: string;
}

export interface FakeRefund {
  id: string;
  captureId: string;
  amount: Money;
  /** What the capture had refunded in all once this refund went through. */
  totalRefunded: Money;
  invoiceId?: string;
  customId?: string;
  noteToPayer?: string;
  createTime: string;
}

/** A webhook event exactly as PayPal posts it to a listener. */
export interface PayPalWebhookEvent {
  id: string;
  event_version: '1.0';
  create_time: string;
  resource_type: string;
  resource_version: '2.0';
  event_type: string;
  summary: string;
  resource: Record<string, unknown>;
  links: Link[];
}

/** What a route answers: JSON, an HTML page, or a redirect of the browser. */
export type Reply =
  | { kind: 'json'; status: number; body: unknown }
  | { kind: 'html'; status: number; html: string }
  | { kind: 'redirect'; location: string };
