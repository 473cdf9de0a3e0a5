import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { databaseFailureOf } from './database-failure';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });
const failedQuery = (cause: Error) =>
  new DrizzleQueryError('select $1', ['Connection terminated unexpectedly'], cause);

describe('databaseFailureOf', () => {
  it('finds the statement timeout behind the query layer', () => {
    const timeout = withCode('canceling statement due to statement timeout', '57014');
    expect(databaseFailureOf(failedQuery(timeout))).toBe('statement-timeout');
  });

  it.each([
    withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
    withCode('terminating connection due to administrator command', '57P01'),
    withCode('the database system is starting up', '57P03'),
    withCode('sorry, too many clients already', '53300'),
    withCode('connection failure', '08006'),
    new Error('timeout exceeded when trying to connect'),
    new Error('Connection terminated unexpectedly'),
    new Error('PGlite is closed'),
    new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')]),
  ])('counts %s as an unreachable database', (cause) => {
    expect(databaseFailureOf(failedQuery(cause))).toBe('unreachable');
  });

  it('leaves the failures of a query to the query, whatever its text quotes', () => {
    const syntax = withCode('syntax error at or near "Connection terminated"', '42601');
    expect(databaseFailureOf(failedQuery(syntax))).toBeUndefined();
    expect(databaseFailureOf(new Error('boom'))).toBeUndefined();
    expect(databaseFailureOf('Connection terminated')).toBeUndefined();
  });
});
