CREATE TABLE "expense_bank_accounts" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"iban" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "expense_batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"message_id" text NOT NULL,
	"execution_date" date NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"count" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"paid_on" date,
	"paid_by_id" integer,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "expense_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"date" date NOT NULL,
	"category" text NOT NULL,
	"description" text NOT NULL,
	"amount_incl_vat_cents" integer NOT NULL,
	"vat_rate" integer,
	"excl_vat_cents" integer NOT NULL,
	"vat_cents" integer NOT NULL,
	"km" numeric(8, 1),
	"mileage_millicents_per_km" integer,
	"receipt_key" text,
	"receipt_name" text,
	"receipt_type" text,
	"submitted_at" timestamp with time zone,
	"submitted_by_id" integer,
	"decided_at" timestamp with time zone,
	"decided_by_id" integer,
	"refusal_comment" text,
	"batch_id" integer,
	"reimbursed_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "expense_reports_amount_positive" CHECK ("expense_reports"."amount_incl_vat_cents" >= 0 and "expense_reports"."excl_vat_cents" + "expense_reports"."vat_cents" = "expense_reports"."amount_incl_vat_cents"),
	CONSTRAINT "expense_reports_refused_has_comment" CHECK ("expense_reports"."status" <> 'refused' or "expense_reports"."refusal_comment" is not null)
);
--> statement-breakpoint
CREATE TABLE "expense_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"settings" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "expense_settings_one_row" CHECK ("expense_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "expense_bank_accounts" ADD CONSTRAINT "expense_bank_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_batches" ADD CONSTRAINT "expense_batches_paid_by_id_users_id_fk" FOREIGN KEY ("paid_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_batches" ADD CONSTRAINT "expense_batches_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_reports" ADD CONSTRAINT "expense_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_reports" ADD CONSTRAINT "expense_reports_submitted_by_id_users_id_fk" FOREIGN KEY ("submitted_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_reports" ADD CONSTRAINT "expense_reports_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_reports" ADD CONSTRAINT "expense_reports_batch_id_expense_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."expense_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "expense_batches_message_idx" ON "expense_batches" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "expense_batches_created_idx" ON "expense_batches" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "expense_reports_user_idx" ON "expense_reports" USING btree ("user_id","date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "expense_reports_status_idx" ON "expense_reports" USING btree ("status","date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "expense_reports_batch_idx" ON "expense_reports" USING btree ("batch_id");