import type { ActiveSession } from '@postradar/contracts';

/** Phones and tablets get a phone icon in the sessions list. */
export function isMobileSession(session: Pick<ActiveSession, 'os'>): boolean {
  return /android|ios|iphone|ipad|windows phone/i.test(session.os);
}
