CREATE TABLE "order_delivery_prices" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"postal_code" text,
	"zone" text,
	"price_cents" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_delivery_prices" ADD CONSTRAINT "order_delivery_prices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;