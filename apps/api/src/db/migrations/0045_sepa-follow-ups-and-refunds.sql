CREATE TABLE "refund_batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"message_id" text NOT NULL,
	"execution_date" date NOT NULL,
	"count" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"downloaded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"bill_id" integer NOT NULL,
	"payment_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"date" date NOT NULL,
	"method" text NOT NULL,
	"beneficiary_name" text NOT NULL,
	"iban" text,
	"bic" text,
	"batch_id" integer,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sepa_batches" ADD COLUMN "downloaded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sepa_debits" ADD COLUMN "rejected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sepa_mandates" ADD COLUMN "final_collection" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bill_payments" ADD COLUMN "method" text;--> statement-breakpoint
ALTER TABLE "bill_payments" ADD COLUMN "undo_of_id" integer;--> statement-breakpoint
ALTER TABLE "refund_batches" ADD CONSTRAINT "refund_batches_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_bill_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."bill_payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_batch_id_refund_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."refund_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "refund_batches_message_idx" ON "refund_batches" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "refund_batches_created_idx" ON "refund_batches" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "refunds_bill_idx" ON "refunds" USING btree ("bill_id","id");--> statement-breakpoint
CREATE INDEX "refunds_batch_idx" ON "refunds" USING btree ("batch_id","id");--> statement-breakpoint
CREATE INDEX "refunds_created_idx" ON "refunds" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "bill_payments_undo_idx" ON "bill_payments" USING btree ("undo_of_id");