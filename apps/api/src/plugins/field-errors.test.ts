import { fieldRule, updateSettingsBodySchema } from '@postradar/contracts';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrorsOf, type ValidationIssue } from './field-errors';

/** The field errors of `input` against `schema`, from the issues as Fastify's validator gives them. */
function fieldErrors(schema: z.core.$ZodType, input: unknown) {
  const validate = validatorCompiler({ schema, method: 'POST', url: '/test', httpPart: 'body' });
  const { error } = validate(input) as { error?: ValidationIssue[] };
  if (!error) throw new Error('expected the input to break a rule');
  return fieldErrorsOf(error, input);
}

describe('fieldErrorsOf', () => {
  it("names a refinement's own code: the profile's phone number", () => {
    expect(
      fieldErrors(updateSettingsBodySchema, {
        settings: { language: 'vi', phone: 'call me', showFavorite: true },
      }),
    ).toEqual([{ field: 'settings.phone', code: 'invalid_phone' }]);
  });

  it('gives the bounds of text, numbers and lists', () => {
    const schema = z.object({
      name: z.string().max(80),
      note: z.string().min(3),
      perPage: z.number().int().min(10).max(100),
      page: z.number().positive(),
      ratio: z.number().lt(1),
      tags: z.array(z.string()).min(1).max(2),
    });
    expect(
      fieldErrors(schema, {
        name: 'x'.repeat(81),
        note: 'ab',
        perPage: 500,
        page: 0,
        ratio: 1,
        tags: ['a', 'b', 'c'],
      }),
    ).toEqual([
      { field: 'name', code: 'too_long', maximum: 80 },
      { field: 'note', code: 'too_short', minimum: 3 },
      { field: 'perPage', code: 'too_large', maximum: 100 },
      { field: 'page', code: 'must_exceed', minimum: 0 },
      { field: 'ratio', code: 'must_be_under', maximum: 1 },
      { field: 'tags', code: 'too_many', maximum: 2 },
    ]);
    expect(
      fieldErrors(schema.pick({ perPage: true, tags: true }), { perPage: 5, tags: [] }),
    ).toEqual([
      { field: 'perPage', code: 'too_small', minimum: 10 },
      { field: 'tags', code: 'too_few', minimum: 1 },
    ]);
  });

  it('tells a missing or empty field (required) from one of the wrong kind', () => {
    const schema = z.object({ name: z.string().trim().min(1), age: z.number() });
    expect(fieldErrors(schema, { name: '  ' })).toEqual([
      { field: 'name', code: 'required' },
      { field: 'age', code: 'required' },
    ]);
    expect(fieldErrors(schema, { name: 'Lan', age: 'ten' })).toEqual([
      { field: 'age', code: 'invalid_type', expected: 'number' },
    ]);
  });

  it('names formats, options, unknown fields and paths inside lists', () => {
    const schema = z
      .object({
        members: z.array(z.object({ email: z.email(), role: z.enum(['mod', 'member']) })),
        site: z.url(),
        code: z.string().regex(/^[A-Z]+$/),
      })
      .strict();
    expect(
      fieldErrors(schema, {
        members: [
          { email: 'lan@example.com', role: 'mod' },
          { email: 'nope', role: 'owner' },
        ],
        site: 'not a url',
        code: 'abc',
        extra: 1,
        other: 2,
      }),
    ).toEqual([
      { field: 'members.1.email', code: 'invalid_email' },
      { field: 'members.1.role', code: 'invalid_option', options: 'mod, member' },
      { field: 'site', code: 'invalid_url' },
      { field: 'code', code: 'invalid_format' },
      { field: 'extra', code: 'unknown_field' },
      { field: 'other', code: 'unknown_field' },
    ]);
  });

  it("keeps a named rule's parameters and calls any other rule 'invalid'", () => {
    const schema = z.object({
      name: z
        .string()
        .refine((name) => name.length <= 5, fieldRule('too_long', 'too long', { maximum: 5 })),
      slug: z.string().refine((slug) => slug !== 'admin', 'is reserved'),
    });
    expect(fieldErrors(schema, { name: 'Long name', slug: 'admin' })).toEqual([
      { field: 'name', code: 'too_long', maximum: 5 },
      { field: 'slug', code: 'invalid' },
    ]);
  });
});
