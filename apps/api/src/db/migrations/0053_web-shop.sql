CREATE TABLE "shop_order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"kind" text NOT NULL,
	"label" text NOT NULL,
	"model_id" integer,
	"size" text,
	"bike_id" integer,
	"accessory_id" integer,
	"stock_location_id" integer,
	"gift_card_id" integer,
	"quantity" integer NOT NULL,
	"unit_incl_vat_cents" integer NOT NULL,
	"vat_rate" integer NOT NULL,
	"discount_cents" integer DEFAULT 0 NOT NULL,
	"excl_vat_cents" integer NOT NULL,
	"vat_cents" integer NOT NULL,
	"incl_vat_cents" integer NOT NULL,
	"live" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'placed' NOT NULL,
	"tracking_token_hash" text NOT NULL,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"phone" text,
	"language" text NOT NULL,
	"delivery_method" text NOT NULL,
	"pickup_location_id" integer,
	"delivery_address" jsonb,
	"billing_address" jsonb,
	"notes" text,
	"expected_on" date,
	"delivered_on" date,
	"payment_method" text NOT NULL,
	"payment_status" text DEFAULT 'pending' NOT NULL,
	"structured_communication" text,
	"payment_provider" text,
	"payment_session_id" text,
	"paid_at" timestamp with time zone,
	"goods_cents" integer NOT NULL,
	"delivery_cents" integer NOT NULL,
	"discount_cents" integer DEFAULT 0 NOT NULL,
	"gift_card_cents" integer DEFAULT 0 NOT NULL,
	"order_incl_vat_cents" integer NOT NULL,
	"total_incl_vat_cents" integer NOT NULL,
	"vat" jsonb NOT NULL,
	"promo_code_id" integer,
	"promo_code" text,
	"gift_card_id" integer,
	"bill_id" integer,
	"placed_at" timestamp with time zone NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text,
	"withdrawn_at" timestamp with time zone,
	"withdrawal_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shop_order_lines" ADD CONSTRAINT "shop_order_lines_order_id_shop_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."shop_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_order_lines" ADD CONSTRAINT "shop_order_lines_model_id_bike_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."bike_models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_order_lines" ADD CONSTRAINT "shop_order_lines_bike_id_bikes_id_fk" FOREIGN KEY ("bike_id") REFERENCES "public"."bikes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_order_lines" ADD CONSTRAINT "shop_order_lines_accessory_id_accessory_models_id_fk" FOREIGN KEY ("accessory_id") REFERENCES "public"."accessory_models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_order_lines" ADD CONSTRAINT "shop_order_lines_stock_location_id_stock_locations_id_fk" FOREIGN KEY ("stock_location_id") REFERENCES "public"."stock_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_order_lines" ADD CONSTRAINT "shop_order_lines_gift_card_id_gift_cards_id_fk" FOREIGN KEY ("gift_card_id") REFERENCES "public"."gift_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_orders" ADD CONSTRAINT "shop_orders_pickup_location_id_stock_locations_id_fk" FOREIGN KEY ("pickup_location_id") REFERENCES "public"."stock_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_orders" ADD CONSTRAINT "shop_orders_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_orders" ADD CONSTRAINT "shop_orders_gift_card_id_gift_cards_id_fk" FOREIGN KEY ("gift_card_id") REFERENCES "public"."gift_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_orders" ADD CONSTRAINT "shop_orders_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shop_order_lines_order_idx" ON "shop_order_lines" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_order_lines_live_bike_idx" ON "shop_order_lines" USING btree ("bike_id") WHERE "shop_order_lines"."live" and "shop_order_lines"."bike_id" is not null;--> statement-breakpoint
CREATE INDEX "shop_orders_status_idx" ON "shop_orders" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "shop_orders_unpaid_idx" ON "shop_orders" USING btree ("placed_at") WHERE "shop_orders"."payment_status" = 'pending' and "shop_orders"."payment_method" = 'online' and "shop_orders"."status" = 'placed';--> statement-breakpoint
CREATE UNIQUE INDEX "shop_orders_session_idx" ON "shop_orders" USING btree ("payment_provider","payment_session_id");--> statement-breakpoint
CREATE INDEX "shop_orders_email_idx" ON "shop_orders" USING btree ("email");