DROP INDEX "bill_payments_date_idx";--> statement-breakpoint
CREATE INDEX "bill_payments_date_idx" ON "bill_payments" USING btree ("date","id","amount_cents","source");