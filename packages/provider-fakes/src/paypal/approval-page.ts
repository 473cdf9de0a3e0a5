import { approvalRefusal, approveOrder, cancelUrl } from './approve-order';
import type { FakeState } from './fake-state';
import { formatMoney } from './money';
import type { FakeOrder, Reply } from './types';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

/** A whole page, marked as the fake so nobody takes it for PayPal. */
function page(status: number, content: string): Reply {
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>PayPal sandbox (fake)</title>
<style>
body { font-family: system-ui, sans-serif; max-width: 28rem; margin: 3rem auto; padding: 0 1rem; }
h1 { color: #003087; font-size: 1.4rem; }
.amount { font-size: 2rem; font-weight: bold; margin: 0.5rem 0 1.5rem; }
button { display: block; width: 100%; margin: 0.5rem 0; padding: 0.75rem; font-size: 1rem; border-radius: 2rem; border: 1px solid #0070ba; cursor: pointer; }
button[value="approve"] { background: #ffc439; border-color: #ffc439; }
button[value="cancel"] { background: none; }
</style>
</head>
<body>
<h1>PayPal sandbox (fake)</h1>
${content}
</body>
</html>
`;
  return { kind: 'html', status, html };
}

function orderSummary(order: FakeOrder): string {
  const merchant = order.experience.brandName ?? 'the merchant';
  const lines = order.units.map(({ request }) => {
    const description = request.description ? `${escapeHtml(request.description)}: ` : '';
    return `<p>${description}<span class="amount" data-testid="fake-paypal-amount">${escapeHtml(formatMoney(request.amount))}</span></p>`;
  });
  return `<p>Pay ${escapeHtml(merchant)}</p>\n${lines.join('\n')}`;
}

/** The order the payer may approve now, or the page saying why they cannot. */
function approvableOrder(
  fake: FakeState,
  token: string,
): { order: FakeOrder } | { refused: Reply } {
  const order = fake.orders.get(token);
  const refusal = approvalRefusal(order);
  if (refusal === undefined && order) return { order };
  return { refused: page(order ? 409 : 404, `<p role="alert">${escapeHtml(refusal ?? '')}</p>`) };
}

/** GET /checkoutnow?token=ORDER: where the payer approves the order, or cancels. */
export function showApprovalPage(fake: FakeState, token: string): Reply {
  const found = approvableOrder(fake, token);
  if ('refused' in found) return found.refused;
  const { order } = found;
  return page(
    200,
    `${orderSummary(order)}
<form method="post" action="/checkoutnow">
<input type="hidden" name="token" value="${escapeHtml(order.id)}">
<button type="submit" name="choice" value="approve" data-testid="fake-paypal-approve">Approve payment</button>
<button type="submit" name="choice" value="decline" data-testid="fake-paypal-decline">Approve with a declined funding source</button>
<button type="submit" name="choice" value="cancel" data-testid="fake-paypal-cancel">Cancel and return</button>
</form>`,
  );
}

/**
 * POST /checkoutnow (the page's form): approves the order (with a declined funding source when
 * asked) and sends the browser to return_url, or to cancel_url without changing the order.
 */
export function answerApprovalPage(fake: FakeState, form: URLSearchParams): Reply {
  const token = form.get('token') ?? '';
  const choice = form.get('choice');
  const found = approvableOrder(fake, token);
  if ('refused' in found) return found.refused;
  const { order } = found;
  if (choice === 'cancel') {
    const next = cancelUrl(order);
    return next ? { kind: 'redirect', location: next } : page(200, '<p>Payment cancelled.</p>');
  }
  if (choice !== 'approve' && choice !== 'decline') {
    return page(400, '<p role="alert">Choose to approve or to cancel.</p>');
  }
  const next = approveOrder(fake, token, { declined: choice === 'decline' });
  return next ? { kind: 'redirect', location: next } : page(200, '<p>Payment approved.</p>');
}
