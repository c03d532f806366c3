CREATE TABLE "grouped_order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"grouped_order_id" integer NOT NULL,
	"kind" text NOT NULL,
	"label" text NOT NULL,
	"model_id" integer,
	"size" text,
	"accessory_id" integer,
	"description" text,
	"order_id" integer,
	"quantity" integer NOT NULL,
	"received_quantity" integer DEFAULT 0 NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"vat_rate" integer NOT NULL,
	"received_bikes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "grouped_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"supplier" text NOT NULL,
	"reference" text,
	"expected_on" date,
	"notes" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"ordered_at" timestamp with time zone,
	"received_at" timestamp with time zone,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "grouped_order_lines" ADD CONSTRAINT "grouped_order_lines_grouped_order_id_grouped_orders_id_fk" FOREIGN KEY ("grouped_order_id") REFERENCES "public"."grouped_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grouped_order_lines" ADD CONSTRAINT "grouped_order_lines_model_id_bike_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."bike_models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grouped_order_lines" ADD CONSTRAINT "grouped_order_lines_accessory_id_accessory_models_id_fk" FOREIGN KEY ("accessory_id") REFERENCES "public"."accessory_models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grouped_order_lines" ADD CONSTRAINT "grouped_order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grouped_orders" ADD CONSTRAINT "grouped_orders_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "grouped_order_lines_order_idx" ON "grouped_order_lines" USING btree ("grouped_order_id","id");--> statement-breakpoint
CREATE INDEX "grouped_order_lines_kind_idx" ON "grouped_order_lines" USING btree ("kind","id");--> statement-breakpoint
CREATE INDEX "grouped_order_lines_customer_order_idx" ON "grouped_order_lines" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "grouped_orders_status_idx" ON "grouped_orders" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "grouped_orders_supplier_idx" ON "grouped_orders" USING btree ("supplier","id");