import { describe, expect, it } from 'vitest';
import { toSafeRedirect } from './safe-redirect';

const origin = 'https://app.postradar.test';
const safe = (target: string | null | undefined) => toSafeRedirect(target, origin, '/a');

describe('toSafeRedirect', () => {
  it.each([
    ['/settings/profile?tab=1#top', '/settings/profile?tab=1#top'],
    ['/a/posts?q=%C3%A1o%20thun', '/a/posts?q=%C3%A1o%20thun'],
    ['  /a/pages  ', '/a/pages'],
    ['/a/\tpages\n', '/a/pages'],
    ['a/posts', '/a/posts'],
    ['/a/posts?q=ao thun', '/a/posts?q=ao%20thun'],
    ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
    ['/%5Cevil.example', '/%5Cevil.example'],
    ['/%09/evil.example', '/%09/evil.example'],
    ['%2F%2Fevil.example', '/%2F%2Fevil.example'],
    ['java%73cript:alert(1)', '/java%73cript:alert(1)'],
    ['https:a/posts', '/a/posts'],
  ])('keeps %j on this site as %j', (target, expected) => {
    expect(safe(target)).toBe(expected);
  });

  it.each([
    [`${origin}/a/posts?q=mug#top`, '/a/posts?q=mug#top'],
    [origin, '/'],
    [`${origin}:443/a`, '/a'],
    ['HTTPS://APP.POSTRADAR.TEST/a', '/a'],
    [` ${origin}/a\n`, '/a'],
  ])('strips this site’s own origin from %j', (target, expected) => {
    expect(safe(target)).toBe(expected);
  });

  it.each([
    'https://evil.example/a',
    'http://app.postradar.test/a',
    'https://app.postradar.test.evil.example/a',
    'https://app.postradar.test@evil.example/a',
    'https://app.postradar.test:8443/a',
    'http:evil.example',
    '//evil.example',
    '///evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r\n/evil.example',
    '\t//evil.example',
    '/\u0000/evil.example',
    '/\u200b/evil.example',
    '/\u202e/evil.example',
    '\u00a0//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '\\/evil.example',
    '/\t\\evil.example',
    '/.//evil.example',
    '/a/..//evil.example',
    `${origin}//evil.example`,
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    '\u0001javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'mailto:someone@evil.example',
    '',
    ' \t\n',
    null,
    undefined,
  ])('refuses %j and falls back', (target) => {
    expect(safe(target)).toBe('/a');
  });

  it('gives the caller’s fallback, which may be empty', () => {
    expect(toSafeRedirect('//evil.example', origin, '')).toBe('');
  });
});
