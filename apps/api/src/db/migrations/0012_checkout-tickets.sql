CREATE TABLE "checkout_ticket_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"ticket_id" integer NOT NULL,
	"kind" text NOT NULL,
	"label" text NOT NULL,
	"bike_id" integer,
	"frame_number" text,
	"accessory_id" integer,
	"quantity" integer NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"vat_rate" integer NOT NULL,
	"gross_cents" integer NOT NULL,
	"discount_cents" integer NOT NULL,
	"excl_vat_cents" integer NOT NULL,
	"vat_cents" integer NOT NULL,
	"incl_vat_cents" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "checkout_tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_kind" text NOT NULL,
	"user_id" integer,
	"company_id" integer,
	"customer_name" text,
	"customer_email" text,
	"language" text NOT NULL,
	"payment_method" text NOT NULL,
	"discount_percent" numeric(5, 2) DEFAULT 0 NOT NULL,
	"stock_location_id" integer NOT NULL,
	"cashier_id" integer,
	"gross_cents" integer NOT NULL,
	"discount_cents" integer NOT NULL,
	"excl_vat_cents" integer NOT NULL,
	"vat_cents" integer NOT NULL,
	"incl_vat_cents" integer NOT NULL,
	"billed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "checkout_ticket_lines" ADD CONSTRAINT "checkout_ticket_lines_ticket_id_checkout_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."checkout_tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_ticket_lines" ADD CONSTRAINT "checkout_ticket_lines_bike_id_bikes_id_fk" FOREIGN KEY ("bike_id") REFERENCES "public"."bikes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_ticket_lines" ADD CONSTRAINT "checkout_ticket_lines_accessory_id_accessory_models_id_fk" FOREIGN KEY ("accessory_id") REFERENCES "public"."accessory_models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_tickets" ADD CONSTRAINT "checkout_tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_tickets" ADD CONSTRAINT "checkout_tickets_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_tickets" ADD CONSTRAINT "checkout_tickets_stock_location_id_stock_locations_id_fk" FOREIGN KEY ("stock_location_id") REFERENCES "public"."stock_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_tickets" ADD CONSTRAINT "checkout_tickets_cashier_id_users_id_fk" FOREIGN KEY ("cashier_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "checkout_ticket_lines_ticket_idx" ON "checkout_ticket_lines" USING btree ("ticket_id","id");--> statement-breakpoint
CREATE INDEX "checkout_ticket_lines_bike_idx" ON "checkout_ticket_lines" USING btree ("bike_id");--> statement-breakpoint
CREATE INDEX "checkout_tickets_created_idx" ON "checkout_tickets" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "checkout_tickets_user_idx" ON "checkout_tickets" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "checkout_tickets_to_bill_idx" ON "checkout_tickets" USING btree ("id") WHERE "checkout_tickets"."billed_at" is null;