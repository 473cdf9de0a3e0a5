CREATE TABLE "bank_transfers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"transaction_id" text NOT NULL,
	"amount_vnd" bigint NOT NULL,
	"content" text NOT NULL,
	"account_number" text,
	"transferred_at" timestamp with time zone,
	"bill_id" uuid,
	"status" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_transfers_status" CHECK ("bank_transfers"."status" in ('matched', 'partial', 'unmatched'))
);
--> statement-breakpoint
CREATE TABLE "bills" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"user_id" uuid NOT NULL,
	"plan_id" uuid NOT NULL,
	"title" text NOT NULL,
	"method" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"price" numeric(10, 2) NOT NULL,
	"discount" numeric(10, 2) DEFAULT 0 NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"amount_vnd" bigint,
	"coupon_id" uuid,
	"coupon_code" text,
	"provider_ref" text,
	"idempotency_key" text,
	"failure_message" text,
	"membership_id" uuid,
	"paid_at" timestamp with time zone,
	"applied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bills_code_unique" UNIQUE("code"),
	CONSTRAINT "bills_method" CHECK ("bills"."method" in ('stripe', 'paypal', 'bank', 'free', 'manual')),
	CONSTRAINT "bills_status" CHECK ("bills"."status" in ('pending', 'paid', 'failed', 'refunded', 'cancelled')),
	CONSTRAINT "bills_amounts" CHECK ("bills"."amount" >= 0 and "bills"."discount" >= 0 and "bills"."amount" = "bills"."price" - "bills"."discount")
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"kind" text NOT NULL,
	"value" numeric(10, 2) NOT NULL,
	"plan_slugs" text[] DEFAULT '{}'::text[] NOT NULL,
	"methods" text[] DEFAULT '{}'::text[] NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"max_uses" integer,
	"max_uses_per_user" integer,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_code_unique" UNIQUE("code"),
	CONSTRAINT "coupons_kind" CHECK ("coupons"."kind" in ('percent', 'fixed')),
	CONSTRAINT "coupons_value" CHECK ("coupons"."value" > 0 and ("coupons"."kind" = 'fixed' or "coupons"."value" <= 100)),
	CONSTRAINT "coupons_code_upper" CHECK ("coupons"."code" = upper("coupons"."code"))
);
--> statement-breakpoint
CREATE TABLE "daily_searches" (
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"searches" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "daily_searches_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_events_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
CREATE TABLE "stripe_customers" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stripe_customers_customer_id_unique" UNIQUE("customer_id")
);
--> statement-breakpoint
ALTER TABLE "memberships" DROP CONSTRAINT "memberships_source";--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "searches_per_day" integer;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "max_result_page" integer;--> statement-breakpoint
ALTER TABLE "bank_transfers" ADD CONSTRAINT "bank_transfers_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_searches" ADD CONSTRAINT "daily_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stripe_customers" ADD CONSTRAINT "stripe_customers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_transfers_provider_transaction_key" ON "bank_transfers" USING btree ("provider","transaction_id");--> statement-breakpoint
CREATE INDEX "bank_transfers_status_idx" ON "bank_transfers" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "bills_user_created_idx" ON "bills" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bills_user_idempotency_key" ON "bills" USING btree ("user_id","idempotency_key") WHERE "bills"."idempotency_key" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "bills_method_provider_ref_key" ON "bills" USING btree ("method","provider_ref") WHERE "bills"."provider_ref" is not null;--> statement-breakpoint
CREATE INDEX "bills_coupon_idx" ON "bills" USING btree ("coupon_id","user_id");--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_source" CHECK ("memberships"."source" in ('stripe', 'paypal', 'bank', 'free', 'trial', 'manual'));