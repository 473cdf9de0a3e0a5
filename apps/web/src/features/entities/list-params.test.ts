import { describe, expect, it } from 'vitest';
import { readListParams, requestListParams, writeListParams } from './list-params';

describe('list parameters in the address', () => {
  it('reads the known ones, trimmed, and drops the rest', () => {
    expect(readListParams('?q=%20nurse%20&sort=ads&page=3&perPage=20&x=1&platform=')).toEqual({
      q: 'nurse',
      sort: 'ads',
      page: '3',
      perPage: '20',
    });
  });

  it('writes them in the API order without the defaults', () => {
    expect(writeListParams({ page: '2', q: 'mug', sort: 'posts', perPage: '50' })).toBe(
      '?q=mug&page=2',
    );
    expect(writeListParams({ sort: 'latest', platform: 'shopify' })).toBe(
      '?platform=shopify&sort=latest',
    );
    expect(writeListParams({ page: '1', q: '  ' })).toBe('');
  });

  it('asks the API only for what the list offers, the rest left to its defaults', () => {
    expect(
      requestListParams('pixels', {
        q: '81',
        sort: 'host',
        page: '201',
        perPage: '30',
        platform: 'x',
      }),
    ).toEqual({
      q: '81',
      platform: undefined,
      sort: undefined,
      page: undefined,
      perPage: undefined,
    });
    expect(
      requestListParams('domains', {
        sort: 'host',
        page: '100',
        perPage: '100',
        platform: 'shopify',
      }),
    ).toEqual({ q: undefined, platform: 'shopify', sort: 'host', page: '100', perPage: '100' });
  });
});
