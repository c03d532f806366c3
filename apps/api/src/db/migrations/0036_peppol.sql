CREATE TABLE "peppol_deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"bill_id" integer NOT NULL,
	"participant_id" text NOT NULL,
	"access_point" text NOT NULL,
	"message_id" text NOT NULL,
	"sent_by_id" integer,
	"peppol_sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "peppol_participant_id" text;--> statement-breakpoint
ALTER TABLE "peppol_deliveries" ADD CONSTRAINT "peppol_deliveries_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "peppol_deliveries" ADD CONSTRAINT "peppol_deliveries_sent_by_id_users_id_fk" FOREIGN KEY ("sent_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "peppol_deliveries_bill_idx" ON "peppol_deliveries" USING btree ("bill_id");--> statement-breakpoint
CREATE INDEX "peppol_deliveries_sent_idx" ON "peppol_deliveries" USING btree ("peppol_sent_at");