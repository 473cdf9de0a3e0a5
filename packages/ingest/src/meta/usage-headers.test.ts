import { describe, expect, it } from 'vitest';
import { readUsage } from './usage-headers';

describe('readUsage', () => {
  it('takes the highest share and the longest regain estimate over both headers', () => {
    const headers = new Headers({
      'X-App-Usage': JSON.stringify({ call_count: 28, total_time: 25, total_cputime: 25 }),
      'X-Business-Use-Case-Usage': JSON.stringify({
        '1048576': [
          {
            type: 'ads_archive',
            call_count: 12,
            total_cputime: 71,
            total_time: 40,
            estimated_time_to_regain_access: 0,
          },
        ],
        '2000001': [
          {
            type: 'ads_archive',
            call_count: 3,
            total_cputime: 5,
            total_time: 4,
            estimated_time_to_regain_access: 7,
          },
        ],
      }),
    });
    expect(readUsage(headers)).toEqual({ percent: 71, regainAccessMinutes: 7 });
  });

  it('counts absent or unreadable headers and figures as nothing used', () => {
    expect(readUsage(new Headers())).toEqual({ percent: 0, regainAccessMinutes: 0 });
    expect(
      readUsage(new Headers({ 'X-App-Usage': '{not json', 'X-Business-Use-Case-Usage': '[1, 2]' })),
    ).toEqual({ percent: 0, regainAccessMinutes: 0 });
    expect(
      readUsage(
        new Headers({
          'X-App-Usage': JSON.stringify({ call_count: '99', total_time: -5, total_cputime: 30 }),
          'X-Business-Use-Case-Usage': JSON.stringify({
            a: 'nothing',
            b: [null, { call_count: 60, estimated_time_to_regain_access: 'soon' }],
          }),
        }),
      ),
    ).toEqual({ percent: 60, regainAccessMinutes: 0 });
  });
});
