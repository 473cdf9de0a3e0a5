-- Ad Library harvests (decision 0051): standing searches staff define, and every run of one or of
-- a one-off search, with where it is (media pass, cursor, page size) so that a paused, failed or
-- killed run resumes there. Post contents keep what the Ad Library says of an ad beyond the post
-- format: its headline, the countries it is known to have reached, its EU reach, and when a
-- source last returned the post.
CREATE TABLE "meta_harvest_runs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "meta_harvest_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"harvest_id" bigint,
	"query" jsonb NOT NULL,
	"query_key" text NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"pass" integer DEFAULT 0 NOT NULL,
	"cursor" text,
	"page_limit" integer NOT NULL,
	"pages_fetched" integer DEFAULT 0 NOT NULL,
	"ads_new" integer DEFAULT 0 NOT NULL,
	"ads_updated" integer DEFAULT 0 NOT NULL,
	"ads_seen" integer DEFAULT 0 NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"notice" text,
	"paused_until" timestamp with time zone,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "meta_harvest_runs_status" CHECK ("meta_harvest_runs"."status" in ('running', 'paused', 'succeeded', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "meta_harvests" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "meta_harvests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"query" jsonb NOT NULL,
	"every" text NOT NULL,
	"next_run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meta_harvests_every" CHECK ("meta_harvests"."every" in ('hourly', 'daily'))
);
--> statement-breakpoint
ALTER TABLE "post_contents" ADD COLUMN "headline" text;--> statement-breakpoint
ALTER TABLE "post_contents" ADD COLUMN "ad_reached_countries" text[];--> statement-breakpoint
ALTER TABLE "post_contents" ADD COLUMN "ad_eu_total_reach" integer;--> statement-breakpoint
ALTER TABLE "post_contents" ADD COLUMN "last_seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "meta_harvest_runs" ADD CONSTRAINT "meta_harvest_runs_harvest_id_meta_harvests_id_fk" FOREIGN KEY ("harvest_id") REFERENCES "public"."meta_harvests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "meta_harvest_runs_harvest_idx" ON "meta_harvest_runs" USING btree ("harvest_id","started_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "meta_harvest_runs_query_idx" ON "meta_harvest_runs" USING btree ("query_key","started_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "meta_harvest_runs_open_idx" ON "meta_harvest_runs" USING btree ("status","paused_until") WHERE "meta_harvest_runs"."status" in ('running', 'paused');--> statement-breakpoint
CREATE UNIQUE INDEX "meta_harvests_name_key" ON "meta_harvests" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "meta_harvests_next_run_idx" ON "meta_harvests" USING btree ("next_run_at");