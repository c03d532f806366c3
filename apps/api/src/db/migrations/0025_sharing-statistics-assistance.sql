CREATE TABLE "turned_away_searches" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"building_id" integer,
	"user_id" integer NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"searched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assistance_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"reservation_id" integer NOT NULL,
	"bike_id" integer NOT NULL,
	"reporter_id" integer NOT NULL,
	"kind" text NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"photo_key" text,
	"status" text DEFAULT 'open' NOT NULL,
	"in_progress_at" timestamp with time zone,
	"in_progress_by_id" integer,
	"resolved_at" timestamp with time zone,
	"resolved_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "turned_away_searches" ADD CONSTRAINT "turned_away_searches_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "turned_away_searches" ADD CONSTRAINT "turned_away_searches_building_id_company_buildings_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."company_buildings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "turned_away_searches" ADD CONSTRAINT "turned_away_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assistance_reports" ADD CONSTRAINT "assistance_reports_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assistance_reports" ADD CONSTRAINT "assistance_reports_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assistance_reports" ADD CONSTRAINT "assistance_reports_bike_id_bikes_id_fk" FOREIGN KEY ("bike_id") REFERENCES "public"."bikes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assistance_reports" ADD CONSTRAINT "assistance_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assistance_reports" ADD CONSTRAINT "assistance_reports_in_progress_by_id_users_id_fk" FOREIGN KEY ("in_progress_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assistance_reports" ADD CONSTRAINT "assistance_reports_resolved_by_id_users_id_fk" FOREIGN KEY ("resolved_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "turned_away_company_at_idx" ON "turned_away_searches" USING btree ("company_id","searched_at");--> statement-breakpoint
CREATE INDEX "assistance_company_created_idx" ON "assistance_reports" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "assistance_reservation_idx" ON "assistance_reports" USING btree ("reservation_id");--> statement-breakpoint
CREATE INDEX "assistance_status_idx" ON "assistance_reports" USING btree ("status","created_at");