import { createI18n } from '@postradar/ui';
import { describe, expect, it } from 'vitest';
import { describeSearch } from './describe-search';

describe('a stored search in words', () => {
  it('names the words, mode, filters and sort with the search form’s labels', () => {
    const { t } = createI18n('en');
    expect(
      describeSearch(
        {
          q: 'nurse mug',
          mode: 'any',
          exclude: 'sale',
          kind: 'ad',
          type: 'photo,video',
          createdFrom: '2026-01-01',
          createdTo: '2026-11-01',
          reactionsMin: '1000',
          sharesMax: '50',
          commentsMin: '2',
          commentsMax: '9',
          sort: 'reactions',
          perPage: '20',
        },
        t,
        'en',
      ),
    ).toEqual([
      '“nurse mug”',
      'At least one word',
      'Without sale',
      'Ads only',
      'Photo, Video',
      'Created 1 Jan 2026 – 1 Nov 2026',
      'Reactions ≥ 1,000',
      'Shares ≤ 50',
      'Comments 2–9',
      'Sorted by Most reactions',
    ]);
  });

  it('speaks Vietnamese, and shows a value it does not know as it is', () => {
    const { t } = createI18n('vi');
    expect(
      describeSearch({ createdFrom: '2026-11-18T10:23Z', sort: 'oldest', mode: 'all' }, t, 'vi'),
    ).toEqual(['Đăng từ 18/11/2026', 'Sắp xếp theo oldest']);
    expect(describeSearch({}, t, 'vi')).toEqual([]);
  });

  it('names the niches, and the languages and countries in the interface’s language', () => {
    const params = { niches: 'nurse,dog mom', languages: 'en,vi', countries: 'US,VN' };
    expect(describeSearch(params, createI18n('en').t, 'en')).toEqual([
      'Niches: nurse, dog mom',
      'In English, Vietnamese',
      'For United States, Vietnam',
    ]);
    expect(describeSearch(params, createI18n('vi').t, 'vi')).toEqual([
      'Ngách: nurse, dog mom',
      'Ngôn ngữ: Tiếng Anh, Tiếng Việt',
      'Quốc gia: Hoa Kỳ, Việt Nam',
    ]);
  });
});
