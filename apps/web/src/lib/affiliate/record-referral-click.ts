import { referralCalls } from '@postradar/contracts';
import { api } from '../api';
import { storagePrefix } from '../session/session-storage';

/** The tab's mark that a code's click was sent: `postradar.referralClick.anna10`. */
const clickMarkKey = (code: string) => `${storagePrefix}referralClick.${code.toLowerCase()}`;

/** Whether this tab already sent the click of `code`, marking it sent if not. */
function isFirstClickInTab(code: string): boolean {
  try {
    const key = clickMarkKey(code);
    if (window.sessionStorage.getItem(key) !== null) return false;
    window.sessionStorage.setItem(key, '1');
    return true;
  } catch {
    // Without session storage every opening counts; the API limits clicks per address.
    return true;
  }
}

/**
 * Counts an opening of a referral link (POST /api/referral/clicks), once per code in a browser
 * tab (session storage), so that reloads and moves between pages do not count again. It is sent
 * and forgotten: whatever the answer, nothing changes for the visitor.
 */
export function recordReferralClick(code: string): void {
  if (!isFirstClickInTab(code)) return;
  api.call(referralCalls.recordClick, { body: { code } }).catch(() => undefined);
}
