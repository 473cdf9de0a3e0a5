-- Search (decision 0011): words are folded by one SQL function for documents and queries alike,
-- so matching ignores case and Vietnamese diacritics identically on PGlite and PostgreSQL.
-- unaccent() is only STABLE (it reads its dictionary by name); the two-argument form with a
-- schema-qualified dictionary is safe to wrap as IMMUTABLE, which generated columns and indexes need.
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE OR REPLACE FUNCTION postradar_fold(input text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT btrim(regexp_replace(lower(public.unaccent('public.unaccent'::regdictionary, input)), '[^a-z0-9]+', ' ', 'g')) $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION postradar_fold_all(input text[]) RETURNS text[]
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT coalesce(array_agg(postradar_fold(item)), '{}'::text[]) FROM unnest(input) AS item $$;
