CREATE TABLE "sepa_batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"message_id" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"collection_date" date NOT NULL,
	"count" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by_id" integer
);
--> statement-breakpoint
CREATE TABLE "sepa_debits" (
	"id" serial PRIMARY KEY NOT NULL,
	"batch_id" integer NOT NULL,
	"bill_id" integer NOT NULL,
	"mandate_id" integer NOT NULL,
	"open" boolean DEFAULT true NOT NULL,
	"sequence_type" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"end_to_end_id" text NOT NULL,
	"structured_communication" text NOT NULL,
	"debtor_name" text NOT NULL,
	"iban" text NOT NULL,
	"bic" text NOT NULL,
	"mandate_reference" text NOT NULL,
	"signature_date" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sepa_mandates" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"kind" text DEFAULT 'recurrent' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"company_id" integer,
	"user_id" integer,
	"debtor_name" text NOT NULL,
	"iban" text NOT NULL,
	"bic" text NOT NULL,
	"signature_date" date NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_by_id" integer,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sepa_batches" ADD CONSTRAINT "sepa_batches_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sepa_batches" ADD CONSTRAINT "sepa_batches_closed_by_id_users_id_fk" FOREIGN KEY ("closed_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sepa_debits" ADD CONSTRAINT "sepa_debits_batch_id_sepa_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."sepa_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sepa_debits" ADD CONSTRAINT "sepa_debits_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sepa_debits" ADD CONSTRAINT "sepa_debits_mandate_id_sepa_mandates_id_fk" FOREIGN KEY ("mandate_id") REFERENCES "public"."sepa_mandates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sepa_mandates" ADD CONSTRAINT "sepa_mandates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sepa_mandates" ADD CONSTRAINT "sepa_mandates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sepa_mandates" ADD CONSTRAINT "sepa_mandates_revoked_by_id_users_id_fk" FOREIGN KEY ("revoked_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sepa_mandates" ADD CONSTRAINT "sepa_mandates_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sepa_batches_message_idx" ON "sepa_batches" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "sepa_batches_created_idx" ON "sepa_batches" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sepa_debits_batch_idx" ON "sepa_debits" USING btree ("batch_id","id");--> statement-breakpoint
CREATE INDEX "sepa_debits_mandate_idx" ON "sepa_debits" USING btree ("mandate_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sepa_debits_open_bill_idx" ON "sepa_debits" USING btree ("bill_id") WHERE "sepa_debits"."open";--> statement-breakpoint
CREATE UNIQUE INDEX "sepa_mandates_reference_idx" ON "sepa_mandates" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "sepa_mandates_created_idx" ON "sepa_mandates" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sepa_mandates_company_idx" ON "sepa_mandates" USING btree ("company_id","status");--> statement-breakpoint
CREATE INDEX "sepa_mandates_user_idx" ON "sepa_mandates" USING btree ("user_id","status");