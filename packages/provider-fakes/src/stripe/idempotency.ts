import { StripeFakeError } from './stripe-error';

/** An answer as sent: replayed as is for a retry with the same key. */
export interface Answer {
  status: number;
  body: unknown;
}

interface StoredAnswer extends Answer {
  /** Method, path and body of the first request: a key may not be reused for another one. */
  fingerprint: string;
}

/**
 * Stripe's idempotency: a POST retried with the same Idempotency-Key (under the same API key)
 * gets the first answer again without a second effect. As at Stripe, only answers of requests
 * that ran are kept (successes and card errors); a request refused up front may be retried.
 */
export class IdempotencyStore {
  private readonly answers = new Map<string, StoredAnswer>();

  /** The stored answer for this key, or undefined; a different request under the key is refused. */
  replay(apiKey: string, idempotencyKey: string, fingerprint: string): Answer | undefined {
    const stored = this.answers.get(`${apiKey}\n${idempotencyKey}`);
    if (stored && stored.fingerprint !== fingerprint) {
      throw new StripeFakeError(400, {
        type: 'idempotency_error',
        message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
      });
    }
    return stored && { status: stored.status, body: stored.body };
  }

  save(apiKey: string, idempotencyKey: string, fingerprint: string, answer: Answer): void {
    if (answer.status !== 200 && answer.status !== 402) return;
    this.answers.set(`${apiKey}\n${idempotencyKey}`, { ...answer, fingerprint });
  }
}
