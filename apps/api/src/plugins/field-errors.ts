import type { FieldError, FieldErrorCode, FieldErrorParameter } from '@postradar/contracts';

/** One of zod's issues as Fastify reports it: the zod code as keyword, the rest in params. */
export interface ValidationIssue {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
}

type Rule = { code: FieldErrorCode | (string & {}) } & Record<string, FieldErrorParameter>;

/** '/settings/phone' -> 'settings.phone'. */
export function fieldPath(instancePath: string): string {
  return instancePath.replace(/^\//, '').replaceAll('/', '.');
}

/** The value at a dotted path of the request's part, to tell a missing field from a wrong one. */
function valueAt(input: unknown, path: string): unknown {
  if (!path) return input;
  return path
    .split('.')
    .reduce<unknown>(
      (value, key) =>
        value !== null && typeof value === 'object'
          ? (value as Record<string, unknown>)[key]
          : undefined,
      input,
    );
}

const textOrigins = new Set(['string']);
const listOrigins = new Set(['array', 'set']);
const numberOrigins = new Set(['number', 'int', 'bigint']);

/** zod's too_small: text, list or number, with its bound. */
function tooSmall({ origin, minimum, inclusive }: Record<string, unknown>): Rule {
  const bound = Number(minimum);
  if (textOrigins.has(String(origin))) {
    return bound <= 1 ? { code: 'required' } : { code: 'too_short', minimum: bound };
  }
  if (listOrigins.has(String(origin))) return { code: 'too_few', minimum: bound };
  if (numberOrigins.has(String(origin))) {
    return { code: inclusive === false ? 'must_exceed' : 'too_small', minimum: bound };
  }
  return { code: 'invalid' };
}

/** zod's too_big: text, list or number, with its bound. */
function tooBig({ origin, maximum, inclusive }: Record<string, unknown>): Rule {
  const bound = Number(maximum);
  if (textOrigins.has(String(origin))) return { code: 'too_long', maximum: bound };
  if (listOrigins.has(String(origin))) return { code: 'too_many', maximum: bound };
  if (numberOrigins.has(String(origin))) {
    return { code: inclusive === false ? 'must_be_under' : 'too_large', maximum: bound };
  }
  return { code: 'invalid' };
}

const formatCodes: Record<string, FieldErrorCode> = { email: 'invalid_email', url: 'invalid_url' };

const isParameter = (value: unknown): value is FieldErrorParameter =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';

/** A refinement names its code and parameters in its params (contracts' `fieldRule`). */
function namedRule(params: unknown): Rule {
  const named = Object.fromEntries(
    Object.entries(params ?? {}).filter(
      (entry): entry is [string, FieldErrorParameter] =>
        entry[0] !== 'field' && isParameter(entry[1]),
    ),
  );
  return { ...named, code: typeof named.code === 'string' ? named.code : 'invalid' };
}

function ruleOf({ keyword, params }: ValidationIssue, value: unknown): Rule {
  switch (keyword) {
    case 'invalid_type':
      return value === undefined
        ? { code: 'required' }
        : { code: 'invalid_type', expected: String(params.expected) };
    case 'too_small':
      return tooSmall(params);
    case 'too_big':
      return tooBig(params);
    case 'invalid_format':
      return { code: formatCodes[String(params.format)] ?? 'invalid_format' };
    case 'invalid_value': {
      const values = Array.isArray(params.values) ? params.values : [];
      return { code: 'invalid_option', options: values.map(String).join(', ') };
    }
    case 'not_multiple_of':
      return { code: 'not_multiple_of', divisor: Number(params.divisor) };
    case 'custom':
      return namedRule(params.params);
    default:
      return { code: 'invalid' };
  }
}

/**
 * Every field a request broke a rule with, from zod's issues (docs/product.md, The API's envelope
 * and error texts): its path, a stable code and the rule's parameters. `input` is the part of the
 * request that was validated (body, query, path parameters or headers); a field missing from it is
 * 'required'. Each key a strict object does not take is an 'unknown_field' of its own.
 */
export function fieldErrorsOf(issues: readonly ValidationIssue[], input: unknown): FieldError[] {
  return issues.flatMap((issue): FieldError[] => {
    const field = fieldPath(issue.instancePath);
    if (issue.keyword === 'unrecognized_keys') {
      const keys = Array.isArray(issue.params.keys) ? issue.params.keys : [];
      return keys.map((key) => ({
        field: field ? `${field}.${String(key)}` : String(key),
        code: 'unknown_field',
      }));
    }
    return [{ field, ...ruleOf(issue, valueAt(input, field)) }];
  });
}
