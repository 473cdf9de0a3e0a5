import { describe, expect, it } from 'vitest';
import { formatDocumentTitle } from './document-title';

describe('formatDocumentTitle', () => {
  const suffix = ' - PostRadar';

  it('puts the page title before the product suffix', () => {
    expect(formatDocumentTitle({ title: 'Sign in', suffix })).toBe('Sign in - PostRadar');
  });

  it('puts an optional prefix first', () => {
    expect(formatDocumentTitle({ prefix: '(3)', title: 'Posts', suffix })).toBe(
      '(3) Posts - PostRadar',
    );
  });

  it('falls back to the product name without a title', () => {
    expect(formatDocumentTitle({ suffix })).toBe('PostRadar');
    expect(formatDocumentTitle({ title: '  ', suffix })).toBe('PostRadar');
  });
});
