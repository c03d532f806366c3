ALTER TABLE "shop_order_lines" ADD COLUMN "used_bike_id" integer;--> statement-breakpoint
ALTER TABLE "shop_order_lines" ADD COLUMN "incoming" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_orders" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shop_orders" ADD COLUMN "refunded_by_id" integer;--> statement-breakpoint
ALTER TABLE "shop_orders" ADD COLUMN "credit_note_id" integer;--> statement-breakpoint
ALTER TABLE "shop_order_lines" ADD CONSTRAINT "shop_order_lines_used_bike_id_used_bike_listings_id_fk" FOREIGN KEY ("used_bike_id") REFERENCES "public"."used_bike_listings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_orders" ADD CONSTRAINT "shop_orders_refunded_by_id_users_id_fk" FOREIGN KEY ("refunded_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_orders" ADD CONSTRAINT "shop_orders_credit_note_id_bills_id_fk" FOREIGN KEY ("credit_note_id") REFERENCES "public"."bills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shop_order_lines_live_used_bike_idx" ON "shop_order_lines" USING btree ("used_bike_id") WHERE "shop_order_lines"."live" and "shop_order_lines"."used_bike_id" is not null;