CREATE TABLE "blog_posts" (
	"id" integer PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"slug" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"data" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cars" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"dealership_id" integer NOT NULL,
	"status" text NOT NULL,
	"car_type" text NOT NULL,
	"make" text NOT NULL,
	"model" text NOT NULL,
	"price" double precision,
	"show_on_dealer_website" boolean NOT NULL,
	"sold_date_timestamp" bigint,
	"created_at" timestamp with time zone NOT NULL,
	"data" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "data_versions" (
	"name" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "groups" (
	"slug" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"dealership_id" integer NOT NULL,
	"data" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "manufacturers" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"logo_url" text
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" integer PRIMARY KEY NOT NULL,
	"manufacturer" text NOT NULL,
	"site_slugs" text[],
	"data" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "postcodes" (
	"country" text NOT NULL,
	"postcode" text NOT NULL,
	"suburb" text NOT NULL,
	"state" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	CONSTRAINT "postcodes_country_postcode_suburb_pk" PRIMARY KEY("country","postcode","suburb")
);
--> statement-breakpoint
CREATE TABLE "promo_cards" (
	"id" integer PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"data" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seed_runs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "seed_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"dataset_hash" text NOT NULL,
	"cars" integer NOT NULL,
	"seeded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_dealerships" (
	"site_id" integer NOT NULL,
	"dealership_id" integer NOT NULL,
	CONSTRAINT "site_dealerships_site_id_dealership_id_pk" PRIMARY KEY("site_id","dealership_id")
);
--> statement-breakpoint
CREATE TABLE "sites" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"template" text NOT NULL,
	"group_slug" text NOT NULL,
	"domains" text[] DEFAULT '{}'::text[] NOT NULL,
	"config" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_cards" ADD CONSTRAINT "promo_cards_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_dealerships" ADD CONSTRAINT "site_dealerships_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_group_slug_groups_slug_fk" FOREIGN KEY ("group_slug") REFERENCES "public"."groups"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "blog_posts_site_slug_key" ON "blog_posts" USING btree ("site_id","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "cars_slug_key" ON "cars" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "cars_dealership_status_idx" ON "cars" USING btree ("dealership_id","status");--> statement-breakpoint
CREATE INDEX "cars_make_model_idx" ON "cars" USING btree ("make","model");--> statement-breakpoint
CREATE UNIQUE INDEX "locations_slug_key" ON "locations" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "locations_dealership_idx" ON "locations" USING btree ("dealership_id");--> statement-breakpoint
CREATE UNIQUE INDEX "manufacturers_slug_key" ON "manufacturers" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "promo_cards_site_idx" ON "promo_cards" USING btree ("site_id");--> statement-breakpoint
CREATE INDEX "site_dealerships_dealership_idx" ON "site_dealerships" USING btree ("dealership_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sites_slug_key" ON "sites" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "sites_domains_idx" ON "sites" USING gin ("domains");