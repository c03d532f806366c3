ALTER TABLE "bill_lines" ADD COLUMN "sale_kind" text;--> statement-breakpoint
CREATE INDEX "shop_orders_paid_idx" ON "shop_orders" USING btree ("paid_at") WHERE "shop_orders"."paid_at" is not null;