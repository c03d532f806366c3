CREATE TABLE "tour_stop_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"stop_id" integer NOT NULL,
	"text" text NOT NULL,
	"author_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tour_stop_work_actions" (
	"client_action_id" text PRIMARY KEY NOT NULL,
	"stop_id" integer NOT NULL,
	"kind" text NOT NULL,
	"user_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tour_stop_notes" ADD CONSTRAINT "tour_stop_notes_stop_id_tour_stops_id_fk" FOREIGN KEY ("stop_id") REFERENCES "public"."tour_stops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_stop_notes" ADD CONSTRAINT "tour_stop_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_stop_work_actions" ADD CONSTRAINT "tour_stop_work_actions_stop_id_tour_stops_id_fk" FOREIGN KEY ("stop_id") REFERENCES "public"."tour_stops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_stop_work_actions" ADD CONSTRAINT "tour_stop_work_actions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tour_stop_notes_stop_idx" ON "tour_stop_notes" USING btree ("stop_id","id");