-- A dealer group's own stock and sites (issue 19).
-- Cars: the stock number as a column, unique per dealership (the demo's cars take
-- theirs from the feed field they already carry), ids from a sequence that starts
-- above every demo id, the hash of the feed row each car was written from, and the
-- feed's photo URLs.
CREATE SEQUENCE "public"."cars_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 10000001 CACHE 1;--> statement-breakpoint
ALTER TABLE "cars" ALTER COLUMN "id" SET DEFAULT nextval('cars_id_seq');--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "stock_number" text;--> statement-breakpoint
UPDATE "cars" SET "stock_number" = coalesce(nullif("data"->>'stocknum', ''), 'ID' || "id"::text);--> statement-breakpoint
ALTER TABLE "cars" ALTER COLUMN "stock_number" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "feed_hash" text;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "photo_sources" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "cars_dealership_stock_number_key" ON "cars" USING btree ("dealership_id","stock_number");--> statement-breakpoint
CREATE TABLE "site_domains" (
	"domain" text PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "site_domains" ADD CONSTRAINT "site_domains_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "site_domains_site_idx" ON "site_domains" USING btree ("site_id");--> statement-breakpoint
INSERT INTO "site_domains" ("domain", "site_id") SELECT DISTINCT ON ("domain") "domain", "id" FROM (SELECT unnest("domains") AS "domain", "id" FROM "sites") AS "claimed" ORDER BY "domain", "id";--> statement-breakpoint
CREATE TABLE "stock_api_keys" (
	"id" text PRIMARY KEY NOT NULL,
	"group_slug" text NOT NULL,
	"key_hash" text NOT NULL,
	"label" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "stock_api_keys" ADD CONSTRAINT "stock_api_keys_group_slug_groups_slug_fk" FOREIGN KEY ("group_slug") REFERENCES "public"."groups"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_api_keys_hash_key" ON "stock_api_keys" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "stock_api_keys_group_idx" ON "stock_api_keys" USING btree ("group_slug");--> statement-breakpoint
CREATE TABLE "stock_audit" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stock_audit_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"group_slug" text NOT NULL,
	"actor" text NOT NULL,
	"action" text NOT NULL,
	"subject" text NOT NULL,
	"counts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "stock_audit_group_created_idx" ON "stock_audit" USING btree ("group_slug","created_at");
