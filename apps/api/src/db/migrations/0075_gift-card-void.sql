ALTER TABLE "gift_cards" ADD COLUMN "voided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD COLUMN "voided_by_id" integer;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD COLUMN "void_reason" text;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD COLUMN "void_note" text;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_voided_by_id_users_id_fk" FOREIGN KEY ("voided_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gift_cards_voided_idx" ON "gift_cards" USING btree ("voided_at") WHERE "gift_cards"."voided_at" is not null;