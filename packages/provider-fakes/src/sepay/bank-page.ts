import type { SepayTransaction } from './sepay-transaction';

/** One transfer the fake bank reported: what it posted, where, and what came back. */
export interface BankDelivery {
  transaction: SepayTransaction;
  url: string;
  /** The webhook's HTTP status, or null when it could not be reached. */
  status: number | null;
  /** The webhook's answer as text ('' when unreachable). */
  body: string;
  /** Why the webhook could not be reached, or null. */
  error: string | null;
}

export interface BankPageContent {
  gateway: string;
  accountNumber: string;
  webhookUrl: string;
  /** The transfer just sent, shown above the form. */
  delivery?: BankDelivery;
  /** Why the form was refused, with what was typed. */
  refusal?: { error: string; content?: string; amount?: string };
}

const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => escapes[char] ?? char);
}

const dong = (amount: number) => `${amount.toLocaleString('en-US')} VND`;

function deliveryReport(delivery: BankDelivery): string {
  const { transaction } = delivery;
  const sent = `Transfer #${transaction.id} of ${dong(transaction.transferAmount)}, content “${escapeHtml(transaction.content)}”`;
  const outcome =
    delivery.status === null
      ? `could not reach ${escapeHtml(delivery.url)}: ${escapeHtml(delivery.error ?? '')}`
      : `PostRadar answered <strong data-testid="fake-bank-status">${delivery.status}</strong>`;
  const answer = delivery.body ? `<pre>${escapeHtml(delivery.body)}</pre>` : '';
  const ok = delivery.status !== null && delivery.status < 300;
  return `<section class="result ${ok ? 'ok' : 'failed'}" data-testid="fake-bank-result" role="status">
<p>${sent}: ${outcome}</p>
${answer}
</section>`;
}

/**
 * The fake bank's only page, marked so nobody takes it for a bank: a form that sends a transfer
 * to the sandbox's account, and what PostRadar answered to the last one.
 */
export function bankPage(content: BankPageContent): string {
  const typed = { content: content.refusal?.content ?? '', amount: content.refusal?.amount ?? '' };
  const refusal = content.refusal
    ? `<p class="refusal" role="alert" data-testid="fake-bank-error">${escapeHtml(content.refusal.error)}</p>`
    : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Bank (sandbox, fake)</title>
<style>
body { font-family: system-ui, sans-serif; max-width: 32rem; margin: 2rem auto; padding: 0 1rem; }
.mark { background: #ffe066; border: 2px solid #e6a700; padding: 0.5rem 0.75rem; font-weight: bold; }
h1 { font-size: 1.4rem; }
label { display: block; margin: 1rem 0 0.25rem; font-weight: 600; }
input, textarea { box-sizing: border-box; width: 100%; padding: 0.5rem; font-size: 1rem; }
button { margin-top: 1rem; padding: 0.75rem 1.5rem; font-size: 1rem; cursor: pointer; }
.result { padding: 0.5rem 0.75rem; margin: 1rem 0; border-left: 4px solid; }
.ok { border-color: #2b8a3e; background: #ebfbee; }
.failed, .refusal { border-color: #c92a2a; background: #fff5f5; color: #c92a2a; }
pre { white-space: pre-wrap; word-break: break-all; }
</style>
</head>
<body>
<p class="mark">Sandbox: a fake bank. No real money moves.</p>
<h1>Bank (sandbox, fake)</h1>
<p>Sends a transfer in to ${escapeHtml(content.gateway)} account
<strong>${escapeHtml(content.accountNumber)}</strong> and reports it, as SePay does, to
<code>${escapeHtml(content.webhookUrl)}</code>.</p>
${content.delivery ? deliveryReport(content.delivery) : ''}
${refusal}
<form method="post" action="/">
<label for="content">Transfer content (the note)</label>
<textarea id="content" name="content" rows="2" required data-testid="fake-bank-content">${escapeHtml(typed.content)}</textarea>
<label for="amount">Amount (VND)</label>
<input id="amount" name="amount" inputmode="numeric" required value="${escapeHtml(typed.amount)}" data-testid="fake-bank-amount">
<button type="submit" data-testid="fake-bank-send">Send transfer</button>
</form>
</body>
</html>
`;
}
