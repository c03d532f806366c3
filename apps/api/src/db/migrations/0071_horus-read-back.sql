CREATE TABLE "entry_attachments" (
	"entry_id" integer NOT NULL,
	"provider" text NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"external_id" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "entry_attachments_provider_entry_id_kind_pk" PRIMARY KEY("provider","entry_id","kind")
);
--> statement-breakpoint
CREATE TABLE "entry_changes" (
	"entry_id" integer NOT NULL,
	"provider" text NOT NULL,
	"their_lines" jsonb NOT NULL,
	"changed_at" timestamp with time zone NOT NULL,
	"read_at" timestamp with time zone NOT NULL,
	CONSTRAINT "entry_changes_provider_entry_id_pk" PRIMARY KEY("provider","entry_id")
);
--> statement-breakpoint
CREATE TABLE "software_payments" (
	"provider" text NOT NULL,
	"external_id" text NOT NULL,
	"entry_id" integer NOT NULL,
	"side" text NOT NULL,
	"paid_on" date NOT NULL,
	"amount_cents" integer NOT NULL,
	"outcome" text NOT NULL,
	"reason" text,
	"read_at" timestamp with time zone NOT NULL,
	CONSTRAINT "software_payments_provider_external_id_pk" PRIMARY KEY("provider","external_id")
);
--> statement-breakpoint
ALTER TABLE "accounting_connections" ADD COLUMN "read_back_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "entry_attachments" ADD CONSTRAINT "entry_attachments_entry_id_journal_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entry_changes" ADD CONSTRAINT "entry_changes_entry_id_journal_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "software_payments" ADD CONSTRAINT "software_payments_entry_id_journal_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "entry_attachments_status_idx" ON "entry_attachments" USING btree ("provider","status");--> statement-breakpoint
CREATE INDEX "software_payments_entry_idx" ON "software_payments" USING btree ("entry_id");