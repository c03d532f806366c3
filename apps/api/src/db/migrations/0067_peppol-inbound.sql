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
ALTER TABLE "purchases" ADD COLUMN "source" text DEFAULT 'upload' NOT NULL;--> statement-breakpoint
ALTER TABLE "peppol_inbound_documents" ADD CONSTRAINT "peppol_inbound_documents_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "peppol_inbound_documents_document_idx" ON "peppol_inbound_documents" USING btree ("document_id");