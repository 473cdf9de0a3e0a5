import { isLanguage, type Language } from '@postradar/i18n';
import { createPrefixedStorage } from '@postradar/ui';
import { rememberLanguageForServer } from '../language-cookie';
import { isNonEmptyUser, userSchema, type User } from './user';

/** Every key the app writes to localStorage starts with the product prefix. */
export const storagePrefix = 'postradar.';

export const sessionKeys = [
  'accessToken',
  'refreshToken',
  'user',
  'firstTimeVisit',
  'uid',
  'redirectTo',
  'language',
  'affiliate',
  'personalization',
  'membership',
] as const;
export type SessionKey = (typeof sessionKeys)[number];

const storage = createPrefixedStorage<SessionKey>(storagePrefix);
const { read, write } = storage;
export const storageKey = storage.keyOf;

export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
}

/** The browser session: tokens, user, device id, first-visit flag, redirect target, language. */
export const session = {
  getAccessToken: (): string | null => read('accessToken'),
  setAccessToken: (token: string): void => write('accessToken', token),
  getRefreshToken: (): string | null => read('refreshToken'),
  setRefreshToken: (token: string): void => write('refreshToken', token),

  /** The stored user, or null when absent, empty or not a valid user object. */
  getUser(): User | null {
    const raw = read('user');
    if (raw === null) return null;
    try {
      const json: unknown = JSON.parse(raw);
      if (!isNonEmptyUser(json)) return null;
      const parsed = userSchema.safeParse(json);
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  },
  setUser: (user: User | null): void => write('user', user === null ? null : JSON.stringify(user)),

  /** True until a visit has been recorded (absent means first time). */
  isFirstTimeVisit: (): boolean => read('firstTimeVisit') !== 'false',
  setFirstTimeVisit: (value: boolean): void => write('firstTimeVisit', String(value)),

  getDeviceId: (): string | null => read('uid'),
  setDeviceId: (uid: string): void => write('uid', uid),

  getRedirectTo: (): string | null => read('redirectTo'),
  setRedirectTo: (target: string | null): void => write('redirectTo', target),
  /** Reads the saved redirect target and clears it. */
  takeRedirectTo(): string | null {
    const target = read('redirectTo');
    write('redirectTo', null);
    return target;
  },

  getLanguage(): Language | null {
    const value = read('language');
    return isLanguage(value) ? value : null;
  },
  setLanguage(language: Language): void {
    write('language', language);
    rememberLanguageForServer(language);
  },

  /** An affiliate code from a `?ref=` link, kept until it has been sent after sign-in. */
  getAffiliateCode: (): string | null => read('affiliate'),
  setAffiliateCode: (code: string | null): void => write('affiliate', code),

  /** The user's personalization as last read or saved on this device (JSON), until sign-out. */
  getPersonalization: (): string | null => read('personalization'),
  setPersonalization: (json: string): void => write('personalization', json),

  /** Whether the user's plan ran when the API last answered it (JSON), until sign-out. */
  getMembership: (): string | null => read('membership'),
  setMembership: (json: string): void => write('membership', json),

  /** Login success: both tokens and the user. */
  saveLogin(tokens: SessionTokens, user: User): void {
    write('accessToken', tokens.accessToken);
    write('refreshToken', tokens.refreshToken);
    write('user', JSON.stringify(user));
  },

  /**
   * Logout: both tokens, the user, their personalization and membership and the device id go;
   * first-visit is set.
   */
  clear(): void {
    write('accessToken', null);
    write('refreshToken', null);
    write('user', null);
    write('personalization', null);
    write('membership', null);
    write('uid', null);
    write('firstTimeVisit', 'true');
  },
};
