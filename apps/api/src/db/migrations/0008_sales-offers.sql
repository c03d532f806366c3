CREATE TABLE "offer_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"offer_id" integer NOT NULL,
	"kind" text NOT NULL,
	"label" text NOT NULL,
	"model_id" integer,
	"size" text,
	"bike_id" integer,
	"accessory_id" integer,
	"description" text,
	"installation" boolean DEFAULT false NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"vat_rate" integer NOT NULL,
	"discount_percent" numeric(5, 2) DEFAULT 0 NOT NULL,
	"catalogue_unit_cents" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer,
	"user_id" integer,
	"contract_type" text NOT NULL,
	"duration_months" integer,
	"description" text,
	"status" text DEFAULT 'in_progress' NOT NULL,
	"plan" jsonb,
	"signer_name" text,
	"signed_at" timestamp with time zone,
	"signed_ip" text,
	"signed_by_id" integer,
	"signed_file_key" text,
	"document_sha256" text,
	"file_sha256" text,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "offer_lines" ADD CONSTRAINT "offer_lines_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_lines" ADD CONSTRAINT "offer_lines_model_id_bike_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."bike_models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_lines" ADD CONSTRAINT "offer_lines_bike_id_bikes_id_fk" FOREIGN KEY ("bike_id") REFERENCES "public"."bikes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_lines" ADD CONSTRAINT "offer_lines_accessory_id_accessory_models_id_fk" FOREIGN KEY ("accessory_id") REFERENCES "public"."accessory_models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_signed_by_id_users_id_fk" FOREIGN KEY ("signed_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offer_lines_offer_idx" ON "offer_lines" USING btree ("offer_id","id");--> statement-breakpoint
CREATE INDEX "offers_company_idx" ON "offers" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "offers_user_idx" ON "offers" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "offers_status_idx" ON "offers" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "offers_created_idx" ON "offers" USING btree ("created_at","id");