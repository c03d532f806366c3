CREATE TABLE "peppol_inbound_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_id" text NOT NULL,
	"sender" text,
	"adapter" text NOT NULL,
	"outcome" text NOT NULL,
	"error_code" text,
	"purchase_id" integer,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accounting_connections" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"folder_id" text NOT NULL,
	"state" text,
	"access_token" text,
	"refresh_token" text,
	"expires_at" timestamp with time zone,
	"connected_by_id" integer,
	"connected_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "entry_syncs" (
	"entry_id" integer NOT NULL,
	"provider" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"external_id" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "entry_syncs_provider_entry_id_pk" PRIMARY KEY("provider","entry_id")
);
--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "source" text DEFAULT 'upload' NOT NULL;--> statement-breakpoint
ALTER TABLE "peppol_inbound_documents" ADD CONSTRAINT "peppol_inbound_documents_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounting_connections" ADD CONSTRAINT "accounting_connections_connected_by_id_users_id_fk" FOREIGN KEY ("connected_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entry_syncs" ADD CONSTRAINT "entry_syncs_entry_id_journal_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "peppol_inbound_documents_document_idx" ON "peppol_inbound_documents" USING btree ("document_id");--> statement-breakpoint
CREATE UNIQUE INDEX "accounting_connections_provider_idx" ON "accounting_connections" USING btree ("provider");--> statement-breakpoint
CREATE INDEX "entry_syncs_status_idx" ON "entry_syncs" USING btree ("provider","status");