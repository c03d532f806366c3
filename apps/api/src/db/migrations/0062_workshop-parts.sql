CREATE TABLE "workshop_part_accessories" (
	"accessory_id" integer PRIMARY KEY NOT NULL,
	"marked_by_id" integer,
	"marked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workshop_part_stock" (
	"part_id" integer NOT NULL,
	"stock_location_id" integer NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "workshop_part_stock_part_id_stock_location_id_pk" PRIMARY KEY("part_id","stock_location_id"),
	CONSTRAINT "workshop_part_stock_not_negative" CHECK ("workshop_part_stock"."quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "workshop_parts" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"name" text NOT NULL,
	"price_excl_vat_cents" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"updated_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "maintenance_job_lines" ADD COLUMN "part_id" integer;--> statement-breakpoint
ALTER TABLE "workshop_part_accessories" ADD CONSTRAINT "workshop_part_accessories_accessory_id_accessory_models_id_fk" FOREIGN KEY ("accessory_id") REFERENCES "public"."accessory_models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workshop_part_accessories" ADD CONSTRAINT "workshop_part_accessories_marked_by_id_users_id_fk" FOREIGN KEY ("marked_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workshop_part_stock" ADD CONSTRAINT "workshop_part_stock_part_id_workshop_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."workshop_parts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workshop_part_stock" ADD CONSTRAINT "workshop_part_stock_stock_location_id_stock_locations_id_fk" FOREIGN KEY ("stock_location_id") REFERENCES "public"."stock_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workshop_parts" ADD CONSTRAINT "workshop_parts_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "workshop_parts_reference_idx" ON "workshop_parts" USING btree (lower("reference"));--> statement-breakpoint
CREATE INDEX "workshop_parts_name_idx" ON "workshop_parts" USING btree ("name");--> statement-breakpoint
ALTER TABLE "maintenance_job_lines" ADD CONSTRAINT "maintenance_job_lines_part_id_workshop_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."workshop_parts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- The catalogue's accessories of the "part" category (tyres, inner tubes, chains) stay in the mechanics' picker (decision 102).
INSERT INTO "workshop_part_accessories" ("accessory_id") SELECT "id" FROM "accessory_models" WHERE "category" = 'part' ON CONFLICT DO NOTHING;
