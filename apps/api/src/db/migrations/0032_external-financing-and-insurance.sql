CREATE TABLE "bike_financings" (
	"id" serial PRIMARY KEY NOT NULL,
	"bike_id" integer NOT NULL,
	"financier" text NOT NULL,
	"contract_reference" text NOT NULL,
	"financed_amount_cents" integer NOT NULL,
	"rate_basis_points" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"monthly_instalment_cents" integer NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"notes" text,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "insurance_follow_up_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"follow_up_id" integer NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"storage_key" text NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "insurance_follow_up_steps" (
	"id" serial PRIMARY KEY NOT NULL,
	"follow_up_id" integer NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"note" text,
	"actor_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "insurance_follow_ups" (
	"id" serial PRIMARY KEY NOT NULL,
	"bike_id" integer NOT NULL,
	"company_id" integer,
	"kind" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"event_date" date NOT NULL,
	"description" text NOT NULL,
	"amount_claimed_cents" integer,
	"amount_paid_cents" integer,
	"insurer" text,
	"insurance_policy" text,
	"claim_reference" text,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bike_financings" ADD CONSTRAINT "bike_financings_bike_id_bikes_id_fk" FOREIGN KEY ("bike_id") REFERENCES "public"."bikes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bike_financings" ADD CONSTRAINT "bike_financings_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_follow_up_documents" ADD CONSTRAINT "insurance_follow_up_documents_follow_up_id_insurance_follow_ups_id_fk" FOREIGN KEY ("follow_up_id") REFERENCES "public"."insurance_follow_ups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_follow_up_documents" ADD CONSTRAINT "insurance_follow_up_documents_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_follow_up_steps" ADD CONSTRAINT "insurance_follow_up_steps_follow_up_id_insurance_follow_ups_id_fk" FOREIGN KEY ("follow_up_id") REFERENCES "public"."insurance_follow_ups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_follow_up_steps" ADD CONSTRAINT "insurance_follow_up_steps_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_follow_ups" ADD CONSTRAINT "insurance_follow_ups_bike_id_bikes_id_fk" FOREIGN KEY ("bike_id") REFERENCES "public"."bikes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_follow_ups" ADD CONSTRAINT "insurance_follow_ups_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_follow_ups" ADD CONSTRAINT "insurance_follow_ups_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bike_financings_one_active_idx" ON "bike_financings" USING btree ("bike_id") WHERE "bike_financings"."status" = 'active';--> statement-breakpoint
CREATE INDEX "bike_financings_bike_idx" ON "bike_financings" USING btree ("bike_id");--> statement-breakpoint
CREATE INDEX "bike_financings_end_idx" ON "bike_financings" USING btree ("status","end_date","id");--> statement-breakpoint
CREATE INDEX "bike_financings_financier_idx" ON "bike_financings" USING btree ("financier");--> statement-breakpoint
CREATE INDEX "insurance_follow_up_documents_idx" ON "insurance_follow_up_documents" USING btree ("follow_up_id");--> statement-breakpoint
CREATE INDEX "insurance_follow_up_steps_idx" ON "insurance_follow_up_steps" USING btree ("follow_up_id","at");--> statement-breakpoint
CREATE INDEX "insurance_follow_ups_created_idx" ON "insurance_follow_ups" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "insurance_follow_ups_status_idx" ON "insurance_follow_ups" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "insurance_follow_ups_company_idx" ON "insurance_follow_ups" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "insurance_follow_ups_bike_idx" ON "insurance_follow_ups" USING btree ("bike_id");