CREATE TABLE "tour_stop_actions" (
	"client_action_id" text PRIMARY KEY NOT NULL,
	"stop_id" integer NOT NULL,
	"user_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tour_stops" (
	"id" serial PRIMARY KEY NOT NULL,
	"tour_id" integer NOT NULL,
	"maintenance_request_id" integer NOT NULL,
	"address" text NOT NULL,
	"lat" double precision,
	"lng" double precision,
	"window_start" text,
	"window_end" text,
	"duration_minutes" integer NOT NULL,
	"position" integer NOT NULL,
	"planned_arrival" text,
	"status" text DEFAULT 'to_do' NOT NULL,
	"done_at" timestamp with time zone,
	"done_by_id" integer
);
--> statement-breakpoint
CREATE TABLE "tours" (
	"id" serial PRIMARY KEY NOT NULL,
	"date" date NOT NULL,
	"mechanic_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"van_label" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"distance_meters" integer,
	"duration_minutes" integer,
	"before_distance_meters" integer,
	"before_duration_minutes" integer,
	"engine" text,
	"fallback" text,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tour_stop_actions" ADD CONSTRAINT "tour_stop_actions_stop_id_tour_stops_id_fk" FOREIGN KEY ("stop_id") REFERENCES "public"."tour_stops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_stop_actions" ADD CONSTRAINT "tour_stop_actions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_stops" ADD CONSTRAINT "tour_stops_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_stops" ADD CONSTRAINT "tour_stops_maintenance_request_id_maintenance_requests_id_fk" FOREIGN KEY ("maintenance_request_id") REFERENCES "public"."maintenance_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_stops" ADD CONSTRAINT "tour_stops_done_by_id_users_id_fk" FOREIGN KEY ("done_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tours" ADD CONSTRAINT "tours_mechanic_id_users_id_fk" FOREIGN KEY ("mechanic_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tours" ADD CONSTRAINT "tours_store_id_stock_locations_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stock_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tours" ADD CONSTRAINT "tours_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tour_stops_tour_idx" ON "tour_stops" USING btree ("tour_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "tour_stops_request_idx" ON "tour_stops" USING btree ("maintenance_request_id");--> statement-breakpoint
CREATE INDEX "tours_date_idx" ON "tours" USING btree ("date","id");--> statement-breakpoint
CREATE INDEX "tours_mechanic_date_idx" ON "tours" USING btree ("mechanic_id","date");--> statement-breakpoint
CREATE INDEX "tours_store_date_idx" ON "tours" USING btree ("store_id","date");