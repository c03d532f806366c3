ALTER TABLE "checkout_tickets" ADD COLUMN "promo_code_id" integer;--> statement-breakpoint
ALTER TABLE "checkout_tickets" ADD COLUMN "promo_code" text;--> statement-breakpoint
ALTER TABLE "checkout_tickets" ADD COLUMN "promo_discount_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "checkout_tickets" ADD COLUMN "gift_card_id" integer;--> statement-breakpoint
ALTER TABLE "checkout_tickets" ADD COLUMN "gift_card_code" text;--> statement-breakpoint
ALTER TABLE "checkout_tickets" ADD COLUMN "gift_card_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "checkout_tickets" ADD COLUMN "gift_card_balance_after_cents" integer;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "applies_to" text[] DEFAULT '{}' NOT NULL;