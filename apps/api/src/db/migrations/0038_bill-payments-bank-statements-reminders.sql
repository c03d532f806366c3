CREATE TABLE "bank_movements" (
	"id" serial PRIMARY KEY NOT NULL,
	"statement_id" integer NOT NULL,
	"reference" text NOT NULL,
	"date" date NOT NULL,
	"amount_cents" integer NOT NULL,
	"counterparty_name" text,
	"counterparty_account" text,
	"structured_communication" text,
	"free_text" text,
	"is_return" boolean DEFAULT false NOT NULL,
	"status" text NOT NULL,
	"bill_id" integer,
	"payment_id" integer,
	"resolved_by_id" integer,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_statements" (
	"id" serial PRIMARY KEY NOT NULL,
	"format" text NOT NULL,
	"reference" text NOT NULL,
	"account" text,
	"date" date,
	"file_name" text,
	"movements" integer DEFAULT 0 NOT NULL,
	"imported_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bill_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"bill_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"date" date NOT NULL,
	"source" text NOT NULL,
	"reference" text,
	"recorded_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_reminders" (
	"id" serial PRIMARY KEY NOT NULL,
	"bill_id" integer NOT NULL,
	"level" text NOT NULL,
	"day" date NOT NULL,
	"sent_to" text[] NOT NULL,
	"sent_by_id" integer,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bank_movements" ADD CONSTRAINT "bank_movements_statement_id_bank_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."bank_statements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_movements" ADD CONSTRAINT "bank_movements_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_movements" ADD CONSTRAINT "bank_movements_payment_id_bill_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."bill_payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_movements" ADD CONSTRAINT "bank_movements_resolved_by_id_users_id_fk" FOREIGN KEY ("resolved_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statements" ADD CONSTRAINT "bank_statements_imported_by_id_users_id_fk" FOREIGN KEY ("imported_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_payments" ADD CONSTRAINT "bill_payments_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_payments" ADD CONSTRAINT "bill_payments_recorded_by_id_users_id_fk" FOREIGN KEY ("recorded_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_reminders" ADD CONSTRAINT "payment_reminders_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_reminders" ADD CONSTRAINT "payment_reminders_sent_by_id_users_id_fk" FOREIGN KEY ("sent_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_movements_reference_idx" ON "bank_movements" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "bank_movements_statement_idx" ON "bank_movements" USING btree ("statement_id","id");--> statement-breakpoint
CREATE INDEX "bank_movements_unmatched_idx" ON "bank_movements" USING btree ("date" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "bank_movements"."status" = 'unmatched';--> statement-breakpoint
CREATE UNIQUE INDEX "bank_statements_reference_idx" ON "bank_statements" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "bank_statements_created_idx" ON "bank_statements" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "bill_payments_bill_idx" ON "bill_payments" USING btree ("bill_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_reminders_level_idx" ON "payment_reminders" USING btree ("bill_id","level");