CREATE TABLE "events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"site_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"name" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_delivery_attempts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lead_delivery_attempts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"lead_id" uuid NOT NULL,
	"destination_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"http_status" integer,
	"error" text,
	"duration_ms" integer
);
--> statement-breakpoint
CREATE TABLE "lead_destinations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lead_destinations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"site_id" integer NOT NULL,
	"kind" text NOT NULL,
	"target" text NOT NULL,
	"secret" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_idempotency_keys" (
	"site_id" integer NOT NULL,
	"key" text NOT NULL,
	"body_hash" text NOT NULL,
	"lead_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lead_idempotency_keys_site_id_key_pk" PRIMARY KEY("site_id","key")
);
--> statement-breakpoint
CREATE TABLE "lead_outbox" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lead_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"lead_id" uuid NOT NULL,
	"destination_id" integer NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"last_error" text,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" uuid PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"form" text NOT NULL,
	"category" text NOT NULL,
	"subcategory" text,
	"name" text,
	"last_name" text,
	"email" text,
	"phone" text,
	"postcode" text,
	"message" text,
	"rego" text,
	"preferred_contact" text,
	"dealership_slug" text,
	"location_id" integer,
	"car_id" integer,
	"car_make" text,
	"car_model" text,
	"car_stocknum" text,
	"car_type" text,
	"car_status" text,
	"car_vin" text,
	"url" text,
	"source" text,
	"user_agent" text,
	"lead_attributes" jsonb NOT NULL,
	"opt_in" boolean DEFAULT true NOT NULL,
	"spam" boolean DEFAULT false NOT NULL,
	"checks" jsonb NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit_buckets" (
	"key" text NOT NULL,
	"window_start" bigint NOT NULL,
	"hits" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rate_limit_buckets_key_window_start_pk" PRIMARY KEY("key","window_start")
);
--> statement-breakpoint
CREATE TABLE "site_lead_settings" (
	"site_id" integer PRIMARY KEY NOT NULL,
	"rate_limit_max" integer,
	"rate_limit_window_seconds" integer,
	"turnstile_secret_key" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lead_delivery_attempts" ADD CONSTRAINT "lead_delivery_attempts_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_destinations" ADD CONSTRAINT "lead_destinations_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_outbox" ADD CONSTRAINT "lead_outbox_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_outbox" ADD CONSTRAINT "lead_outbox_destination_id_lead_destinations_id_fk" FOREIGN KEY ("destination_id") REFERENCES "public"."lead_destinations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_lead_settings" ADD CONSTRAINT "site_lead_settings_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "events_site_created_idx" ON "events" USING btree ("site_id","created_at");--> statement-breakpoint
CREATE INDEX "lead_delivery_attempts_lead_idx" ON "lead_delivery_attempts" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "lead_destinations_site_idx" ON "lead_destinations" USING btree ("site_id");--> statement-breakpoint
CREATE INDEX "lead_idempotency_keys_created_idx" ON "lead_idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "lead_outbox_lead_destination_key" ON "lead_outbox" USING btree ("lead_id","destination_id");--> statement-breakpoint
CREATE INDEX "lead_outbox_due_idx" ON "lead_outbox" USING btree ("next_attempt_at") WHERE "lead_outbox"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "leads_site_created_idx" ON "leads" USING btree ("site_id","created_at");--> statement-breakpoint
CREATE INDEX "rate_limit_buckets_expires_idx" ON "rate_limit_buckets" USING btree ("expires_at");