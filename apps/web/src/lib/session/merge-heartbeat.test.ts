import { describe, expect, it } from 'vitest';
import { mergeHeartbeat } from './merge-heartbeat';
import { userSchema } from './user';

const user = userSchema.parse({
  name: 'Lan',
  email: 'lan@example.com',
  roles: ['mod'],
  scopes: ['posts', 'trial'],
  settings: { language: 'vi' },
});

describe('mergeHeartbeat', () => {
  it('gives null when roles and scopes are the same, in any order', () => {
    expect(mergeHeartbeat(user, { roles: ['mod'], scopes: ['trial', 'posts'] })).toBeNull();
  });

  it('replaces changed scopes and keeps everything else', () => {
    const merged = mergeHeartbeat(user, { roles: ['mod'], scopes: ['posts', 'team-master'] });
    expect(merged).toEqual({ ...user, scopes: ['posts', 'team-master'] });
    expect(merged?.roles).toBe(user.roles);
  });

  it('replaces changed roles, including all of them being taken away', () => {
    expect(mergeHeartbeat(user, { roles: [], scopes: ['posts', 'trial'] })).toEqual({
      ...user,
      roles: [],
    });
    expect(mergeHeartbeat(user, { roles: ['admin'], scopes: ['admin'] })).toMatchObject({
      roles: ['admin'],
      scopes: ['admin'],
      name: 'Lan',
    });
  });
});
