CREATE TABLE "bike_rental_bikes" (
	"id" serial PRIMARY KEY NOT NULL,
	"rental_id" integer NOT NULL,
	"bike_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"live" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bike_rentals" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'booked' NOT NULL,
	"request_id" integer,
	"company_id" integer,
	"firstname" text NOT NULL,
	"lastname" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"price_per_day_cents" integer NOT NULL,
	"deposit_cents" integer DEFAULT 0 NOT NULL,
	"total_cents" integer NOT NULL,
	"notes" text,
	"picked_up_at" timestamp with time zone,
	"pickup_condition" text,
	"picked_up_by_id" integer,
	"pickup_photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"returned_at" timestamp with time zone,
	"return_condition" text,
	"returned_by_id" integer,
	"return_photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cancelled_at" timestamp with time zone,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bike_rental_bikes" ADD CONSTRAINT "bike_rental_bikes_rental_id_bike_rentals_id_fk" FOREIGN KEY ("rental_id") REFERENCES "public"."bike_rentals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bike_rental_bikes" ADD CONSTRAINT "bike_rental_bikes_bike_id_bikes_id_fk" FOREIGN KEY ("bike_id") REFERENCES "public"."bikes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bike_rentals" ADD CONSTRAINT "bike_rentals_request_id_public_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."public_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bike_rentals" ADD CONSTRAINT "bike_rentals_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bike_rentals" ADD CONSTRAINT "bike_rentals_picked_up_by_id_users_id_fk" FOREIGN KEY ("picked_up_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bike_rentals" ADD CONSTRAINT "bike_rentals_returned_by_id_users_id_fk" FOREIGN KEY ("returned_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bike_rentals" ADD CONSTRAINT "bike_rentals_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bike_rental_bikes_rental_idx" ON "bike_rental_bikes" USING btree ("rental_id");--> statement-breakpoint
CREATE INDEX "bike_rental_bikes_bike_idx" ON "bike_rental_bikes" USING btree ("bike_id","start_date") WHERE "bike_rental_bikes"."live";--> statement-breakpoint
CREATE INDEX "bike_rentals_start_idx" ON "bike_rentals" USING btree ("start_date","id");--> statement-breakpoint
CREATE INDEX "bike_rentals_end_idx" ON "bike_rentals" USING btree ("end_date","id");--> statement-breakpoint
CREATE INDEX "bike_rentals_company_idx" ON "bike_rentals" USING btree ("company_id","start_date");--> statement-breakpoint
CREATE INDEX "bike_rentals_status_idx" ON "bike_rentals" USING btree ("status","end_date");--> statement-breakpoint
CREATE INDEX "bike_rentals_request_idx" ON "bike_rentals" USING btree ("request_id");--> statement-breakpoint
-- No rental bike is rented twice on the same day (decision 037); drizzle-kit cannot express it. btree_gist comes from 0019.
ALTER TABLE "bike_rental_bikes" ADD CONSTRAINT "bike_rental_bikes_no_overlap" EXCLUDE USING gist ("bike_id" WITH =, daterange("start_date", "end_date", '[]') WITH &&) WHERE ("live");
