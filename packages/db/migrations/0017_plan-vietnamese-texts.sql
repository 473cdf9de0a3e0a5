ALTER TABLE "plans" ADD COLUMN "title_viet" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "description_viet" text DEFAULT '' NOT NULL;