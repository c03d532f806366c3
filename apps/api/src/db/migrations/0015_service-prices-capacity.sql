CREATE TABLE "service_prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"description" jsonb NOT NULL,
	"category" text NOT NULL,
	"price_incl_vat_cents" integer NOT NULL,
	"store_id" integer NOT NULL,
	"displayed" boolean DEFAULT true NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_prices_price_check" CHECK ("service_prices"."price_incl_vat_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "workshop_capacity_exceptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"date" date NOT NULL,
	"kind" text NOT NULL,
	"minutes" integer DEFAULT 0 NOT NULL,
	"note" text
);
--> statement-breakpoint
CREATE TABLE "workshop_capacity_weekdays" (
	"store_id" integer NOT NULL,
	"weekday" integer NOT NULL,
	"minutes" integer NOT NULL,
	CONSTRAINT "workshop_capacity_weekdays_store_id_weekday_pk" PRIMARY KEY("store_id","weekday")
);
--> statement-breakpoint
ALTER TABLE "service_prices" ADD CONSTRAINT "service_prices_store_id_stock_locations_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stock_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_prices" ADD CONSTRAINT "service_prices_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workshop_capacity_exceptions" ADD CONSTRAINT "workshop_capacity_exceptions_store_id_stock_locations_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stock_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workshop_capacity_weekdays" ADD CONSTRAINT "workshop_capacity_weekdays_store_id_stock_locations_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stock_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "service_prices_store_idx" ON "service_prices" USING btree ("store_id","category");--> statement-breakpoint
CREATE UNIQUE INDEX "workshop_capacity_exceptions_day_idx" ON "workshop_capacity_exceptions" USING btree ("store_id","date");--> statement-breakpoint
CREATE INDEX "workshop_capacity_exceptions_date_idx" ON "workshop_capacity_exceptions" USING btree ("date");