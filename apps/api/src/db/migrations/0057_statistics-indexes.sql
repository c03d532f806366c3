CREATE INDEX "maintenance_steps_completed_idx" ON "maintenance_steps" USING btree ("at") WHERE "maintenance_steps"."step" = 'completed';--> statement-breakpoint
CREATE INDEX "bills_issued_day_idx" ON "bills" USING btree ("issue_date") WHERE "bills"."status" <> 'draft';--> statement-breakpoint
CREATE INDEX "shop_orders_bill_idx" ON "shop_orders" USING btree ("bill_id");