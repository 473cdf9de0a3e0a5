import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../create-db';
import { selectRows } from '../select-rows';
import { createTestDb } from '../testing';

/** Letters and marks the corpus is full of, so that random texts look like real posts and tags. */
const vietnamese =
  'ÁÀẢÃẠĂẮẰẲẴẶÂẤẦẨẪẬĐÉÈẺẼẸÊẾỀỂỄỆÍÌỈĨỊÓÒỎÕỌÔỐỒỔỖỘƠỚỜỞỠỢÚÙỦŨỤƯỨỪỬỮỰÝỲỶỸỴ' +
  'áàảãạăắằẳẵặâấầẩẫậđéèẻẽẹêếềểễệíìỉĩịóòỏõọôốồổỗộơớờởỡợúùủũụưứừửữựýỳỷỹỵ';
const symbols = '    -_.,!?\'"“”—…#&/\t\n\r0123456789aZßæœøłþðİı\u0301\u0303\u00a0😀漢字';
const character = fc.constantFrom(...[...vietnamese, ...symbols, ...'abcdefghijklmnopqrstuvwxyz']);
const text = (maxLength: number) =>
  fc.oneof(
    fc.string({ unit: character, maxLength }),
    // Anything PostgreSQL's text accepts (no NUL).
    fc.string({ unit: 'binary', maxLength }).map((value) => value.replaceAll('\0', '')),
  );
const tags = fc.array(fc.option(text(24), { freq: 8 }), { maxLength: 6 });

/** postradar_fold as migration 0001 first defined it. */
const firstFold = (value: string) =>
  `btrim(regexp_replace(lower(public.unaccent('public.unaccent'::regdictionary, ${value})), '[^a-z0-9]+', ' ', 'g'))`;
/** postradar_fold_all as migration 0001 first defined it. */
const firstFoldAll = (value: string) =>
  `(select coalesce(array_agg(${firstFold('item')}), '{}'::text[]) from unnest(${value}) as item)`;

describe('postradar_fold and postradar_fold_all (migrations 0007, 0008)', () => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await createTestDb();
  });
  afterAll(() => handle.close());

  it('fold texts exactly as their first definitions did', async () => {
    const texts = fc.sample(text(200), { numRuns: 5000, seed: 3 });
    const differentTexts = await selectRows<{ input: string }>(
      handle.db,
      sql`select t as input from json_array_elements_text(${JSON.stringify(texts)}::json) as t
        where postradar_fold(t) is distinct from ${sql.raw(firstFold('t'))}`,
    );
    expect(differentTexts).toEqual([]);
  });

  it('fold tag lists exactly as their first definitions did', async () => {
    const lists = fc.sample(tags, { numRuns: 3000, seed: 7 });
    const differentLists = await selectRows<{ input: string }>(
      handle.db,
      sql`select a::text as input
        from json_array_elements(${JSON.stringify(lists)}::json) as x(value),
          lateral (select array(select json_array_elements_text(x.value))::text[] as a) as input
        where postradar_fold_all(a) is distinct from ${sql.raw(firstFoldAll('a'))}`,
    );
    expect(differentLists).toEqual([]);
  });

  it('keeps NULL elements, flattens, and answers NULL and empty input alike', async () => {
    const grid = `'[0:1][1:2]={{Áo,B},{c,"Đẹp  Lắm!"}}'::text[]`;
    const [row] = await selectRows<Record<string, string | null>>(
      handle.db,
      sql`select postradar_fold_all(array['Y Tá', null, ' Christmas! '])::text as with_null,
          postradar_fold_all('{}'::text[])::text as empty,
          postradar_fold_all(null::text[])::text as nothing,
          postradar_fold(null) as no_text,
          postradar_fold_all(${sql.raw(grid)})::text as grid,
          ${sql.raw(firstFoldAll(grid))}::text as grid_before`,
    );
    expect(row).toEqual({
      with_null: '{"y ta",NULL,christmas}',
      empty: '{}',
      nothing: null,
      no_text: null,
      grid: '{ao,b,c,"dep lam"}',
      grid_before: '{ao,b,c,"dep lam"}',
    });
  });
});
