/**
 * The idempotency keys of checkout attempts. An attempt is one order (plan, way to pay, coupon,
 * card) described by `signature`: its key is made at the first click and handed out again for
 * every retry of that same order, so that the API never opens a second bill or charges twice.
 * Another order gets a new key; `renew` forgets the key once the API has refused the attempt
 * for good, so that trying again is a new attempt.
 */
export function createAttemptKeys(newKey: () => string = () => crypto.randomUUID()) {
  let current: { signature: string; key: string } | null = null;
  return {
    take(signature: string): string {
      if (current?.signature !== signature) current = { signature, key: newKey() };
      return current.key;
    },
    renew(): void {
      current = null;
    },
  };
}

export type AttemptKeys = ReturnType<typeof createAttemptKeys>;
