import type { FakeState } from './fake-state';

/**
 * Replaces the ids at the `expand` paths (`invoice_settings.default_payment_method`,
 * `latest_charge`, `data.payment_method` in a list) by the objects they name, on a copy.
 */
export function expandPaths(answer: unknown, paths: string[], state: FakeState): unknown {
  let result = structuredClone(answer);
  for (const path of paths) result = expandPath(result, path.split('.'), state);
  return result;
}

function expandPath(value: unknown, path: string[], state: FakeState): unknown {
  if (Array.isArray(value)) return value.map((item: unknown) => expandPath(item, path, state));
  const [key, ...rest] = path;
  if (key === undefined) {
    return typeof value === 'string' ? structuredClone(state.lookup(value) ?? value) : value;
  }
  if (typeof value !== 'object' || value === null || !(key in value)) return value;
  const record = value as Record<string, unknown>;
  record[key] = expandPath(record[key], rest, state);
  return record;
}
