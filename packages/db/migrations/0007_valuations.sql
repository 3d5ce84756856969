CREATE TABLE "pre_approvals" (
	"id" uuid PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"shopper_id" text NOT NULL,
	"borrowing_power" integer NOT NULL,
	"deposit" integer NOT NULL,
	"data" jsonb NOT NULL,
	"lead_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sold_vehicles" (
	"id" integer PRIMARY KEY NOT NULL,
	"dealership_id" integer NOT NULL,
	"state" text NOT NULL,
	"make" text NOT NULL,
	"model" text NOT NULL,
	"year" integer NOT NULL,
	"km" integer NOT NULL,
	"price" double precision NOT NULL,
	"sold_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "valuations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"rego" text,
	"state" text,
	"vehicle" jsonb NOT NULL,
	"odometer" integer NOT NULL,
	"answers" jsonb NOT NULL,
	"offer" jsonb,
	"reason" text NOT NULL,
	"shopper_id" text,
	"saved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_registry" (
	"state" text NOT NULL,
	"plate" text NOT NULL,
	"make" text NOT NULL,
	"model" text NOT NULL,
	"year" integer NOT NULL,
	"variant" text,
	"body" text,
	"fuel" text,
	"transmission" text,
	"vin_last_digits" text,
	CONSTRAINT "vehicle_registry_state_plate_pk" PRIMARY KEY("state","plate")
);
--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "valuation_id" uuid;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "form_completed" boolean;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "offer_accepted" boolean;--> statement-breakpoint
ALTER TABLE "pre_approvals" ADD CONSTRAINT "pre_approvals_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "valuations" ADD CONSTRAINT "valuations_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pre_approvals_shopper_idx" ON "pre_approvals" USING btree ("site_id","shopper_id","created_at");--> statement-breakpoint
CREATE INDEX "sold_vehicles_make_model_idx" ON "sold_vehicles" USING btree ("make","model","sold_at");--> statement-breakpoint
CREATE INDEX "valuations_shopper_idx" ON "valuations" USING btree ("site_id","shopper_id","saved_at");