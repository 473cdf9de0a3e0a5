import { describe, expect, it } from 'vitest';
import { parseImportLine } from './parse-line';

const post = {
  type: 'post',
  id: '1048576_5566',
  page_id: '1048576',
  kind: 'ad',
  created_time: '2026-11-01T10:00:00Z',
  media_type: 'photo',
};

function reason(value: unknown) {
  const parsed = parseImportLine(typeof value === 'string' ? value : JSON.stringify(value));
  return parsed.ok ? 'ok' : `${parsed.type}: ${parsed.reason}`;
}

describe('parseImportLine', () => {
  it('accepts the four line types and fills defaults', () => {
    const parsed = parseImportLine(JSON.stringify({ ...post, extra: 'ignored' }));
    expect(parsed).toMatchObject({
      ok: true,
      line: { type: 'post', message: '', media: [], tags: [] },
    });
    expect(reason({ type: 'page', id: '1', name: 'Dog Mom Store' })).toBe('ok');
    expect(reason({ type: 'domain', host: 'shop.example.com' })).toBe('ok');
    expect(reason({ type: 'metrics', post_id: '1_2', at: '2026-11-02T11:00:00+07:00' })).toBe('ok');
  });

  it('names the line type, the field and the rule broken', () => {
    expect(reason('{"type":')).toMatch(/^unknown: not valid JSON/);
    expect(reason('[1,2]')).toBe('unknown: not a JSON object');
    expect(reason({ type: 'comment' })).toBe(
      'unknown: type: must be one of page, domain, post, metrics',
    );
    expect(reason({ type: 'page', id: '1' })).toBe('page: name: is required');
    expect(reason({ ...post, kind: 'story' })).toBe('post: kind: must be post or ad');
    expect(reason({ ...post, created_time: '2026-11-01' })).toBe(
      'post: created_time: must be an ISO date-time with a time zone (2026-11-01T10:00:00Z)',
    );
    expect(reason({ ...post, link: 'javascript:alert(1)' })).toBe(
      'post: link: must be an http(s) URL',
    );
    expect(reason({ ...post, kind: 'post', ad: { ad_sets: 1 } })).toBe(
      "post: ad: is only for kind 'ad'",
    );
    expect(
      reason({ type: 'metrics', post_id: '1_2', at: '2026-11-02T11:00:00Z', comments: 1.5 }),
    ).toBe('metrics: comments: must be a whole number');
    expect(reason({ type: 'domain', host: 'not a host' })).toBe(
      'domain: host: must be a host name such as nurselife.shop',
    );
    expect(reason({ type: 'page', id: 'a b', name: 'x' })).toBe(
      'page: id: must be 1-64 letters, digits, _ . : or -',
    );
  });

  it('refuses text the database cannot store, naming the field: NUL and lone surrogate halves', () => {
    expect(reason({ type: 'page', id: '1', name: 'Dog\u0000Mom' })).toBe(
      'page: name: must not contain the NUL character (\\u0000)',
    );
    expect(reason({ ...post, tags: ['gift', 'mom\u0000'] })).toBe(
      'post: tags.1: must not contain the NUL character (\\u0000)',
    );
    expect(reason({ ...post, message: 'half \ud83d of a smiley' })).toBe(
      'post: message: must be valid Unicode (a lone surrogate half)',
    );
    expect(reason({ ...post, message: 'a whole smiley \ud83d\ude00' })).toBe('ok');
  });
});
