ALTER TABLE "checkout_ticket_lines" ADD COLUMN "gift_card_id" integer;--> statement-breakpoint
ALTER TABLE "checkout_tickets" ADD COLUMN "gift_cards_sold_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "checkout_tickets" ADD COLUMN "sale_key" text;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD COLUMN "ticket_id" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "checkout_tickets_sale_key_idx" ON "checkout_tickets" USING btree ("sale_key");