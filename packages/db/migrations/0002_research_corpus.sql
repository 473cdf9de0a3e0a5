CREATE TABLE "pages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"network_id" text NOT NULL,
	"name" text NOT NULL,
	"username" text,
	"category" text,
	"picture_url" text,
	"followers" integer,
	"country" text,
	"name_search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, postradar_fold(name))) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "domains" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "domains_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"host" text NOT NULL,
	"platform" text DEFAULT 'other' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "domains_host_lower" CHECK ("domains"."host" = lower("domains"."host")),
	CONSTRAINT "domains_platform" CHECK ("domains"."platform" in ('shopify', 'shopbase', 'woocommerce', 'other'))
);
--> statement-breakpoint
CREATE TABLE "domain_pixels" (
	"domain_id" bigint NOT NULL,
	"pixel_id" bigint NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "domain_pixels_domain_id_pixel_id_pk" PRIMARY KEY("domain_id","pixel_id")
);
--> statement-breakpoint
CREATE TABLE "pixels" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pixels_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"network_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "posts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "posts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"network_id" text NOT NULL,
	"kind" text NOT NULL,
	"page_id" bigint NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"media_type" text NOT NULL,
	"media" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"link" text,
	"domain_id" bigint,
	"cta_type" text,
	"cta_title" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"tag_keys" text[] GENERATED ALWAYS AS (postradar_fold_all(tags)) STORED NOT NULL,
	"language" text,
	"country" text,
	"created_time" timestamp with time zone NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"metrics_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reactions_like" integer DEFAULT 0 NOT NULL,
	"reactions_love" integer DEFAULT 0 NOT NULL,
	"reactions_care" integer DEFAULT 0 NOT NULL,
	"reactions_haha" integer DEFAULT 0 NOT NULL,
	"reactions_wow" integer DEFAULT 0 NOT NULL,
	"reactions_sad" integer DEFAULT 0 NOT NULL,
	"reactions_angry" integer DEFAULT 0 NOT NULL,
	"reactions" integer GENERATED ALWAYS AS (reactions_like + reactions_love + reactions_care + reactions_haha + reactions_wow + reactions_sad + reactions_angry) STORED NOT NULL,
	"comments" integer DEFAULT 0 NOT NULL,
	"shares" integer DEFAULT 0 NOT NULL,
	"ad_sets" integer,
	"ad_platforms" text[],
	"ad_start_time" timestamp with time zone,
	"ad_stop_time" timestamp with time zone,
	"reactions_gain_24h" integer DEFAULT 0 NOT NULL,
	"comments_gain_24h" integer DEFAULT 0 NOT NULL,
	"shares_gain_24h" integer DEFAULT 0 NOT NULL,
	"mass_reactions" double precision DEFAULT 0 NOT NULL,
	"mass_shares" double precision DEFAULT 0 NOT NULL,
	"mass_comments" double precision DEFAULT 0 NOT NULL,
	"derived_at" timestamp with time zone,
	"search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, postradar_fold(message))) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "posts_kind" CHECK ("posts"."kind" in ('post', 'ad')),
	CONSTRAINT "posts_media_type" CHECK ("posts"."media_type" in ('photo', 'video', 'link', 'carousel', 'text')),
	CONSTRAINT "posts_counts_nonnegative" CHECK (least("posts"."reactions_like", "posts"."reactions_love", "posts"."reactions_care", "posts"."reactions_haha", "posts"."reactions_wow", "posts"."reactions_sad", "posts"."reactions_angry", "posts"."comments", "posts"."shares") >= 0)
);
--> statement-breakpoint
CREATE TABLE "post_snapshots" (
	"post_id" bigint NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"reactions_like" integer DEFAULT 0 NOT NULL,
	"reactions_love" integer DEFAULT 0 NOT NULL,
	"reactions_care" integer DEFAULT 0 NOT NULL,
	"reactions_haha" integer DEFAULT 0 NOT NULL,
	"reactions_wow" integer DEFAULT 0 NOT NULL,
	"reactions_sad" integer DEFAULT 0 NOT NULL,
	"reactions_angry" integer DEFAULT 0 NOT NULL,
	"reactions" integer GENERATED ALWAYS AS (reactions_like + reactions_love + reactions_care + reactions_haha + reactions_wow + reactions_sad + reactions_angry) STORED NOT NULL,
	"comments" integer DEFAULT 0 NOT NULL,
	"shares" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "post_snapshots_post_id_at_pk" PRIMARY KEY("post_id","at")
);
--> statement-breakpoint
ALTER TABLE "domain_pixels" ADD CONSTRAINT "domain_pixels_domain_id_domains_id_fk" FOREIGN KEY ("domain_id") REFERENCES "public"."domains"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "domain_pixels" ADD CONSTRAINT "domain_pixels_pixel_id_pixels_id_fk" FOREIGN KEY ("pixel_id") REFERENCES "public"."pixels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_domain_id_domains_id_fk" FOREIGN KEY ("domain_id") REFERENCES "public"."domains"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_snapshots" ADD CONSTRAINT "post_snapshots_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pages_network_id_key" ON "pages" USING btree ("network_id");--> statement-breakpoint
CREATE INDEX "pages_username_idx" ON "pages" USING btree (lower("username"));--> statement-breakpoint
CREATE INDEX "pages_name_search_idx" ON "pages" USING gin ("name_search");--> statement-breakpoint
CREATE INDEX "pages_followers_idx" ON "pages" USING btree ("followers" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "domains_host_key" ON "domains" USING btree ("host");--> statement-breakpoint
CREATE INDEX "domains_host_trgm_idx" ON "domains" USING gin ("host" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "domain_pixels_pixel_idx" ON "domain_pixels" USING btree ("pixel_id","domain_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pixels_network_id_key" ON "pixels" USING btree ("network_id");--> statement-breakpoint
CREATE UNIQUE INDEX "posts_network_id_key" ON "posts" USING btree ("network_id");--> statement-breakpoint
CREATE INDEX "posts_search_idx" ON "posts" USING gin ("search");--> statement-breakpoint
CREATE INDEX "posts_tag_keys_idx" ON "posts" USING gin ("tag_keys");--> statement-breakpoint
CREATE INDEX "posts_page_created_idx" ON "posts" USING btree ("page_id","created_time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "posts_domain_created_idx" ON "posts" USING btree ("domain_id","created_time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "posts_newest_idx" ON "posts" USING btree ("metrics_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "posts_ad_sets_idx" ON "posts" USING btree ("ad_sets" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "posts_reactions_idx" ON "posts" USING btree ("reactions" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "posts_shares_idx" ON "posts" USING btree ("shares" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "posts_comments_idx" ON "posts" USING btree ("comments" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "posts_created_time_idx" ON "posts" USING btree ("created_time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "posts_first_seen_idx" ON "posts" USING btree ("first_seen_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "posts_trending_idx" ON "posts" USING btree ("reactions_gain_24h" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "posts_mass_reactions_idx" ON "posts" USING btree ("mass_reactions" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "posts_mass_shares_idx" ON "posts" USING btree ("mass_shares" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "posts_mass_comments_idx" ON "posts" USING btree ("mass_comments" DESC NULLS LAST,"id" DESC NULLS LAST);