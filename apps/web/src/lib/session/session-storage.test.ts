import { describe, expect, it } from 'vitest';
import { session, storageKey } from './session-storage';

describe('session storage', () => {
  it('keeps every key under the postradar. prefix', () => {
    session.setAccessToken('a');
    session.setRefreshToken('r');
    session.setDeviceId('device');
    session.setRedirectTo('/a/posts');
    session.setLanguage('vi');
    expect(Object.keys(window.localStorage).sort()).toEqual([
      'postradar.accessToken',
      'postradar.language',
      'postradar.redirectTo',
      'postradar.refreshToken',
      'postradar.uid',
    ]);
    expect(storageKey('user')).toBe('postradar.user');
  });

  it('stores the user as JSON and reads it back', () => {
    session.setUser({ name: 'Lan', email: 'lan@example.com', roles: [], scopes: ['trial'] });
    expect(JSON.parse(window.localStorage.getItem('postradar.user') ?? '')).toMatchObject({
      name: 'Lan',
    });
    expect(session.getUser()).toMatchObject({ name: 'Lan', scopes: ['trial'] });
  });

  it('treats a corrupt or invalid stored user as absent', () => {
    window.localStorage.setItem('postradar.user', '{not json');
    expect(session.getUser()).toBeNull();
    window.localStorage.setItem('postradar.user', JSON.stringify({ scopes: 'admin' }));
    expect(session.getUser()).toBeNull();
  });

  it('saves a login: both tokens and the user', () => {
    session.saveLogin(
      { accessToken: 'access', refreshToken: 'refresh' },
      {
        name: 'Lan',
        email: 'lan@example.com',
        roles: [],
        scopes: [],
      },
    );
    expect(session.getAccessToken()).toBe('access');
    expect(session.getRefreshToken()).toBe('refresh');
    expect(session.getUser()?.email).toBe('lan@example.com');
  });

  it('clears tokens, the user with their personalization and membership, and device id on logout, and marks the next visit as a first one', () => {
    session.saveLogin(
      { accessToken: 'access', refreshToken: 'refresh' },
      {
        name: 'Lan',
        email: '',
        roles: [],
        scopes: [],
      },
    );
    session.setDeviceId('device');
    session.setPersonalization('{}');
    session.setMembership('{}');
    session.setFirstTimeVisit(false);
    session.setLanguage('vi');
    session.clear();
    expect(session.getAccessToken()).toBeNull();
    expect(session.getRefreshToken()).toBeNull();
    expect(session.getUser()).toBeNull();
    expect(session.getDeviceId()).toBeNull();
    expect(session.getPersonalization()).toBeNull();
    expect(session.getMembership()).toBeNull();
    expect(window.localStorage.getItem('postradar.firstTimeVisit')).toBe('true');
    expect(session.isFirstTimeVisit()).toBe(true);
    expect(session.getLanguage()).toBe('vi');
  });

  it('counts a visit as the first until told otherwise', () => {
    expect(session.isFirstTimeVisit()).toBe(true);
    session.setFirstTimeVisit(false);
    expect(session.isFirstTimeVisit()).toBe(false);
  });

  it('hands out the redirect target once', () => {
    session.setRedirectTo('/settings/profile?tab=1#top');
    expect(session.takeRedirectTo()).toBe('/settings/profile?tab=1#top');
    expect(session.takeRedirectTo()).toBeNull();
  });

  it('ignores a stored language that is not supported', () => {
    window.localStorage.setItem('postradar.language', 'fr');
    expect(session.getLanguage()).toBeNull();
  });
});
