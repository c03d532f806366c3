ALTER TABLE "shared_bike_rules" ADD COLUMN "private_use_daily_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "payroll_number" text;