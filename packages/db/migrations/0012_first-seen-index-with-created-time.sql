DROP INDEX "posts_first_seen_idx";--> statement-breakpoint
CREATE INDEX "posts_first_seen_idx" ON "posts" USING btree ("first_seen_at" DESC NULLS LAST,"id" DESC NULLS LAST,"created_time");