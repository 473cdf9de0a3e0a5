-- What a post only shows (text, media, link, call to action, tags, language, country, ad details)
-- moves to post_contents, so that the rows search walks and rechecks in posts are a little over
-- half as wide (decision 0026). The folded message and tag keys stay in posts as plain columns
-- written by the importer with the contents (the message is folded once instead of twice); the
-- search vector stays generated, now from the folded message. Re-adding it rewrites posts once,
-- which also frees the space of the dropped columns.
CREATE TABLE "post_contents" (
	"post_id" bigint PRIMARY KEY NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"media" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"link" text,
	"cta_type" text,
	"cta_title" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"language" text,
	"country" text,
	"ad_platforms" text[],
	"ad_start_time" timestamp with time zone,
	"ad_stop_time" timestamp with time zone
);
--> statement-breakpoint
INSERT INTO "post_contents" ("post_id", "message", "media", "link", "cta_type", "cta_title", "tags", "language", "country", "ad_platforms", "ad_start_time", "ad_stop_time")
  SELECT "id", "message", "media", "link", "cta_type", "cta_title", "tags", "language", "country", "ad_platforms", "ad_start_time", "ad_stop_time" FROM "posts" ORDER BY "id";--> statement-breakpoint
ALTER TABLE "post_contents" ADD CONSTRAINT "post_contents_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ALTER COLUMN "tag_keys" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "posts" ALTER COLUMN "tag_keys" SET DEFAULT '{}'::text[];--> statement-breakpoint
ALTER TABLE "posts" ALTER COLUMN "message_folded" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "posts" ALTER COLUMN "message_folded" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "posts" DROP COLUMN "search";--> statement-breakpoint
ALTER TABLE "posts" DROP COLUMN "message";--> statement-breakpoint
ALTER TABLE "posts" DROP COLUMN "media";--> statement-breakpoint
ALTER TABLE "posts" DROP COLUMN "link";--> statement-breakpoint
ALTER TABLE "posts" DROP COLUMN "cta_type";--> statement-breakpoint
ALTER TABLE "posts" DROP COLUMN "cta_title";--> statement-breakpoint
ALTER TABLE "posts" DROP COLUMN "tags";--> statement-breakpoint
ALTER TABLE "posts" DROP COLUMN "language";--> statement-breakpoint
ALTER TABLE "posts" DROP COLUMN "country";--> statement-breakpoint
ALTER TABLE "posts" DROP COLUMN "ad_platforms";--> statement-breakpoint
ALTER TABLE "posts" DROP COLUMN "ad_start_time";--> statement-breakpoint
ALTER TABLE "posts" DROP COLUMN "ad_stop_time";--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (postradar_search_vector(message_folded)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "posts_search_idx" ON "posts" USING gin ("search");
