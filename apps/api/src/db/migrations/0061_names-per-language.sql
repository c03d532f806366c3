ALTER TABLE "stock_locations" ADD COLUMN "name_translations" jsonb DEFAULT '{"fr":"","en":"","nl":""}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "used_bike_listings" ADD COLUMN "title_translations" jsonb DEFAULT '{"fr":"","en":"","nl":""}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "company_buildings" ADD COLUMN "name_translations" jsonb DEFAULT '{"fr":"","en":"","nl":""}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "accessory_models" ADD COLUMN "name_translations" jsonb DEFAULT '{"fr":"","en":"","nl":""}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "boxes" ADD COLUMN "name_translations" jsonb DEFAULT '{"fr":"","en":"","nl":""}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "questionnaires" ADD COLUMN "title_translations" jsonb DEFAULT '{"fr":"","en":"","nl":""}'::jsonb NOT NULL;--> statement-breakpoint
-- The two shops every installation has (reference data): their names in Dutch and English (decision 101).
UPDATE "stock_locations" SET "name_translations" = '{"fr":"Liège","en":"Liège","nl":"Luik"}'::jsonb WHERE "name" = 'Liège';--> statement-breakpoint
UPDATE "stock_locations" SET "name_translations" = '{"fr":"Bruxelles","en":"Brussels","nl":"Brussel"}'::jsonb WHERE "name" = 'Bruxelles';
