ALTER TABLE "bills" ADD COLUMN "search" text GENERATED ALWAYS AS (lower(coalesce(number, '') || ' ' || customer_name || ' ' || structured_communication)) STORED;--> statement-breakpoint
CREATE INDEX "bills_number_desc_idx" ON "bills" USING btree ("year" DESC NULLS LAST,"sequence" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "bills_number_asc_idx" ON "bills" USING btree ("year","sequence","id");--> statement-breakpoint
CREATE INDEX "bills_due_desc_idx" ON "bills" USING btree ("due_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "bills_due_asc_idx" ON "bills" USING btree ("due_date","id");--> statement-breakpoint
CREATE INDEX "bills_total_desc_idx" ON "bills" USING btree ("incl_vat_cents" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "bills_total_asc_idx" ON "bills" USING btree ("incl_vat_cents","id");--> statement-breakpoint
CREATE INDEX "bills_company_number_idx" ON "bills" USING btree ("company_id","year" DESC NULLS LAST,"sequence" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "bills_open_due_idx" ON "bills" USING btree ("due_date") WHERE "bills"."status" in ('issued', 'sent', 'partly_paid');--> statement-breakpoint
CREATE INDEX "bills_company_open_created_idx" ON "bills" USING btree ("company_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "bills"."status" in ('issued', 'sent', 'partly_paid');--> statement-breakpoint
CREATE INDEX "bills_open_created_idx" ON "bills" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "bills"."status" in ('issued', 'sent', 'partly_paid');--> statement-breakpoint
CREATE INDEX "bills_search_trgm_idx" ON "bills" USING gin ("search" gin_trgm_ops);