-- A post's language and country move back from post_contents to posts: the post search filters
-- on them (languages and countries, with niches: docs/product.md) and reads posts rows only
-- (decision 0026). Existing values are carried over as the importer now writes them, the
-- language tag in its usual case (EN -> en, pt_br -> pt-BR, zh-hant -> zh-Hant) and the country
-- upper-case; the indexes are built once the columns are filled. Filling them writes a new
-- version of every post that has either, once.
ALTER TABLE "posts" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "country" text;--> statement-breakpoint
UPDATE "posts" SET
  "language" = CASE
    WHEN l."tag" IS NULL OR strpos(l."tag", '-') = 0 THEN lower(l."tag")
    ELSE lower(split_part(l."tag", '-', 1)) || '-' || CASE length(split_part(l."tag", '-', 2))
      WHEN 2 THEN upper(split_part(l."tag", '-', 2))
      WHEN 4 THEN initcap(split_part(l."tag", '-', 2))
      ELSE lower(split_part(l."tag", '-', 2))
    END
  END,
  "country" = upper(c."country")
  FROM "post_contents" c
  CROSS JOIN LATERAL (SELECT replace(c."language", '_', '-') AS "tag") AS l
  WHERE c."post_id" = "posts"."id" AND (c."language" IS NOT NULL OR c."country" IS NOT NULL);--> statement-breakpoint
ALTER TABLE "post_contents" DROP COLUMN "language";--> statement-breakpoint
ALTER TABLE "post_contents" DROP COLUMN "country";--> statement-breakpoint
CREATE INDEX "posts_language_country_idx" ON "posts" USING btree ("language","country");--> statement-breakpoint
CREATE INDEX "posts_country_language_idx" ON "posts" USING btree ("country","language");--> statement-breakpoint
-- ANALYZE keeps the common pairs of a language and a country together: a country's posts are
-- mostly in its own languages, which the shares of each alone cannot tell the planner or the
-- search's estimates (packages/search, corpus statistics).
CREATE STATISTICS "posts_language_country" (mcv) ON "language", "country" FROM "posts";
