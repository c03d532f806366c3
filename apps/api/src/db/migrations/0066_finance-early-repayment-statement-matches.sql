CREATE TABLE "loan_prepayments" (
	"id" serial PRIMARY KEY NOT NULL,
	"loan_id" integer NOT NULL,
	"paid_on" date NOT NULL,
	"principal_cents" integer NOT NULL,
	"interest_cents" integer NOT NULL,
	"indemnity_cents" integer NOT NULL,
	"mode" text NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loan_prepayments_parts" CHECK ("loan_prepayments"."principal_cents" > 0 and "loan_prepayments"."interest_cents" >= 0 and "loan_prepayments"."indemnity_cents" >= 0 and "loan_prepayments"."mode" in ('shorten', 'reduce'))
);
--> statement-breakpoint
CREATE TABLE "depreciation_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"settings" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "depreciation_settings_one_row" CHECK ("depreciation_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "loan_payments" ADD COLUMN "bank_movement_id" integer;--> statement-breakpoint
ALTER TABLE "loans" ADD COLUMN "iban" text;--> statement-breakpoint
ALTER TABLE "loan_prepayments" ADD CONSTRAINT "loan_prepayments_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_prepayments" ADD CONSTRAINT "loan_prepayments_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "loan_prepayments_day_idx" ON "loan_prepayments" USING btree ("loan_id","paid_on");--> statement-breakpoint
CREATE INDEX "loan_prepayments_paid_idx" ON "loan_prepayments" USING btree ("paid_on","id");--> statement-breakpoint
ALTER TABLE "loan_payments" ADD CONSTRAINT "loan_payments_bank_movement_id_bank_movements_id_fk" FOREIGN KEY ("bank_movement_id") REFERENCES "public"."bank_movements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "loan_payments_movement_idx" ON "loan_payments" USING btree ("bank_movement_id");--> statement-breakpoint
CREATE FUNCTION "loan_prepayment_fixed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'an early repayment is never edited: the schedule follows from it' USING ERRCODE = 'check_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "loan_prepayments_fixed" BEFORE UPDATE OR DELETE ON "loan_prepayments" FOR EACH ROW EXECUTE FUNCTION "loan_prepayment_fixed"();
