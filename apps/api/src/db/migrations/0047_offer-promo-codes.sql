CREATE TABLE "offer_promo_codes" (
	"offer_id" integer PRIMARY KEY NOT NULL,
	"promo_code_id" integer NOT NULL,
	"code" text NOT NULL,
	"discount_cents" integer,
	"shares" jsonb,
	"committed_at" timestamp with time zone,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_promo_shares" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"discount_cents" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "offer_promo_codes" ADD CONSTRAINT "offer_promo_codes_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_promo_codes" ADD CONSTRAINT "offer_promo_codes_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_promo_codes" ADD CONSTRAINT "offer_promo_codes_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_promo_shares" ADD CONSTRAINT "order_promo_shares_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;