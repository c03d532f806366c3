DROP INDEX "maintenance_requests_filter_idx";--> statement-breakpoint
DROP INDEX "maintenance_requests_company_idx";--> statement-breakpoint
CREATE INDEX "maintenance_requests_list_created_asc_idx" ON "maintenance_requests" USING btree ("priority" DESC NULLS LAST,"created_at","id");--> statement-breakpoint
CREATE INDEX "maintenance_requests_list_id_idx" ON "maintenance_requests" USING btree ("priority" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "maintenance_requests_list_id_asc_idx" ON "maintenance_requests" USING btree ("priority" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "maintenance_requests_list_desired_idx" ON "maintenance_requests" USING btree ("priority" DESC NULLS LAST,"desired_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "maintenance_requests_list_desired_asc_idx" ON "maintenance_requests" USING btree ("priority" DESC NULLS LAST,"desired_date","id");--> statement-breakpoint
CREATE INDEX "maintenance_requests_list_scheduled_idx" ON "maintenance_requests" USING btree ("priority" DESC NULLS LAST,"scheduled_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "maintenance_requests_list_scheduled_asc_idx" ON "maintenance_requests" USING btree ("priority" DESC NULLS LAST,"scheduled_at","id");--> statement-breakpoint
CREATE INDEX "maintenance_requests_filter_idx" ON "maintenance_requests" USING btree ("filter","priority" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "maintenance_requests_company_idx" ON "maintenance_requests" USING btree ("company_id","priority" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST);