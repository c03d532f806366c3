CREATE TABLE "impact_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"car_grams_per_km" integer NOT NULL,
	"updated_by_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rider_commutes" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"one_way_km" numeric(5, 1) NOT NULL,
	"days_per_month" integer NOT NULL,
	"since" date NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rides" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"date" date NOT NULL,
	"km" numeric(6, 1) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "impact_settings" ADD CONSTRAINT "impact_settings_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rider_commutes" ADD CONSTRAINT "rider_commutes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rides" ADD CONSTRAINT "rides_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rides_user_date_idx" ON "rides" USING btree ("user_id","date");--> statement-breakpoint
CREATE INDEX "rides_date_idx" ON "rides" USING btree ("date");