CREATE TABLE "maintenance_date_proposals" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"date" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'proposed' NOT NULL,
	"comment" text,
	"proposed_by_id" integer,
	"proposed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_by_id" integer,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "maintenance_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"company_id" integer,
	"bike_id" integer,
	"external_bike_id" integer,
	"bike_label" text NOT NULL,
	"frame_number" text,
	"problem" text NOT NULL,
	"mileage_km" integer,
	"max_budget_cents" integer,
	"location" text NOT NULL,
	"address" text,
	"replacement_bike" boolean DEFAULT false NOT NULL,
	"replacement_days" integer,
	"desired_date" date,
	"replacement_bike_cents" integer DEFAULT 0 NOT NULL,
	"address_fee_cents" integer DEFAULT 0 NOT NULL,
	"step" text,
	"filter" text DEFAULT 'to_schedule' NOT NULL,
	"priority" boolean DEFAULT false NOT NULL,
	"scheduled_at" timestamp with time zone,
	"search" text DEFAULT '' NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "maintenance_steps" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"step" text NOT NULL,
	"actor_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "maintenance_date_proposals" ADD CONSTRAINT "maintenance_date_proposals_request_id_maintenance_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."maintenance_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_date_proposals" ADD CONSTRAINT "maintenance_date_proposals_proposed_by_id_users_id_fk" FOREIGN KEY ("proposed_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_date_proposals" ADD CONSTRAINT "maintenance_date_proposals_answered_by_id_users_id_fk" FOREIGN KEY ("answered_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_requests" ADD CONSTRAINT "maintenance_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_requests" ADD CONSTRAINT "maintenance_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_requests" ADD CONSTRAINT "maintenance_requests_bike_id_bikes_id_fk" FOREIGN KEY ("bike_id") REFERENCES "public"."bikes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_requests" ADD CONSTRAINT "maintenance_requests_external_bike_id_external_bikes_id_fk" FOREIGN KEY ("external_bike_id") REFERENCES "public"."external_bikes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_requests" ADD CONSTRAINT "maintenance_requests_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_steps" ADD CONSTRAINT "maintenance_steps_request_id_maintenance_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."maintenance_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_steps" ADD CONSTRAINT "maintenance_steps_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "maintenance_date_proposals_request_idx" ON "maintenance_date_proposals" USING btree ("request_id","proposed_at");--> statement-breakpoint
CREATE INDEX "maintenance_requests_list_idx" ON "maintenance_requests" USING btree ("priority" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "maintenance_requests_filter_idx" ON "maintenance_requests" USING btree ("filter","priority" DESC NULLS LAST,"created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "maintenance_requests_company_idx" ON "maintenance_requests" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "maintenance_requests_user_idx" ON "maintenance_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "maintenance_requests_bike_idx" ON "maintenance_requests" USING btree ("bike_id");--> statement-breakpoint
CREATE INDEX "maintenance_requests_external_bike_idx" ON "maintenance_requests" USING btree ("external_bike_id");--> statement-breakpoint
CREATE INDEX "maintenance_requests_search_trgm_idx" ON "maintenance_requests" USING gin ("search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "maintenance_requests_open_idx" ON "maintenance_requests" USING btree ("created_at") WHERE "maintenance_requests"."filter" <> 'finished';--> statement-breakpoint
CREATE INDEX "maintenance_steps_request_idx" ON "maintenance_steps" USING btree ("request_id","at");