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

/**
 * The pairs of a folded text by definition, as a query rather than a loop: each word to_tsvector
 * keeps with the next one it keeps, cut at 2046 characters (the longest lexeme on every version),
 * except after a word of 2046 or more characters, whose pair would be cut before its space.
 */
const referenceWordPairs = (value: string) =>
  `array(select left(word || ' ' || next, 2046) from (
    select word, position, lead(word) over (order by position) as next
    from unnest(string_to_array(${value}, ' ')) with ordinality as split(word, position)
    where to_tsvector('simple', word) <> ''::tsvector) as paired
  where next is not null and length(word) < 2046 order by position)`;

/** Folded texts (a-z, 0-9, single spaces) with words and pairs around the lexeme limits (2046-2048). */
const foldedText = fc
  .array(
    fc.constantFrom(
      ...['a', 'gift', 'dad', '15'],
      ...['v'.repeat(700), 'w'.repeat(1400), 'x'.repeat(2046), 'y'.repeat(2047), 'z'.repeat(2048)],
    ),
    { maxLength: 8 },
  )
  .map((words) => words.join(' '));

describe('search functions: fold, fold_all, word pairs, search vector (migrations 0007-0010)', () => {
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

  it('pair the words to_tsvector keeps and build search vectors from them (migration 0010)', async () => {
    const texts = [
      ...fc.sample(foldedText, { numRuns: 400, seed: 11 }),
      ...fc.sample(text(120), { numRuns: 400, seed: 13 }),
      '',
    ];
    const differentTexts = await selectRows<{ input: string }>(
      handle.db,
      sql`select f as input
        from json_array_elements_text(${JSON.stringify(texts)}::json) as t,
          lateral (select coalesce(postradar_fold(t), '') as f) as folded
        where postradar_word_pairs(f) is distinct from ${sql.raw(referenceWordPairs('f'))}
          or postradar_search_vector(f) is distinct from
            to_tsvector('simple', f) || array_to_tsvector(${sql.raw(referenceWordPairs('f'))})`,
    );
    expect(differentTexts.map(({ input }) => input.slice(0, 80))).toEqual([]);
  });
});
