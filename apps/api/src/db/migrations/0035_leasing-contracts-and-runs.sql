CREATE TABLE "leasing_bills" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_id" integer NOT NULL,
	"period" text NOT NULL,
	"kind" text NOT NULL,
	"bill_id" integer NOT NULL,
	"run_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leasing_contracts" (
	"id" serial PRIMARY KEY NOT NULL,
	"bike_id" integer NOT NULL,
	"company_id" integer,
	"user_id" integer,
	"order_id" integer,
	"frame_number" text NOT NULL,
	"bike_label" text NOT NULL,
	"kind" text DEFAULT 'monthly' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"contract_months" integer NOT NULL,
	"bike_amount_cents" integer NOT NULL,
	"yearly_maintenance_budget_cents" integer DEFAULT 0 NOT NULL,
	"monthly_insurance_cents" integer DEFAULT 0 NOT NULL,
	"monthly_fees_cents" integer DEFAULT 0 NOT NULL,
	"monthly_price_cents" integer NOT NULL,
	"notice_sent_at" timestamp with time zone,
	"end_choice" text,
	"end_choice_at" timestamp with time zone,
	"end_choice_by_id" integer,
	"renewed_as_id" integer,
	"buy_out_bill_id" integer,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leasing_instalments" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_id" integer NOT NULL,
	"number" integer NOT NULL,
	"period" text NOT NULL,
	"amount_cents" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leasing_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"period" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"scheduled" boolean DEFAULT false NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"billed" integer DEFAULT 0 NOT NULL,
	"skipped" integer DEFAULT 0 NOT NULL,
	"billed_cents" integer DEFAULT 0 NOT NULL,
	"error" text,
	"started_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "leasing_bills" ADD CONSTRAINT "leasing_bills_contract_id_leasing_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."leasing_contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leasing_bills" ADD CONSTRAINT "leasing_bills_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leasing_bills" ADD CONSTRAINT "leasing_bills_run_id_leasing_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."leasing_runs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leasing_contracts" ADD CONSTRAINT "leasing_contracts_bike_id_bikes_id_fk" FOREIGN KEY ("bike_id") REFERENCES "public"."bikes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leasing_contracts" ADD CONSTRAINT "leasing_contracts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leasing_contracts" ADD CONSTRAINT "leasing_contracts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leasing_contracts" ADD CONSTRAINT "leasing_contracts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leasing_contracts" ADD CONSTRAINT "leasing_contracts_end_choice_by_id_users_id_fk" FOREIGN KEY ("end_choice_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leasing_contracts" ADD CONSTRAINT "leasing_contracts_renewed_as_id_leasing_contracts_id_fk" FOREIGN KEY ("renewed_as_id") REFERENCES "public"."leasing_contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leasing_contracts" ADD CONSTRAINT "leasing_contracts_buy_out_bill_id_bills_id_fk" FOREIGN KEY ("buy_out_bill_id") REFERENCES "public"."bills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leasing_contracts" ADD CONSTRAINT "leasing_contracts_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leasing_instalments" ADD CONSTRAINT "leasing_instalments_contract_id_leasing_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."leasing_contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leasing_runs" ADD CONSTRAINT "leasing_runs_started_by_id_users_id_fk" FOREIGN KEY ("started_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "leasing_bills_key_idx" ON "leasing_bills" USING btree ("contract_id","period","kind");--> statement-breakpoint
CREATE INDEX "leasing_bills_bill_idx" ON "leasing_bills" USING btree ("bill_id");--> statement-breakpoint
CREATE INDEX "leasing_contracts_end_idx" ON "leasing_contracts" USING btree ("end_date","id");--> statement-breakpoint
CREATE INDEX "leasing_contracts_company_idx" ON "leasing_contracts" USING btree ("company_id","end_date");--> statement-breakpoint
CREATE INDEX "leasing_contracts_bike_idx" ON "leasing_contracts" USING btree ("bike_id");--> statement-breakpoint
CREATE INDEX "leasing_contracts_user_idx" ON "leasing_contracts" USING btree ("user_id","end_date");--> statement-breakpoint
CREATE UNIQUE INDEX "leasing_contracts_bike_running_idx" ON "leasing_contracts" USING btree ("bike_id") WHERE "leasing_contracts"."status" in ('active', 'ending');--> statement-breakpoint
CREATE UNIQUE INDEX "leasing_instalments_number_idx" ON "leasing_instalments" USING btree ("contract_id","number");--> statement-breakpoint
CREATE INDEX "leasing_instalments_period_idx" ON "leasing_instalments" USING btree ("period");--> statement-breakpoint
CREATE INDEX "leasing_runs_created_idx" ON "leasing_runs" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);