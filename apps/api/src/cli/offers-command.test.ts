import { describe, expect, it } from 'vitest';
import { UsageError } from './billing/parse-billing-command';
import { parseOffersCommand } from './offers-command';

const parse = (line: string) => parseOffersCommand(line.split(' ').filter(Boolean));

describe('npm run offers (the command line)', () => {
  it('lists every answer as a table unless told otherwise', () => {
    expect(parse('list')).toEqual({ kind: 'list', since: null, format: 'table' });
    expect(parse('list --since 2026-11-01 --format csv')).toEqual({
      kind: 'list',
      since: new Date('2026-11-01T00:00:00Z'),
      format: 'csv',
    });
    expect(parse('list --since 2026-11-01T08:00:00+07:00').since).toEqual(
      new Date('2026-11-01T01:00:00Z'),
    );
  });

  it.each([
    ['', 'Name a command.'],
    ['export', 'Unknown command: export'],
    ['list everything', 'Unexpected: everything'],
    ['list --since yesterday', '--since: must be a date (2026-11-01) or an ISO time'],
    ['list --since 2026-13-01', '--since: must be a date'],
    ['list --format json', '--format: must be table or csv'],
    ['list --limit 5', "Unknown option '--limit'"],
  ])('refuses "%s"', (line, message) => {
    expect(() => parse(line)).toThrow(UsageError);
    expect(() => parse(line)).toThrow(message);
  });
});
