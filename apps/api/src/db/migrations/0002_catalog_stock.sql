CREATE TABLE "accessory_movements" (
	"id" serial PRIMARY KEY NOT NULL,
	"accessory_id" integer NOT NULL,
	"stock_location_id" integer NOT NULL,
	"delta" integer NOT NULL,
	"quantity_after" integer NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"actor_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accessory_stock" (
	"accessory_id" integer NOT NULL,
	"stock_location_id" integer NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accessory_stock_accessory_id_stock_location_id_pk" PRIMARY KEY("accessory_id","stock_location_id"),
	CONSTRAINT "accessory_stock_not_negative" CHECK ("accessory_stock"."quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "bike_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"bike_id" integer NOT NULL,
	"kind" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"actor_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bikes" (
	"id" serial PRIMARY KEY NOT NULL,
	"model_id" integer NOT NULL,
	"frame_number" text NOT NULL,
	"size" text,
	"color" text,
	"identification" text,
	"key_ref" text,
	"lock_ref" text,
	"number_plate" text,
	"stock_location_id" integer NOT NULL,
	"status" text DEFAULT 'usable' NOT NULL,
	"contract_kind" text DEFAULT 'stock' NOT NULL,
	"contract_months" integer,
	"company_id" integer,
	"user_id" integer,
	"purchase_date" date,
	"purchase_price_cents" integer,
	"expected_date" date,
	"sale_date" date,
	"sale_price_cents" integer,
	"stolen_date" date,
	"insurer" text,
	"insurance_policy" text,
	"insurance_start" date,
	"insurance_end" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "buy_backs" (
	"id" serial PRIMARY KEY NOT NULL,
	"bike_id" integer,
	"description" text NOT NULL,
	"seller_name" text NOT NULL,
	"seller_user_id" integer,
	"price_paid_cents" integer NOT NULL,
	"bought_on" date NOT NULL,
	"resale_price_cents" integer,
	"resold_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "external_bikes" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"model" text NOT NULL,
	"frame_number" text,
	"color" text,
	"electric" boolean DEFAULT false NOT NULL,
	"company_id" integer,
	"user_id" integer,
	"notes" text,
	"search" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inventories" (
	"id" serial PRIMARY KEY NOT NULL,
	"stock_location_id" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"started_by" integer,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_by" integer,
	"closed_at" timestamp with time zone,
	"summary" jsonb
);
--> statement-breakpoint
CREATE TABLE "inventory_accessory_counts" (
	"inventory_id" integer NOT NULL,
	"accessory_id" integer NOT NULL,
	"expected" integer NOT NULL,
	"counted" integer,
	CONSTRAINT "inventory_accessory_counts_inventory_id_accessory_id_pk" PRIMARY KEY("inventory_id","accessory_id")
);
--> statement-breakpoint
CREATE TABLE "inventory_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"inventory_id" integer NOT NULL,
	"bike_id" integer,
	"frame_number" text NOT NULL,
	"expected" boolean NOT NULL,
	"scanned_at" timestamp with time zone,
	"scanned_by" integer
);
--> statement-breakpoint
CREATE TABLE "store_closures" (
	"id" serial PRIMARY KEY NOT NULL,
	"stock_location_id" integer NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"reason" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_opening_hours" (
	"stock_location_id" integer NOT NULL,
	"weekday" integer NOT NULL,
	"opens" text NOT NULL,
	"closes" text NOT NULL,
	CONSTRAINT "store_opening_hours_stock_location_id_weekday_opens_pk" PRIMARY KEY("stock_location_id","weekday","opens")
);
--> statement-breakpoint
CREATE TABLE "used_bike_listings" (
	"id" serial PRIMARY KEY NOT NULL,
	"bike_id" integer,
	"title" text NOT NULL,
	"brand" text NOT NULL,
	"model" text NOT NULL,
	"year" integer,
	"frame_type" text,
	"size" text,
	"electric" boolean DEFAULT false NOT NULL,
	"battery_wh" integer,
	"mileage_km" integer,
	"condition" text NOT NULL,
	"price_cents" integer NOT NULL,
	"description" jsonb DEFAULT '{"fr":"","en":"","nl":""}'::jsonb NOT NULL,
	"photos" text[] DEFAULT '{}' NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"stock_location_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accessory_models" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"brand" text,
	"reference" text,
	"slug" text NOT NULL,
	"category" text NOT NULL,
	"price_cents" integer NOT NULL,
	"vat_rate" integer DEFAULT 21 NOT NULL,
	"discount_price_cents" integer,
	"public_price_cents" integer NOT NULL,
	"photos" text[] DEFAULT '{}' NOT NULL,
	"description" jsonb DEFAULT '{"fr":"","en":"","nl":""}'::jsonb NOT NULL,
	"available" boolean DEFAULT true NOT NULL,
	"search" text NOT NULL,
	"sort_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bike_models" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"model" text NOT NULL,
	"slug" text NOT NULL,
	"external_ref" text,
	"frame_type" text NOT NULL,
	"sizes" text[] DEFAULT '{}' NOT NULL,
	"size_bands" text[] DEFAULT '{}' NOT NULL,
	"season" text,
	"year" integer NOT NULL,
	"usage" text NOT NULL,
	"electric" boolean DEFAULT false NOT NULL,
	"battery_wh" integer,
	"engine_nm" integer,
	"engine_tier" text,
	"battery_tier" text,
	"price_cents" integer NOT NULL,
	"vat_rate" integer DEFAULT 21 NOT NULL,
	"discount_price_cents" integer,
	"public_price_cents" integer NOT NULL,
	"photos" text[] DEFAULT '{}' NOT NULL,
	"characteristics" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"description" jsonb DEFAULT '{"fr":"","en":"","nl":""}'::jsonb NOT NULL,
	"cafeteria_eligible" boolean DEFAULT false NOT NULL,
	"available" boolean DEFAULT true NOT NULL,
	"search" text NOT NULL,
	"sort_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brand_import_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"source" text NOT NULL,
	"format" text NOT NULL,
	"items" jsonb NOT NULL,
	"summary" jsonb NOT NULL,
	"status" text DEFAULT 'previewed' NOT NULL,
	"applied_keys" text[] DEFAULT '{}' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"applied_by" integer,
	"applied_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "technical_characteristics" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"unit" text,
	"type" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "public_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"locale" text DEFAULT 'fr' NOT NULL,
	"firstname" text NOT NULL,
	"lastname" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"payload" jsonb NOT NULL,
	"ip" text NOT NULL,
	"handled_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accessory_movements" ADD CONSTRAINT "accessory_movements_accessory_id_accessory_models_id_fk" FOREIGN KEY ("accessory_id") REFERENCES "public"."accessory_models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accessory_movements" ADD CONSTRAINT "accessory_movements_stock_location_id_stock_locations_id_fk" FOREIGN KEY ("stock_location_id") REFERENCES "public"."stock_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accessory_movements" ADD CONSTRAINT "accessory_movements_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accessory_stock" ADD CONSTRAINT "accessory_stock_accessory_id_accessory_models_id_fk" FOREIGN KEY ("accessory_id") REFERENCES "public"."accessory_models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accessory_stock" ADD CONSTRAINT "accessory_stock_stock_location_id_stock_locations_id_fk" FOREIGN KEY ("stock_location_id") REFERENCES "public"."stock_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bike_events" ADD CONSTRAINT "bike_events_bike_id_bikes_id_fk" FOREIGN KEY ("bike_id") REFERENCES "public"."bikes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bike_events" ADD CONSTRAINT "bike_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bikes" ADD CONSTRAINT "bikes_model_id_bike_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."bike_models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bikes" ADD CONSTRAINT "bikes_stock_location_id_stock_locations_id_fk" FOREIGN KEY ("stock_location_id") REFERENCES "public"."stock_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bikes" ADD CONSTRAINT "bikes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bikes" ADD CONSTRAINT "bikes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buy_backs" ADD CONSTRAINT "buy_backs_bike_id_bikes_id_fk" FOREIGN KEY ("bike_id") REFERENCES "public"."bikes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buy_backs" ADD CONSTRAINT "buy_backs_seller_user_id_users_id_fk" FOREIGN KEY ("seller_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_bikes" ADD CONSTRAINT "external_bikes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_bikes" ADD CONSTRAINT "external_bikes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventories" ADD CONSTRAINT "inventories_stock_location_id_stock_locations_id_fk" FOREIGN KEY ("stock_location_id") REFERENCES "public"."stock_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventories" ADD CONSTRAINT "inventories_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventories" ADD CONSTRAINT "inventories_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_accessory_counts" ADD CONSTRAINT "inventory_accessory_counts_inventory_id_inventories_id_fk" FOREIGN KEY ("inventory_id") REFERENCES "public"."inventories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_accessory_counts" ADD CONSTRAINT "inventory_accessory_counts_accessory_id_accessory_models_id_fk" FOREIGN KEY ("accessory_id") REFERENCES "public"."accessory_models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_lines" ADD CONSTRAINT "inventory_lines_inventory_id_inventories_id_fk" FOREIGN KEY ("inventory_id") REFERENCES "public"."inventories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_lines" ADD CONSTRAINT "inventory_lines_bike_id_bikes_id_fk" FOREIGN KEY ("bike_id") REFERENCES "public"."bikes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_lines" ADD CONSTRAINT "inventory_lines_scanned_by_users_id_fk" FOREIGN KEY ("scanned_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_closures" ADD CONSTRAINT "store_closures_stock_location_id_stock_locations_id_fk" FOREIGN KEY ("stock_location_id") REFERENCES "public"."stock_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_opening_hours" ADD CONSTRAINT "store_opening_hours_stock_location_id_stock_locations_id_fk" FOREIGN KEY ("stock_location_id") REFERENCES "public"."stock_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "used_bike_listings" ADD CONSTRAINT "used_bike_listings_bike_id_bikes_id_fk" FOREIGN KEY ("bike_id") REFERENCES "public"."bikes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "used_bike_listings" ADD CONSTRAINT "used_bike_listings_stock_location_id_stock_locations_id_fk" FOREIGN KEY ("stock_location_id") REFERENCES "public"."stock_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_requests" ADD CONSTRAINT "public_requests_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accessory_movements_accessory_idx" ON "accessory_movements" USING btree ("accessory_id","at","id");--> statement-breakpoint
CREATE INDEX "bike_events_bike_idx" ON "bike_events" USING btree ("bike_id","at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "bikes_frame_number_idx" ON "bikes" USING btree ("frame_number" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "bikes_key_ref_idx" ON "bikes" USING btree ("key_ref" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "bikes_lock_ref_idx" ON "bikes" USING btree ("lock_ref" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "bikes_number_plate_idx" ON "bikes" USING btree ("number_plate" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "bikes_frame_sort_idx" ON "bikes" USING btree ("frame_number");--> statement-breakpoint
CREATE INDEX "bikes_updated_idx" ON "bikes" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "bikes_purchase_idx" ON "bikes" USING btree ("purchase_date","id");--> statement-breakpoint
CREATE INDEX "bikes_location_idx" ON "bikes" USING btree ("stock_location_id","id");--> statement-breakpoint
CREATE INDEX "bikes_contract_idx" ON "bikes" USING btree ("contract_kind","id");--> statement-breakpoint
CREATE INDEX "bikes_status_idx" ON "bikes" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "bikes_company_idx" ON "bikes" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "bikes_user_idx" ON "bikes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "bikes_model_idx" ON "bikes" USING btree ("model_id","stock_location_id","contract_kind");--> statement-breakpoint
CREATE INDEX "bikes_insured_idx" ON "bikes" USING btree ("insurance_end","id") WHERE "bikes"."insurer" is not null;--> statement-breakpoint
CREATE INDEX "buy_backs_bought_idx" ON "buy_backs" USING btree ("bought_on","id");--> statement-breakpoint
CREATE INDEX "external_bikes_company_idx" ON "external_bikes" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "external_bikes_frame_idx" ON "external_bikes" USING btree ("frame_number");--> statement-breakpoint
CREATE INDEX "inventories_started_idx" ON "inventories" USING btree ("started_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "inventories_one_open_idx" ON "inventories" USING btree ("stock_location_id") WHERE "inventories"."status" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "inventory_lines_frame_idx" ON "inventory_lines" USING btree ("inventory_id","frame_number");--> statement-breakpoint
CREATE INDEX "store_closures_location_idx" ON "store_closures" USING btree ("stock_location_id","to_date");--> statement-breakpoint
CREATE INDEX "used_bike_listings_public_idx" ON "used_bike_listings" USING btree ("price_cents","id") WHERE "used_bike_listings"."published";--> statement-breakpoint
CREATE INDEX "used_bike_listings_created_idx" ON "used_bike_listings" USING btree ("created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "accessory_models_slug_idx" ON "accessory_models" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "accessory_models_reference_idx" ON "accessory_models" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "accessory_models_name_idx" ON "accessory_models" USING btree ("sort_name","id");--> statement-breakpoint
CREATE INDEX "accessory_models_category_idx" ON "accessory_models" USING btree ("category","sort_name");--> statement-breakpoint
CREATE INDEX "accessory_models_public_idx" ON "accessory_models" USING btree ("public_price_cents","id") WHERE "accessory_models"."available";--> statement-breakpoint
CREATE UNIQUE INDEX "bike_models_slug_idx" ON "bike_models" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "bike_models_brand_ref_idx" ON "bike_models" USING btree ("brand","external_ref");--> statement-breakpoint
CREATE INDEX "bike_models_brand_idx" ON "bike_models" USING btree ("brand","sort_name","id");--> statement-breakpoint
CREATE INDEX "bike_models_name_idx" ON "bike_models" USING btree ("sort_name","id");--> statement-breakpoint
CREATE INDEX "bike_models_price_idx" ON "bike_models" USING btree ("price_cents","id");--> statement-breakpoint
CREATE INDEX "bike_models_year_idx" ON "bike_models" USING btree ("year","id");--> statement-breakpoint
CREATE INDEX "bike_models_filters_idx" ON "bike_models" USING btree ("electric","frame_type","usage");--> statement-breakpoint
CREATE INDEX "bike_models_public_price_idx" ON "bike_models" USING btree ("public_price_cents","id") WHERE "bike_models"."available";--> statement-breakpoint
CREATE INDEX "bike_models_public_name_idx" ON "bike_models" USING btree ("sort_name","id") WHERE "bike_models"."available";--> statement-breakpoint
CREATE INDEX "bike_models_public_newest_idx" ON "bike_models" USING btree ("year","id") WHERE "bike_models"."available";--> statement-breakpoint
CREATE INDEX "bike_models_not_available_idx" ON "bike_models" USING btree ("sort_name","id") WHERE not "bike_models"."available";--> statement-breakpoint
CREATE INDEX "bike_models_cafeteria_idx" ON "bike_models" USING btree ("sort_name","id") WHERE "bike_models"."cafeteria_eligible" and "bike_models"."available";--> statement-breakpoint
CREATE INDEX "brand_import_runs_created_idx" ON "brand_import_runs" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "public_requests_type_idx" ON "public_requests" USING btree ("type","status","created_at");--> statement-breakpoint
CREATE INDEX "public_requests_created_idx" ON "public_requests" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "public_requests_ip_idx" ON "public_requests" USING btree ("ip","created_at");