import { z } from 'zod';
import { parseJsonOrNull } from './parse-json';

/**
 * How much of its hourly Graph API budget the app has used, as most answers report it:
 * `X-App-Usage: {"call_count":28,"total_time":25,"total_cputime":25}` (percentages), and
 * `X-Business-Use-Case-Usage: {"<id>":[{"type":"...","call_count":N,"total_cputime":N,
 * "total_time":N,"estimated_time_to_regain_access":MINUTES}]}`. A header that is absent or
 * unreadable counts as nothing used.
 */
export interface GraphUsage {
  /** Highest share used, 0-100+, over every figure of both headers. */
  percent: number;
  /** Longest estimated_time_to_regain_access, minutes (0 when none). */
  regainAccessMinutes: number;
}

/** A figure Meta reports; anything but a non-negative number counts as 0. */
const figure = z.number().nonnegative().catch(0);

const appUsageSchema = z
  .object({ call_count: figure, total_time: figure, total_cputime: figure })
  .catch({ call_count: 0, total_time: 0, total_cputime: 0 });

const useCaseUsageSchema = z.object({
  call_count: figure,
  total_time: figure,
  total_cputime: figure,
  estimated_time_to_regain_access: figure,
});
const businessUseCaseUsageSchema = z
  .record(z.string(), z.array(useCaseUsageSchema.nullable().catch(null)).catch([]))
  .catch({});

export function readUsage(headers: Headers): GraphUsage {
  const app = appUsageSchema.parse(parseJsonOrNull(headers.get('x-app-usage')));
  const useCases = Object.values(
    businessUseCaseUsageSchema.parse(parseJsonOrNull(headers.get('x-business-use-case-usage'))),
  )
    .flat()
    .filter((useCase) => useCase !== null);
  const shares = [app, ...useCases].flatMap((usage) => [
    usage.call_count,
    usage.total_time,
    usage.total_cputime,
  ]);
  return {
    percent: Math.max(0, ...shares),
    regainAccessMinutes: Math.max(
      0,
      ...useCases.map((useCase) => useCase.estimated_time_to_regain_access),
    ),
  };
}
