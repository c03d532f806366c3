CREATE TABLE "maintenance_job_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"kind" text NOT NULL,
	"service_price_id" integer,
	"accessory_id" integer,
	"description" text NOT NULL,
	"quantity" numeric(8, 2) NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"vat_rate" integer NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "maintenance_jobs" (
	"request_id" integer PRIMARY KEY NOT NULL,
	"quote_accepted_cents" integer,
	"quote_accepted_by_id" integer,
	"quote_accepted_at" timestamp with time zone,
	"billed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "maintenance_job_lines" ADD CONSTRAINT "maintenance_job_lines_request_id_maintenance_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."maintenance_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_job_lines" ADD CONSTRAINT "maintenance_job_lines_service_price_id_service_prices_id_fk" FOREIGN KEY ("service_price_id") REFERENCES "public"."service_prices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_job_lines" ADD CONSTRAINT "maintenance_job_lines_accessory_id_accessory_models_id_fk" FOREIGN KEY ("accessory_id") REFERENCES "public"."accessory_models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_job_lines" ADD CONSTRAINT "maintenance_job_lines_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_jobs" ADD CONSTRAINT "maintenance_jobs_request_id_maintenance_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."maintenance_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_jobs" ADD CONSTRAINT "maintenance_jobs_quote_accepted_by_id_users_id_fk" FOREIGN KEY ("quote_accepted_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "maintenance_job_lines_request_idx" ON "maintenance_job_lines" USING btree ("request_id","id");--> statement-breakpoint
CREATE INDEX "maintenance_job_lines_service_idx" ON "maintenance_job_lines" USING btree ("service_price_id");