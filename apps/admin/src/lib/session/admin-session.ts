import { isLanguage, type Language } from '@postradar/i18n';
import { createPrefixedStorage } from '@postradar/ui';
import { staffMemberSchema, type AdminLogin, type StaffMember } from './staff-member';

/**
 * Every key the admin site writes to localStorage starts with its own prefix, apart from the web
 * app's `postradar.` keys on the same origin: signing out of one never signs out of the other.
 */
export const storagePrefix = 'postradar-admin.';

export const sessionKeys = ['accessToken', 'refreshToken', 'user', 'language'] as const;
export type SessionKey = (typeof sessionKeys)[number];

const storage = createPrefixedStorage<SessionKey>(storagePrefix);
const { read, write } = storage;
export const storageKey = storage.keyOf;

/** The admin session in this browser: both tokens, the staff member and the chosen language. */
export const adminSession = {
  getAccessToken: (): string | null => read('accessToken'),
  setAccessToken: (token: string): void => write('accessToken', token),
  getRefreshToken: (): string | null => read('refreshToken'),
  setRefreshToken: (token: string): void => write('refreshToken', token),
  /** The admin site sends no device id: the API gives each admin session its own device. */
  getDeviceId: (): string | null => null,

  /** The stored staff member, or null when absent or not a valid staff member. */
  getUser(): StaffMember | null {
    const raw = read('user');
    if (raw === null) return null;
    try {
      const parsed = staffMemberSchema.safeParse(JSON.parse(raw));
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  },
  setUser: (user: StaffMember): void => write('user', JSON.stringify(user)),

  getLanguage(): Language | null {
    const value = read('language');
    return isLanguage(value) ? value : null;
  },
  setLanguage: (language: Language): void => write('language', language),

  save({ accessToken, refreshToken, user }: AdminLogin): void {
    write('accessToken', accessToken);
    write('refreshToken', refreshToken);
    write('user', JSON.stringify(user));
  },

  /** Sign-out: the tokens and the staff member go; the language choice stays. */
  clear(): void {
    write('accessToken', null);
    write('refreshToken', null);
    write('user', null);
  },
};
