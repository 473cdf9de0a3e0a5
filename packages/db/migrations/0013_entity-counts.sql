-- Counts of pages, domains and pixels, for lists sorted by them without reading posts
-- (decision 0040): each keeps its posts, ads and latest post time, and domain_pages which pages
-- advertise which stores. postradar_refresh_entity_counts recomputes them for the pages and
-- domains given (and the pixels of those domains) from posts, through the page and domain
-- indexes; the importer calls it after each run, and this migration once for what is stored.
CREATE TABLE "domain_pages" (
	"domain_id" bigint NOT NULL,
	"page_id" bigint NOT NULL,
	"post_count" integer NOT NULL,
	"ad_count" integer NOT NULL,
	"latest_post_at" timestamp with time zone NOT NULL,
	CONSTRAINT "domain_pages_domain_id_page_id_pk" PRIMARY KEY("domain_id","page_id")
);
--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "post_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "ad_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "latest_post_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "domains" ADD COLUMN "post_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "domains" ADD COLUMN "ad_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "domains" ADD COLUMN "latest_post_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "domains" ADD COLUMN "pixel_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "domains" ADD COLUMN "page_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "pixels" ADD COLUMN "domain_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "pixels" ADD COLUMN "post_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "pixels" ADD COLUMN "ad_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "pixels" ADD COLUMN "latest_post_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pixels" ADD COLUMN "page_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "domain_pages" ADD CONSTRAINT "domain_pages_domain_id_domains_id_fk" FOREIGN KEY ("domain_id") REFERENCES "public"."domains"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "domain_pages" ADD CONSTRAINT "domain_pages_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "domain_pages_page_idx" ON "domain_pages" USING btree ("page_id","domain_id");--> statement-breakpoint
CREATE INDEX "pages_post_count_idx" ON "pages" USING btree ("post_count" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "pages_ad_count_idx" ON "pages" USING btree ("ad_count" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "pages_latest_post_idx" ON "pages" USING btree ("latest_post_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "pages_name_order_idx" ON "pages" USING btree ((postradar_fold("name") collate "C"),"id");--> statement-breakpoint
CREATE INDEX "domains_post_count_idx" ON "domains" USING btree ("post_count" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "domains_ad_count_idx" ON "domains" USING btree ("ad_count" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "domains_latest_post_idx" ON "domains" USING btree ("latest_post_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "pixels_post_count_idx" ON "pixels" USING btree ("post_count" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "pixels_ad_count_idx" ON "pixels" USING btree ("ad_count" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "pixels_latest_post_idx" ON "pixels" USING btree ("latest_post_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "pixels_domain_count_idx" ON "pixels" USING btree ("domain_count" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE OR REPLACE FUNCTION postradar_refresh_entity_counts(page_ids bigint[], domain_ids bigint[])
  RETURNS void LANGUAGE plpgsql VOLATILE
  AS $$
BEGIN
  -- One refresh at a time: two would update the same rows in different orders.
  PERFORM pg_advisory_xact_lock(7042002);
  DELETE FROM domain_pages WHERE domain_id = ANY(domain_ids);
  INSERT INTO domain_pages (domain_id, page_id, post_count, ad_count, latest_post_at)
    SELECT p.domain_id, p.page_id, count(*)::int, (count(*) FILTER (WHERE p.kind = 'ad'))::int,
      max(p.created_time)
    FROM posts p WHERE p.domain_id = ANY(domain_ids)
    GROUP BY p.domain_id, p.page_id;
  UPDATE pages SET post_count = c.posts, ad_count = c.ads, latest_post_at = c.latest
    FROM (
      SELECT t.id, coalesce(a.posts, 0) AS posts, coalesce(a.ads, 0) AS ads, a.latest
      FROM unnest(page_ids) AS t(id)
      LEFT JOIN (
        SELECT p.page_id, count(*)::int AS posts,
          (count(*) FILTER (WHERE p.kind = 'ad'))::int AS ads, max(p.created_time) AS latest
        FROM posts p WHERE p.page_id = ANY(page_ids)
        GROUP BY p.page_id
      ) AS a ON a.page_id = t.id
    ) AS c
    WHERE pages.id = c.id
      AND (pages.post_count, pages.ad_count, pages.latest_post_at)
        IS DISTINCT FROM (c.posts, c.ads, c.latest);
  UPDATE domains SET post_count = c.posts, ad_count = c.ads, latest_post_at = c.latest,
      page_count = c.pages, pixel_count = c.pixels
    FROM (
      SELECT t.id, a.posts, a.ads, a.latest, a.pages, x.pixels FROM unnest(domain_ids) AS t(id)
      CROSS JOIN LATERAL (
        SELECT coalesce(sum(dp.post_count), 0)::int AS posts,
          coalesce(sum(dp.ad_count), 0)::int AS ads, max(dp.latest_post_at) AS latest,
          count(*)::int AS pages
        FROM domain_pages dp WHERE dp.domain_id = t.id
      ) AS a
      CROSS JOIN LATERAL (
        SELECT count(*)::int AS pixels FROM domain_pixels x WHERE x.domain_id = t.id
      ) AS x
    ) AS c
    WHERE domains.id = c.id
      AND (domains.post_count, domains.ad_count, domains.latest_post_at, domains.page_count,
          domains.pixel_count)
        IS DISTINCT FROM (c.posts, c.ads, c.latest, c.pages, c.pixels);
  -- A post links to one store, so a pixel's posts are its domains' posts added up.
  UPDATE pixels SET domain_count = c.domains, post_count = c.posts, ad_count = c.ads,
      latest_post_at = c.latest, page_count = c.pages
    FROM (
      SELECT t.id, a.domains, a.posts, a.ads, a.latest, b.pages
      FROM (SELECT DISTINCT pixel_id AS id FROM domain_pixels WHERE domain_id = ANY(domain_ids)) AS t
      CROSS JOIN LATERAL (
        SELECT count(*)::int AS domains, coalesce(sum(d.post_count), 0)::int AS posts,
          coalesce(sum(d.ad_count), 0)::int AS ads, max(d.latest_post_at) AS latest
        FROM domain_pixels x JOIN domains d ON d.id = x.domain_id WHERE x.pixel_id = t.id
      ) AS a
      CROSS JOIN LATERAL (
        SELECT count(DISTINCT dp.page_id)::int AS pages
        FROM domain_pixels x JOIN domain_pages dp ON dp.domain_id = x.domain_id
        WHERE x.pixel_id = t.id
      ) AS b
    ) AS c
    WHERE pixels.id = c.id
      AND (pixels.domain_count, pixels.post_count, pixels.ad_count, pixels.latest_post_at,
          pixels.page_count)
        IS DISTINCT FROM (c.domains, c.posts, c.ads, c.latest, c.pages);
END
$$;--> statement-breakpoint
SELECT postradar_refresh_entity_counts(
  (SELECT coalesce(array_agg(id), '{}') FROM pages),
  (SELECT coalesce(array_agg(id), '{}') FROM domains)
);