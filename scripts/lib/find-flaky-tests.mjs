// Reads Playwright's JSON report for the tests that failed first and passed on a retry.
import { join, relative } from 'node:path';

const colours = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

function* specsOf(suite) {
  yield* suite.specs ?? [];
  for (const child of suite.suites ?? []) yield* specsOf(child);
}

/**
 * One line per flaky test: its file and line (relative to `cwd`), project and title, then the
 * first line of the error of its first failed attempt.
 */
export function findFlakyTests(report, cwd) {
  const rootDir = report.config?.rootDir ?? cwd;
  const flaky = [];
  for (const suite of report.suites ?? []) {
    for (const spec of specsOf(suite)) {
      for (const test of spec.tests.filter(({ status }) => status === 'flaky')) {
        const file = relative(cwd, join(rootDir, spec.file));
        const failed = test.results.find(({ status }) => status !== 'passed');
        const error = failed?.error?.message?.replace(colours, '').split('\n')[0] ?? failed?.status;
        flaky.push(
          `${file}:${spec.line} [${test.projectName}] ${spec.title}\n    first try: ${error}`,
        );
      }
    }
  }
  return flaky;
}
