import { demoImageUrlPattern, demoImageUrlPrefix, type ImportLine } from '@postradar/contracts';
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { parseImportLine } from '../ndjson/parse-line';
import { parseDemoImageName } from './demo-image-name';
import { currentHour, generateCorpusNdjson } from './generate-corpus';

const now = new Date('2026-11-21T05:00:00Z');

function digest(options: { posts: number; seed: number; now?: Date }) {
  const hash = createHash('sha256');
  for (const line of generateCorpusNdjson(options)) hash.update(line);
  return hash.digest('hex');
}

function parsed(options: { posts: number; seed: number; now: Date }): ImportLine[] {
  return [...generateCorpusNdjson(options)].map((text, index) => {
    const result = parseImportLine(text);
    if (!result.ok) throw new Error(`line ${index + 1}: ${result.reason}`);
    return result.line;
  });
}

describe('generateCorpus', () => {
  it('gives byte-identical output for the same seed and end time, and other output otherwise', () => {
    const options = { posts: 400, seed: 7, now };
    expect(digest(options)).toBe(digest(options));
    expect(digest({ ...options, seed: 8 })).not.toBe(digest(options));
    expect(digest({ ...options, now: new Date('2026-11-21T06:00:00Z') })).not.toBe(digest(options));
  });

  it('ends at the current hour by default', () => {
    expect(currentHour(Date.parse('2026-11-21T05:59:59.999Z')).toISOString()).toBe(
      '2026-11-21T05:00:00.000Z',
    );
  });

  it('writes valid lines covering sellers, niches, languages, platforms and shared pixels', () => {
    const lines = parsed({ posts: 1500, seed: 3, now });
    const posts = lines.filter((line) => line.type === 'post');
    expect(posts).toHaveLength(1500);
    const domains = lines.filter((line) => line.type === 'domain');
    expect(new Set(domains.map((domain) => domain.platform))).toEqual(
      new Set(['shopify', 'shopbase', 'woocommerce', 'other']),
    );
    const domainsPerPixel = new Map<string, number>();
    for (const domain of domains) {
      for (const pixel of domain.pixels) {
        domainsPerPixel.set(pixel, (domainsPerPixel.get(pixel) ?? 0) + 1);
      }
    }
    expect([...domainsPerPixel.values()].some((count) => count > 1)).toBe(true);

    expect(new Set(posts.map((post) => post.language))).toEqual(new Set(['en', 'vi']));
    expect(new Set(posts.map((post) => post.kind))).toEqual(new Set(['post', 'ad']));
    expect(new Set(posts.map((post) => post.media_type)).size).toBe(5);
    const messages = posts.map((post) => post.message).join('\n');
    for (const word of [
      'nurse',
      'teacher',
      'fishing',
      'camping',
      'Christmas',
      'Giáng Sinh',
      'mẹ',
    ]) {
      expect(messages).toContain(word);
    }
    expect(posts.some((post) => post.tags.includes('tết'))).toBe(true);
    expect(posts.some((post) => post.tags.includes('dog mom'))).toBe(true);
  });

  it('points every picture at a demo image the app draws, a video with a play button', () => {
    const lines = parsed({ posts: 300, seed: 9, now });
    const pictures = lines.flatMap((line) => {
      if (line.type === 'page') return [line.picture];
      if (line.type === 'post') return line.media.flatMap((item) => [item.thumb, item.original]);
      return [];
    });
    expect(pictures.length).toBeGreaterThan(300);
    for (const url of pictures) {
      expect(url).toMatch(demoImageUrlPattern);
      expect(parseDemoImageName(url?.slice(demoImageUrlPrefix.length) ?? '')).toBeDefined();
    }
    const videos = lines.filter((line) => line.type === 'post' && line.media_type === 'video');
    expect(videos.length).toBeGreaterThan(0);
    for (const video of videos) {
      if (video.type !== 'post') continue;
      expect(video.media[0]?.thumb).toMatch(/\/video\./);
    }
  });

  it('writes growing hourly histories that end at now, with some posts trending', () => {
    const lines = parsed({ posts: 800, seed: 5, now });
    const histories = new Map<string, { at: number; total: number }[]>();
    for (const line of lines) {
      const metrics = line.type === 'post' ? line.metrics : line.type === 'metrics' ? line : null;
      const postId = line.type === 'post' ? line.id : line.type === 'metrics' ? line.post_id : null;
      if (!metrics || !postId) continue;
      const total = Object.values(metrics.reactions).reduce((sum, value) => sum + value, 0);
      const history = histories.get(postId) ?? [];
      history.push({ at: Date.parse(metrics.at), total });
      histories.set(postId, history);
    }
    let endingNow = 0;
    let gainedToday = 0;
    for (const history of histories.values()) {
      history.forEach((current, index) => {
        const previous = history[index - 1];
        if (!previous) return;
        expect(current.at).toBeGreaterThan(previous.at);
        expect(current.total).toBeGreaterThanOrEqual(previous.total);
      });
      const last = history.at(-1);
      if (!last) continue;
      expect(last.at).toBeLessThanOrEqual(now.getTime());
      if (last.at === now.getTime()) {
        endingNow++;
        const dayAgo = history.find((point) => point.at >= now.getTime() - 86_400_000);
        if (dayAgo && last.total - dayAgo.total >= 10) gainedToday++;
      }
    }
    expect(endingNow).toBeGreaterThan(100);
    expect(gainedToday).toBeGreaterThan(30);
    const snapshots = [...histories.values()].reduce((sum, history) => sum + history.length, 0);
    expect(snapshots / histories.size).toBeLessThan(15);
  });
});
