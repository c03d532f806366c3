CREATE INDEX "reservations_live_range_idx" ON "reservations" USING gist (tstzrange("start_at", "end_at", '[)')) WHERE "reservations"."status" <> 'cancelled';--> statement-breakpoint
CREATE INDEX "reservations_end_idx" ON "reservations" USING btree ("end_at","id");--> statement-breakpoint
CREATE INDEX "reservations_company_end_idx" ON "reservations" USING btree ("company_id","end_at");