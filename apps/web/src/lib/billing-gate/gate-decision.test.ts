import { describe, expect, it } from 'vitest';
import { membershipOf } from '../billing/billing-test-kit';
import {
  decideGate,
  membershipState,
  type GateDecision,
  type GateInput,
  type PromptReason,
} from './gate-decision';

const seller = { roles: [], scopes: ['posts', 'pages', 'groups'] };
const withScopes = (...extra: string[]) => ({ roles: [], scopes: [...seller.scopes, ...extra] });
const staff = (role: string, ...scopes: string[]) => ({ roles: [role], scopes: [role, ...scopes] });
const pro = (reason: PromptReason) => ({ prompt: 'pro' as const, reason });
const ads = (reason: PromptReason) => ({ prompt: 'ads' as const, reason });

type Case = [name: string, input: Partial<GateInput>, expected: GateDecision];

const cases: Case[] = [
  // 1. The membership, before anything else; staff roles are exempt, admins see everything.
  ['no membership: pro prompt', { membership: 'missing', feature: 'posts' }, pro('membership')],
  ['no membership beats allUser', { membership: 'missing', allUser: true }, pro('membership')],
  [
    'no membership beats exclusion',
    { membership: 'missing', user: withScopes('x'), exclusion: 'x' },
    pro('membership'),
  ],
  [
    'the trial asks for no membership: it is for sellers without a plan',
    { membership: 'missing', user: withScopes('trial'), feature: 'trial' },
    'show',
  ],
  ['membership not known yet: no block', { membership: 'unknown', feature: 'posts' }, 'show'],
  ...['mod', 'admin-worker', 'idea-mod', 'group-mod', 'beta-checktm'].map((role): Case => [
    `${role} is exempt`,
    { membership: 'missing', user: staff(role, 'posts'), feature: 'posts' },
    'show',
  ]),
  [
    'an exempt role still needs the feature',
    { membership: 'missing', user: staff('mod'), feature: 'ads' },
    ads('feature'),
  ],
  [
    'admin beats exclusion',
    { membership: 'missing', user: staff('admin', 'x'), exclusion: 'x' },
    'show',
  ],
  ['admin beats an own-scope feature', { user: staff('admin'), feature: 'zookeeper' }, 'show'],
  [
    'a super-admin, who holds the admin scope, sees everything',
    {
      membership: 'missing',
      user: { roles: ['super-admin'], scopes: ['super-admin', 'admin'] },
      feature: 'trial',
    },
    'show',
  ],
  // 2. Exclusions.
  ['exclusion held: hidden', { user: withScopes('x'), exclusion: 'x', allUser: true }, 'hide'],
  ['exclusion not held', { exclusion: 'x', allUser: true }, 'show'],
  [
    'exclusion beats exclusions',
    { user: withScopes('x', 'ads'), exclusion: 'x', exclusions: ['ads'] },
    'hide',
  ],
  [
    'exclusions with ads: ads prompt',
    { user: withScopes('free'), exclusions: ['free', 'ads'], allUser: true },
    ads('exclusions'),
  ],
  [
    'exclusions without ads: pro prompt',
    { user: withScopes('free'), exclusions: ['free'], allUser: true },
    pro('exclusions'),
  ],
  [
    'exclusions beat own-scope features',
    { user: withScopes('free', 'trial'), exclusions: ['free'], feature: 'trial' },
    pro('exclusions'),
  ],
  [
    'exclusions beat noAlert',
    { user: withScopes('free'), exclusions: ['free'], noAlert: true },
    pro('exclusions'),
  ],
  ['exclusions not held', { exclusions: ['free'], feature: 'posts' }, 'show'],
  // 3. Features only their own scope opens.
  ['trial with its scope', { user: withScopes('trial'), feature: 'trial' }, 'show'],
  ['trial without its scope: hidden', { feature: 'trial' }, 'hide'],
  ['trial ignores alternatives', { feature: 'trial', alternatives: ['posts'] }, 'hide'],
  ['trial beats allUser', { feature: 'trial', allUser: true }, 'hide'],
  ['zookeeper without its scope', { feature: 'zookeeper', alternatives: ['posts'] }, 'hide'],
  ['zookeeper with its scope', { user: withScopes('zookeeper'), feature: 'zookeeper' }, 'show'],
  ['group-mod with its scope', { user: staff('group-mod'), feature: 'group-mod' }, 'show'],
  ['group-mod without its scope: hidden', { feature: 'group-mod' }, 'hide'],
  [
    'group-mod with alternatives is a plain feature',
    { feature: 'group-mod', alternatives: ['posts'] },
    'show',
  ],
  // 4. Content for all users.
  ['allUser without the feature', { feature: 'ads', allUser: true }, 'show'],
  // 5. The feature or one of its stand-ins.
  ['feature held', { feature: 'posts' }, 'show'],
  ['alternative held', { feature: 'ads', alternatives: ['pages'] }, 'show'],
  ['ads missing: ads prompt', { feature: 'ads' }, ads('feature')],
  ['another feature missing: pro prompt', { feature: 'pool' }, pro('feature')],
  ['noAlert: hidden', { feature: 'pool', noAlert: true }, 'hide'],
  ['a visitor: hidden', { user: null, feature: 'pool' }, 'hide'],
  ['nothing to check', {}, 'show'],
];

describe('decideGate', () => {
  it.each(cases)('%s', (_name, input, expected) => {
    expect(decideGate({ user: seller, membership: 'active', ...input })).toEqual(expected);
  });
});

describe('the membership as the gate reads it', () => {
  const awaited = { isAwaitedAsMissing: true };
  const notAwaited = { isAwaitedAsMissing: false };

  it('follows the API’s answer, whatever this device remembers', () => {
    for (const options of [awaited, notAwaited]) {
      expect(membershipState(membershipOf(), options)).toBe('active');
      expect(membershipState(membershipOf({ isExpired: true }), options)).toBe('missing');
      expect(membershipState(null, options)).toBe('missing');
    }
  });

  it('is missing before the answer for a user remembered without a plan, unknown for others', () => {
    expect(membershipState(undefined, awaited)).toBe('missing');
    expect(membershipState(undefined, notAwaited)).toBe('unknown');
  });

  it('keeps a user remembered without a plan from the content until the answer', () => {
    const waiting = membershipState(undefined, awaited);
    expect(decideGate({ user: seller, membership: waiting, feature: 'posts' })).toEqual(
      pro('membership'),
    );
    expect(decideGate({ user: seller, membership: waiting })).toEqual(pro('membership'));
    // The staff and the admins pass as before.
    expect(decideGate({ user: staff('mod', 'posts'), membership: waiting, feature: 'posts' })).toBe(
      'show',
    );
    expect(decideGate({ user: staff('admin'), membership: waiting, feature: 'ads' })).toBe('show');
    // An answer with a plan running (one bought elsewhere since) shows the content.
    const answered = membershipState(membershipOf(), awaited);
    expect(decideGate({ user: seller, membership: answered, feature: 'posts' })).toBe('show');
  });
});
