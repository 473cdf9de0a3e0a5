-- The generated columns of posts (message_folded, search, tag_keys) were a third of the database's
-- time on import (decision 0023). postradar_fold and postradar_search_vector are SQL functions
-- that PostgreSQL cannot inline (unaccent is only STABLE; search_vector uses its argument twice),
-- so every call started and stopped a small executor: as PL/pgSQL they evaluate the same
-- expression through PL/pgSQL's cached simple-expression path instead.
--
-- postradar_word_pairs appended to its array one word at a time; a text of at most 2046
-- characters holds no word to_tsvector skips and no pair too long for a lexeme, so it now pairs
-- each word with the next by index, and loops as before over longer texts. Its limits followed
-- PostgreSQL 15 (words over 2047 characters skipped, pairs cut at 2047), but newer versions (PGlite
-- runs 18) skip words of 2047 and refuse lexemes over 2046 bytes, so an import of a post with two
-- long adjacent words failed there: a long word is now skipped exactly when to_tsvector skips
-- it, and pairs are cut at 2046 on every version. A pair cut before its space would be a plain
-- word (on PostgreSQL 15 a kept 2047-character word cut to 2046 matched a query for those 2046
-- characters), so a word of 2046 or more characters starts no pair. Otherwise the same results:
-- packages/db/src/schema/search-functions.db.test.ts compares the functions with references.
CREATE OR REPLACE FUNCTION postradar_fold(input text) RETURNS text
  LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE
  AS $$
BEGIN
  RETURN btrim(regexp_replace(regexp_replace(lower(public.unaccent('public.unaccent'::regdictionary, input)), '[^a-z0-9 ]+', ' ', 'g'), '  +', ' ', 'g'));
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION postradar_word_pairs(folded text) RETURNS text[]
  LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE
  AS $$
DECLARE
  words text[] := string_to_array(folded, ' ');
  word text;
  previous text;
  pairs text[] := '{}';
BEGIN
  IF length(folded) <= 2046 THEN
    FOR i IN 1 .. cardinality(words) - 1 LOOP
      pairs[i] := words[i] || ' ' || words[i + 1];
    END LOOP;
    RETURN pairs;
  END IF;
  FOREACH word IN ARRAY words LOOP
    CONTINUE WHEN length(word) >= 2046 AND to_tsvector('simple'::regconfig, word) = ''::tsvector;
    IF length(previous) < 2046 THEN
      pairs := array_append(pairs, left(previous || ' ' || word, 2046));
    END IF;
    previous := word;
  END LOOP;
  RETURN pairs;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION postradar_search_vector(folded text) RETURNS tsvector
  LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE
  AS $$
BEGIN
  RETURN to_tsvector('simple'::regconfig, folded) || array_to_tsvector(postradar_word_pairs(folded));
END
$$;--> statement-breakpoint
-- Pairs of 2047 characters (cut there before) are now cut at 2046: recompute the few posts that
-- can hold one, so that their stored pairs are the ones a query builds.
UPDATE posts SET message = message WHERE length(message_folded) > 2046;
