CREATE TABLE "cycling_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"date" date NOT NULL,
	"place" text NOT NULL,
	"description" text,
	"company_id" integer,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_games" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_points" (
	"id" serial PRIMARY KEY NOT NULL,
	"game_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	"points" integer NOT NULL,
	"note" text,
	"entered_by_id" integer,
	"entered_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_team_members" (
	"event_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_teams" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cycling_events" ADD CONSTRAINT "cycling_events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cycling_events" ADD CONSTRAINT "cycling_events_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_games" ADD CONSTRAINT "event_games_event_id_cycling_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."cycling_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_points" ADD CONSTRAINT "event_points_game_id_event_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."event_games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_points" ADD CONSTRAINT "event_points_team_id_event_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."event_teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_points" ADD CONSTRAINT "event_points_entered_by_id_users_id_fk" FOREIGN KEY ("entered_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_team_members" ADD CONSTRAINT "event_team_members_event_id_cycling_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."cycling_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_team_members" ADD CONSTRAINT "event_team_members_team_id_event_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."event_teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_team_members" ADD CONSTRAINT "event_team_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_teams" ADD CONSTRAINT "event_teams_event_id_cycling_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."cycling_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cycling_events_date_idx" ON "cycling_events" USING btree ("date","id");--> statement-breakpoint
CREATE INDEX "cycling_events_company_idx" ON "cycling_events" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "event_games_event_idx" ON "event_games" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "event_points_game_idx" ON "event_points" USING btree ("game_id","entered_at");--> statement-breakpoint
CREATE INDEX "event_points_team_idx" ON "event_points" USING btree ("team_id");--> statement-breakpoint
CREATE UNIQUE INDEX "event_team_members_person_idx" ON "event_team_members" USING btree ("event_id","user_id");--> statement-breakpoint
CREATE INDEX "event_team_members_team_idx" ON "event_team_members" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "event_teams_event_idx" ON "event_teams" USING btree ("event_id");