CREATE TABLE "loan_bikes" (
	"loan_id" integer NOT NULL,
	"bike_id" integer NOT NULL,
	CONSTRAINT "loan_bikes_loan_id_bike_id_pk" PRIMARY KEY("loan_id","bike_id")
);
--> statement-breakpoint
CREATE TABLE "loan_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"loan_id" integer NOT NULL,
	"number" integer NOT NULL,
	"paid_on" date NOT NULL,
	"principal_cents" integer NOT NULL,
	"interest_cents" integer NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loan_payments_parts" CHECK ("loan_payments"."number" > 0 and "loan_payments"."principal_cents" >= 0 and "loan_payments"."interest_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "loans" (
	"id" serial PRIMARY KEY NOT NULL,
	"lender" text NOT NULL,
	"reference" text NOT NULL,
	"principal_cents" integer NOT NULL,
	"annual_rate_percent" numeric(6, 3) NOT NULL,
	"start_date" date NOT NULL,
	"first_due_date" date,
	"months" integer NOT NULL,
	"method" text NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loans_terms" CHECK ("loans"."principal_cents" > 0 and "loans"."annual_rate_percent" between 0 and 30 and "loans"."months" between 1 and 360 and "loans"."method" in ('annuity', 'linear'))
);
--> statement-breakpoint
ALTER TABLE "loan_bikes" ADD CONSTRAINT "loan_bikes_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_bikes" ADD CONSTRAINT "loan_bikes_bike_id_bikes_id_fk" FOREIGN KEY ("bike_id") REFERENCES "public"."bikes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_payments" ADD CONSTRAINT "loan_payments_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_payments" ADD CONSTRAINT "loan_payments_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "loan_bikes_bike_idx" ON "loan_bikes" USING btree ("bike_id");--> statement-breakpoint
CREATE UNIQUE INDEX "loan_payments_number_idx" ON "loan_payments" USING btree ("loan_id","number");--> statement-breakpoint
CREATE INDEX "loan_payments_paid_idx" ON "loan_payments" USING btree ("paid_on","id");--> statement-breakpoint
CREATE UNIQUE INDEX "loans_lender_reference_idx" ON "loans" USING btree ("lender","reference");--> statement-breakpoint
CREATE INDEX "loans_start_idx" ON "loans" USING btree ("start_date","id");--> statement-breakpointCREATE FUNCTION "loan_terms_fixed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."principal_cents" <> OLD."principal_cents" OR NEW."annual_rate_percent" <> OLD."annual_rate_percent" OR NEW."start_date" <> OLD."start_date" OR NEW."first_due_date" IS DISTINCT FROM OLD."first_due_date" OR NEW."months" <> OLD."months" OR NEW."method" <> OLD."method" THEN
    RAISE EXCEPTION 'a loan''s terms are fixed: its schedule follows from them' USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "loans_terms_fixed" BEFORE UPDATE ON "loans" FOR EACH ROW EXECUTE FUNCTION "loan_terms_fixed"();--> statement-breakpoint
CREATE FUNCTION "loan_payment_checked"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    RAISE EXCEPTION 'a loan payment is never edited' USING ERRCODE = 'check_violation';
  END IF;
  IF NEW."number" > (SELECT "months" FROM "loans" WHERE "id" = NEW."loan_id") THEN
    RAISE EXCEPTION 'loan % has no instalment %', NEW."loan_id", NEW."number" USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "loan_payments_checked" BEFORE INSERT OR UPDATE OR DELETE ON "loan_payments" FOR EACH ROW EXECUTE FUNCTION "loan_payment_checked"();
