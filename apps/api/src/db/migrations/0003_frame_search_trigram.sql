-- pg_trgm is a trusted extension (PostgreSQL 13+): the database owner creates it without being superuser. PGlite loads it in its constructor.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "bikes_frame_number_trgm_idx" ON "bikes" USING gin ("frame_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "bikes_key_ref_trgm_idx" ON "bikes" USING gin ("key_ref" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "bikes_lock_ref_trgm_idx" ON "bikes" USING gin ("lock_ref" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "bikes_number_plate_trgm_idx" ON "bikes" USING gin ("number_plate" gin_trgm_ops);