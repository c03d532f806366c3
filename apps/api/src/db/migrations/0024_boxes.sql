CREATE TABLE "box_adapter_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"box_id" integer NOT NULL,
	"action" text NOT NULL,
	"code_id" integer NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_until" timestamp with time zone,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "box_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"box_id" integer NOT NULL,
	"reservation_id" integer NOT NULL,
	"slot" integer,
	"code" text,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"programmed_at" timestamp with time zone,
	"programmed_until" timestamp with time zone,
	"device_ref" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "box_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"box_id" integer NOT NULL,
	"kind" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"slot" integer,
	"source" text NOT NULL,
	"actor_id" integer,
	"code_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "box_slots" (
	"box_id" integer NOT NULL,
	"number" integer NOT NULL,
	"bike_id" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "box_slots_box_id_number_pk" PRIMARY KEY("box_id","number")
);
--> statement-breakpoint
CREATE TABLE "boxes" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"building_id" integer,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"slot_count" integer NOT NULL,
	"adapter" text DEFAULT 'builtin' NOT NULL,
	"device_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "box_adapter_log" ADD CONSTRAINT "box_adapter_log_box_id_boxes_id_fk" FOREIGN KEY ("box_id") REFERENCES "public"."boxes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "box_codes" ADD CONSTRAINT "box_codes_box_id_boxes_id_fk" FOREIGN KEY ("box_id") REFERENCES "public"."boxes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "box_codes" ADD CONSTRAINT "box_codes_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "box_events" ADD CONSTRAINT "box_events_box_id_boxes_id_fk" FOREIGN KEY ("box_id") REFERENCES "public"."boxes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "box_events" ADD CONSTRAINT "box_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "box_events" ADD CONSTRAINT "box_events_code_id_box_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."box_codes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "box_slots" ADD CONSTRAINT "box_slots_box_id_boxes_id_fk" FOREIGN KEY ("box_id") REFERENCES "public"."boxes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "box_slots" ADD CONSTRAINT "box_slots_bike_id_bikes_id_fk" FOREIGN KEY ("bike_id") REFERENCES "public"."bikes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boxes" ADD CONSTRAINT "boxes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boxes" ADD CONSTRAINT "boxes_building_id_company_buildings_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."company_buildings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "box_adapter_log_box_idx" ON "box_adapter_log" USING btree ("box_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "box_codes_live_reservation_idx" ON "box_codes" USING btree ("reservation_id") WHERE "box_codes"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "box_codes_box_idx" ON "box_codes" USING btree ("box_id","valid_until");--> statement-breakpoint
CREATE INDEX "box_events_box_at_idx" ON "box_events" USING btree ("box_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "box_slots_bike_idx" ON "box_slots" USING btree ("bike_id");--> statement-breakpoint
CREATE INDEX "boxes_company_idx" ON "boxes" USING btree ("company_id","name");--> statement-breakpoint
-- Two live codes of one box never share digits over overlapping periods (decision 036); drizzle-kit cannot express it.
ALTER TABLE "box_codes" ADD CONSTRAINT "box_codes_no_reuse" EXCLUDE USING gist ("box_id" WITH =, "code" WITH =, tstzrange("valid_from", "valid_until", '[)') WITH &&) WHERE ("revoked_at" IS NULL);
