/**
 * The development provider keeps no account store: the account id carries the e-mail and name a
 * tester typed, so any instance (and any restart) recognises it.
 */
export interface DevAccount {
  email: string;
  name: string;
}

export function encodeDevAccount(account: DevAccount): string {
  return Buffer.from(JSON.stringify({ e: account.email, n: account.name })).toString('base64url');
}

export function decodeDevAccount(id: string): DevAccount | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(id, 'base64url').toString('utf8'));
    if (typeof value !== 'object' || value === null) return undefined;
    const { e, n } = value as Record<string, unknown>;
    return typeof e === 'string' && typeof n === 'string' ? { email: e, name: n } : undefined;
  } catch {
    return undefined;
  }
}

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Checks the sign-in form; returns the account or the message to show next to the form. */
export function readDevSignInForm(body: unknown): { account: DevAccount } | { error: string } {
  const form = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const email = typeof form.email === 'string' ? form.email.trim().toLowerCase() : '';
  const name = typeof form.name === 'string' ? form.name.trim() : '';
  if (!emailPattern.test(email) || email.length > 254)
    return { error: 'Enter a valid e-mail address.' };
  if (name.length === 0 || name.length > 100)
    return { error: 'Enter a name (up to 100 characters).' };
  return { account: { email, name } };
}
