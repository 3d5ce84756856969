CREATE TABLE "reservations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"car_id" integer NOT NULL,
	"shopper_id" text,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"state" text NOT NULL,
	"hold_hours" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"token_hash" text NOT NULL,
	"payment_intent_id" text,
	"paid_at" timestamp with time zone,
	"refund_state" text,
	"refund_id" text,
	"refund_next_at" timestamp with time zone,
	"refund_attempts" integer DEFAULT 0 NOT NULL,
	"refund_error" text,
	"lead_id" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_secrets" (
	"site_id" integer NOT NULL,
	"name" text NOT NULL,
	"sealed" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_secrets_site_id_name_pk" PRIMARY KEY("site_id","name")
);
--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_secrets" ADD CONSTRAINT "site_secrets_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_live_car_key" ON "reservations" USING btree ("car_id") WHERE "reservations"."state" in ('pending', 'held');--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_payment_intent_key" ON "reservations" USING btree ("payment_intent_id");--> statement-breakpoint
CREATE INDEX "reservations_due_idx" ON "reservations" USING btree ("expires_at") WHERE "reservations"."state" in ('pending', 'held');--> statement-breakpoint
CREATE INDEX "reservations_refund_due_idx" ON "reservations" USING btree ("refund_next_at") WHERE "reservations"."refund_state" = 'due';--> statement-breakpoint
CREATE INDEX "reservations_site_created_idx" ON "reservations" USING btree ("site_id","created_at");--> statement-breakpoint
CREATE INDEX "reservations_shopper_idx" ON "reservations" USING btree ("shopper_id","created_at");