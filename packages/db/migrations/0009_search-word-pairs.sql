-- Adjacent word pairs as extra lexemes of posts.search (decision 0022). A phrase search ANDs its
-- pairs ('made with', 'with love') with the phrase itself: GIN then intersects the pairs' short
-- posting lists instead of the long lists of common words, and rechecks only the few candidates
-- that hold every pair. ANALYZE lists the common pairs beside the common words, so the search
-- strategy (decision 0019) can estimate phrases and prove "1,000+" for common ones without counting.
--
-- The pairs of a folded text (only a-z, 0-9 and single spaces): each word with the next, skipping
-- words longer than 2047 characters exactly as to_tsvector does, so that a pair is present
-- whenever the phrase of its two words matches. A lexeme holds at most 2047 bytes: a longer pair
-- is cut, the same way in documents and in queries, and the phrase itself still decides.
CREATE OR REPLACE FUNCTION postradar_word_pairs(folded text) RETURNS text[]
  LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE
  AS $$
DECLARE
  word text;
  previous text;
  pairs text[] := '{}';
BEGIN
  FOREACH word IN ARRAY string_to_array(folded, ' ') LOOP
    CONTINUE WHEN length(word) > 2047;
    IF previous IS NOT NULL THEN
      pairs := array_append(pairs, left(previous || ' ' || word, 2047));
    END IF;
    previous := word;
  END LOOP;
  RETURN pairs;
END
$$;--> statement-breakpoint
-- A post's search vector: its words with positions, then its word pairs (no positions).
CREATE OR REPLACE FUNCTION postradar_search_vector(folded text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT to_tsvector('simple'::regconfig, folded) || array_to_tsvector(postradar_word_pairs(folded)) $$;--> statement-breakpoint
-- A folded phrase as a query: the words in order and adjacent, and every pair of them.
CREATE OR REPLACE FUNCTION postradar_phrase_query(folded text) RETURNS tsquery
  LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE
  AS $$
DECLARE
  phrase tsquery := phraseto_tsquery('simple'::regconfig, folded);
  pair text;
BEGIN
  FOREACH pair IN ARRAY postradar_word_pairs(folded) LOOP
    phrase := phrase && quote_literal(pair)::tsquery;
  END LOOP;
  RETURN phrase;
END
$$;--> statement-breakpoint
ALTER TABLE "posts" drop column "search";--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (postradar_search_vector(postradar_fold(message))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "posts_search_idx" ON "posts" USING gin ("search");--> statement-breakpoint
-- Pairs outnumber words: a larger sample and list keep the common words listed beside the pairs.
ALTER TABLE "posts" ALTER COLUMN "search" SET STATISTICS 300;
