ALTER TABLE "companies" ADD COLUMN "language" text DEFAULT 'fr' NOT NULL;--> statement-breakpoint
ALTER TABLE "leasing_contracts" ADD COLUMN "pickup_request_id" integer;--> statement-breakpoint
ALTER TABLE "leasing_contracts" ADD COLUMN "renewal_lead_id" integer;--> statement-breakpoint
ALTER TABLE "leasing_contracts" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "leasing_contracts_order_idx" ON "leasing_contracts" USING btree ("order_id") WHERE "leasing_contracts"."order_id" is not null;