import type { ImportLine } from '@postradar/contracts';
import { describe, expect, it } from 'vitest';
import { parseImportLine } from '../ndjson/parse-line';
import { ImportBatch } from './import-batch';

function line(value: object): ImportLine {
  const parsed = parseImportLine(JSON.stringify(value));
  if (!parsed.ok) throw new Error(parsed.reason);
  return parsed.line;
}

const post = (id: string, link?: string) =>
  line({
    type: 'post',
    id,
    page_id: '1',
    kind: 'post',
    created_time: '2026-11-01T10:00:00Z',
    media_type: 'text',
    link,
  });

function batchOf(...lines: ImportLine[]) {
  const batch = new ImportBatch();
  lines.forEach((value, index) => batch.add(index + 1, value));
  return batch;
}

describe('ImportBatch.canRunBeside', () => {
  const stored = new Set(['known.shop']);

  it('allows batches that write different posts and link to stored hosts', () => {
    const first = batchOf(post('1_1', 'https://known.shop/a'), post('1_2'));
    const second = batchOf(post('1_3', 'https://www.Known.shop/b'));
    expect(second.canRunBeside(first, stored)).toBe(true);
  });

  it('waits for a batch that writes the same post, by a post or a metrics line', () => {
    const first = batchOf(post('1_1'));
    expect(batchOf(post('1_1')).canRunBeside(first, stored)).toBe(false);
    const metrics = line({ type: 'metrics', post_id: '1_1', at: '2026-11-02T10:00:00Z' });
    expect(batchOf(metrics).canRunBeside(first, stored)).toBe(false);
  });

  it('waits for a batch that may be creating a host it links to', () => {
    const first = batchOf(post('1_1', 'https://new.shop/a'));
    expect(batchOf(post('1_2', 'https://new.shop/b')).canRunBeside(first, stored)).toBe(false);
  });

  it('never runs beside page or domain lines', () => {
    const page = batchOf(line({ type: 'page', id: '9', name: 'Page' }));
    const domain = batchOf(line({ type: 'domain', host: 'other.shop' }));
    const posts = batchOf(post('1_5'));
    expect(posts.canRunBeside(page, stored)).toBe(false);
    expect(page.canRunBeside(posts, stored)).toBe(false);
    expect(posts.canRunBeside(domain, stored)).toBe(false);
  });
});

describe('ImportBatch.continuedBy', () => {
  const metrics = (postId: string) =>
    line({ type: 'metrics', post_id: postId, at: '2026-11-02T10:00:00Z' });

  it('is continued by more lines about its last post only', () => {
    const batch = batchOf(post('1_1'), post('1_2'), metrics('1_2'));
    expect(batch.mayContinue).toBe(true);
    expect(batch.continuedBy(metrics('1_2'))).toBe(true);
    expect(batch.continuedBy(metrics('1_1'))).toBe(false);
    expect(batch.continuedBy(post('1_3'))).toBe(false);
  });

  it('is not continued after a page line', () => {
    const batch = batchOf(post('1_1'), line({ type: 'page', id: '9', name: 'Page' }));
    expect(batch.mayContinue).toBe(false);
    expect(batch.continuedBy(metrics('1_1'))).toBe(false);
  });
});
