import { describe, expect, it } from 'vitest';
import { findFlakyTests } from './find-flaky-tests.mjs';

const attempt = (status: string, message?: string) => ({
  status,
  error: message === undefined ? undefined : { message },
});

function spec(file: string, line: number, title: string, status: string, results: object[]) {
  return { title, file, line, tests: [{ projectName: 'desktop', status, results }] };
}

const steady = spec('sessions.spec.ts', 4, 'a steady test', 'expected', [attempt('passed')]);
const broken = spec('sessions.spec.ts', 20, 'a broken test', 'unexpected', [
  attempt('failed', 'Error: no'),
  attempt('failed', 'Error: no'),
]);
const failedFirst = spec('sessions.spec.ts', 37, 'signing in beyond the limit', 'flaky', [
  attempt('failed', '\u001b[31mError: expect(page).toHaveURL() failed\u001b[39m\n\nCall log'),
  attempt('passed'),
]);
const timedOutFirst = spec('settings-mobile.spec.ts', 6, 'the header hides', 'flaky', [
  attempt('timedOut'),
  attempt('passed'),
]);

const report = (specs: object[], nested: object[] = []) => ({
  config: { rootDir: '/repo/e2e' },
  suites: [{ title: 'a file', specs, suites: [{ title: 'a group', specs: nested }] }],
});

describe('findFlakyTests', () => {
  it('lists the tests that passed on a retry, nested ones included, with the first error', () => {
    expect(findFlakyTests(report([steady, failedFirst], [timedOutFirst]), '/repo')).toEqual([
      'e2e/sessions.spec.ts:37 [desktop] signing in beyond the limit\n' +
        '    first try: Error: expect(page).toHaveURL() failed',
      'e2e/settings-mobile.spec.ts:6 [desktop] the header hides\n    first try: timedOut',
    ]);
  });

  it('lists nothing when every test passed at once or failed for good', () => {
    expect(findFlakyTests(report([steady], [broken]), '/repo')).toEqual([]);
  });
});
