CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
CREATE TABLE "reservations" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"bike_id" integer NOT NULL,
	"building_id" integer,
	"status" text DEFAULT 'booked' NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"initial_end_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shared_bike_homes" (
	"bike_id" integer PRIMARY KEY NOT NULL,
	"building_id" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shared_bike_quiz_passes" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"score" integer NOT NULL,
	"passed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_bike_id_bikes_id_fk" FOREIGN KEY ("bike_id") REFERENCES "public"."bikes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_building_id_company_buildings_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."company_buildings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shared_bike_homes" ADD CONSTRAINT "shared_bike_homes_bike_id_bikes_id_fk" FOREIGN KEY ("bike_id") REFERENCES "public"."bikes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shared_bike_homes" ADD CONSTRAINT "shared_bike_homes_building_id_company_buildings_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."company_buildings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shared_bike_quiz_passes" ADD CONSTRAINT "shared_bike_quiz_passes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shared_bike_quiz_passes" ADD CONSTRAINT "shared_bike_quiz_passes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_code_idx" ON "reservations" USING btree ("code");--> statement-breakpoint
CREATE INDEX "reservations_user_idx" ON "reservations" USING btree ("user_id","start_at");--> statement-breakpoint
CREATE INDEX "reservations_company_start_idx" ON "reservations" USING btree ("company_id","start_at");--> statement-breakpoint
CREATE INDEX "reservations_start_idx" ON "reservations" USING btree ("start_at","id");--> statement-breakpoint
CREATE INDEX "reservations_bike_idx" ON "reservations" USING btree ("bike_id","start_at") WHERE "reservations"."status" <> 'cancelled';--> statement-breakpoint
CREATE INDEX "shared_bike_homes_building_idx" ON "shared_bike_homes" USING btree ("building_id");--> statement-breakpoint
-- No two reservations of a bike that are not cancelled overlap (decision 033); drizzle-kit cannot express it.
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_no_overlap" EXCLUDE USING gist ("bike_id" WITH =, tstzrange("start_at", "end_at", '[)') WITH &&) WHERE ("status" <> 'cancelled');
