CREATE TABLE "accounting_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"settings" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounting_settings_one_row" CHECK ("accounting_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "daybooks" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "journal_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"daybook_id" integer NOT NULL,
	"year" integer NOT NULL,
	"number" integer NOT NULL,
	"date" date NOT NULL,
	"reference" text NOT NULL,
	"source_kind" text NOT NULL,
	"source_id" integer NOT NULL,
	"debit_cents" integer NOT NULL,
	"credit_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "journal_entries_balanced" CHECK ("journal_entries"."debit_cents" = "journal_entries"."credit_cents" and "journal_entries"."number" > 0)
);
--> statement-breakpoint
CREATE TABLE "journal_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"entry_id" integer NOT NULL,
	"position" integer NOT NULL,
	"account" text NOT NULL,
	"debit_cents" integer NOT NULL,
	"credit_cents" integer NOT NULL,
	"vat_code" text,
	"description" text NOT NULL,
	CONSTRAINT "journal_lines_one_side" CHECK ("journal_lines"."debit_cents" >= 0 and "journal_lines"."credit_cents" >= 0 and ("journal_lines"."debit_cents" = 0 or "journal_lines"."credit_cents" = 0))
);
--> statement-breakpoint
CREATE TABLE "journal_number_sequences" (
	"daybook_id" integer NOT NULL,
	"year" integer NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "journal_number_sequences_daybook_id_year_pk" PRIMARY KEY("daybook_id","year")
);
--> statement-breakpoint
CREATE TABLE "purchases" (
	"id" serial PRIMARY KEY NOT NULL,
	"supplier_id" integer NOT NULL,
	"kind" text DEFAULT 'invoice' NOT NULL,
	"number" text NOT NULL,
	"status" text DEFAULT 'to_approve' NOT NULL,
	"issue_date" date NOT NULL,
	"due_date" date,
	"excl_vat_cents" integer NOT NULL,
	"vat_cents" integer NOT NULL,
	"incl_vat_cents" integer NOT NULL,
	"structured_communication" text,
	"iban" text,
	"bic" text,
	"ubl" text NOT NULL,
	"file_name" text,
	"refusal_reason" text,
	"decided_by_id" integer,
	"decided_at" timestamp with time zone,
	"batch_id" integer,
	"paid_on" date,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "suppliers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"vat_number" text NOT NULL,
	"iban" text,
	"bic" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supplier_payment_batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"message_id" text NOT NULL,
	"execution_date" date NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"count" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"paid_on" date,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_daybook_id_daybooks_id_fk" FOREIGN KEY ("daybook_id") REFERENCES "public"."daybooks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_lines" ADD CONSTRAINT "journal_lines_entry_id_journal_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_batch_id_supplier_payment_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."supplier_payment_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_payment_batches" ADD CONSTRAINT "supplier_payment_batches_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "daybooks_code_idx" ON "daybooks" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "journal_entries_number_idx" ON "journal_entries" USING btree ("daybook_id","year","number");--> statement-breakpoint
CREATE UNIQUE INDEX "journal_entries_source_idx" ON "journal_entries" USING btree ("source_kind","source_id");--> statement-breakpoint
CREATE INDEX "journal_entries_date_idx" ON "journal_entries" USING btree ("daybook_id","date","id");--> statement-breakpoint
CREATE INDEX "journal_lines_entry_idx" ON "journal_lines" USING btree ("entry_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "purchases_supplier_number_idx" ON "purchases" USING btree ("supplier_id","number");--> statement-breakpoint
CREATE INDEX "purchases_status_idx" ON "purchases" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "purchases_created_idx" ON "purchases" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "purchases_open_due_idx" ON "purchases" USING btree ("due_date") WHERE "purchases"."status" in ('to_approve', 'approved');--> statement-breakpoint
CREATE UNIQUE INDEX "suppliers_vat_number_idx" ON "suppliers" USING btree ("vat_number");--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_payment_batches_message_idx" ON "supplier_payment_batches" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "supplier_payment_batches_created_idx" ON "supplier_payment_batches" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
INSERT INTO "daybooks" ("code", "name", "kind") VALUES ('VTE', 'Ventes', 'sales'), ('ACH', 'Achats', 'purchases'), ('BNK', 'Banque', 'bank'), ('CSH', 'Caisse', 'cash'), ('OD', 'Opérations diverses', 'misc');--> statement-breakpoint
CREATE FUNCTION "journal_never_edited"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'a journal entry is never edited: write a correcting entry' USING ERRCODE = 'check_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "journal_entries_never_edited" BEFORE UPDATE OR DELETE ON "journal_entries" FOR EACH ROW EXECUTE FUNCTION "journal_never_edited"();--> statement-breakpoint
CREATE TRIGGER "journal_lines_never_edited" BEFORE UPDATE OR DELETE ON "journal_lines" FOR EACH ROW EXECUTE FUNCTION "journal_never_edited"();--> statement-breakpoint
CREATE FUNCTION "journal_entry_balanced"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  lines_debit bigint;
  lines_credit bigint;
  entry record;
BEGIN
  SELECT "debit_cents", "credit_cents" INTO entry FROM "journal_entries" WHERE "id" = NEW."entry_id";
  SELECT coalesce(sum("debit_cents"), 0), coalesce(sum("credit_cents"), 0) INTO lines_debit, lines_credit FROM "journal_lines" WHERE "entry_id" = NEW."entry_id";
  IF lines_debit <> lines_credit OR lines_debit <> entry."debit_cents" THEN
    RAISE EXCEPTION 'journal entry % does not balance', NEW."entry_id" USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "journal_lines_balanced" AFTER INSERT ON "journal_lines" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "journal_entry_balanced"();
