import { describe, expect, it } from 'vitest';
import { UsageError } from '../billing/parse-billing-command';
import { parseHarvestCommand } from './harvest-command';
import { parseIngestMetaCommand } from './ingest-meta-command';

describe('npm run harvest', () => {
  it('reads a harvest with its query, labelling media by default', () => {
    expect(
      parseHarvestCommand([
        'add',
        '--name',
        ' Nurse tees EU ',
        '--q',
        'nurse shirt',
        '--country',
        'de',
        '--country',
        'FR',
        '--status',
        'active',
        '--every',
        'hourly',
      ]),
    ).toEqual({
      kind: 'add',
      name: 'Nurse tees EU',
      every: 'hourly',
      query: {
        searchTerms: 'nurse shirt',
        searchType: 'KEYWORD_UNORDERED',
        countries: ['DE', 'FR'],
        adType: 'ALL',
        pageIds: [],
        activeStatus: 'ACTIVE',
        labelMedia: true,
      },
    });
  });

  it('accepts ALL as the only country and page ids instead of terms', () => {
    const command = parseHarvestCommand([
      'add',
      '--name',
      'Shop',
      '--page-id',
      '1048576',
      '--country',
      'ALL',
      '--all-media',
      '--exact',
    ]);
    expect(command).toMatchObject({
      every: 'daily',
      query: { countries: ['ALL'], pageIds: ['1048576'], labelMedia: false },
    });
  });

  it.each([
    [
      ['add', '--q', 'x', '--country', 'DE'],
      '--name: give the harvest a name of 1 to 80 characters',
    ],
    [['add', '--name', 'n', '--country', 'DE'], '--q: give search terms or page ids'],
    [['add', '--name', 'n', '--q', 'x'], '--country: is required'],
    [
      ['add', '--name', 'n', '--q', 'x', '--country', 'USA'],
      '--country: must be a two-letter country code or ALL',
    ],
    [
      ['add', '--name', 'n', '--q', 'x', '--country', 'ALL', '--country', 'DE'],
      '--country: ALL cannot be combined with other countries',
    ],
    [
      ['add', '--name', 'n', '--q', 'x', '--country', 'DE', '--every', 'weekly'],
      '--every: must be hourly or daily',
    ],
    [['add', '--name', 'n', '--q', 'x', '--country', 'DE', '--type', 'CATS'], /^--type: /],
    [['run'], 'run: name one harvest (its id or name)'],
    [['runs', '--limit', '0'], '--limit: must be a whole number from 1 to 1000'],
    [['sow'], 'Unknown command: sow'],
  ])('refuses %j', (args, message) => {
    expect(() => parseHarvestCommand(args)).toThrow(UsageError);
    expect(() => parseHarvestCommand(args)).toThrow(message);
  });

  it('reads list, runs, run and remove', () => {
    expect(parseHarvestCommand(['list'])).toEqual({ kind: 'list' });
    expect(parseHarvestCommand(['runs', 'Shop', '--limit', '5'])).toEqual({
      kind: 'runs',
      harvest: 'Shop',
      limit: 5,
    });
    expect(parseHarvestCommand(['run', '3'])).toEqual({ kind: 'run', harvest: '3' });
    expect(parseHarvestCommand(['remove', 'Shop'])).toEqual({ kind: 'remove', harvest: 'Shop' });
  });
});

describe('npm run ingest:meta', () => {
  it('reads a search with its page size and page cap', () => {
    expect(
      parseIngestMetaCommand([
        '--q',
        'nurse',
        '--country',
        'GB',
        '--limit',
        '50',
        '--max-pages',
        '3',
      ]),
    ).toMatchObject({ kind: 'search', pageLimit: 50, maxPages: 3, query: { countries: ['GB'] } });
  });

  it('reads a resume', () => {
    expect(parseIngestMetaCommand(['--resume', '12'])).toEqual({ kind: 'resume', runId: 12 });
    expect(() => parseIngestMetaCommand(['--resume', 'x'])).toThrow(
      /--resume: must be a whole number/,
    );
    expect(() =>
      parseIngestMetaCommand(['--q', 'x', '--country', 'DE', '--limit', '5000']),
    ).toThrow('--limit: must be a whole number from 1 to 1000');
  });
});
