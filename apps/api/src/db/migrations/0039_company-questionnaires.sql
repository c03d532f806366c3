CREATE TABLE "questionnaire_responses" (
	"id" serial PRIMARY KEY NOT NULL,
	"questionnaire_id" integer NOT NULL,
	"answers" jsonb NOT NULL,
	"locale" text DEFAULT 'fr' NOT NULL,
	"ip" text NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questionnaires" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"slug" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"fields" jsonb NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "questionnaire_responses" ADD CONSTRAINT "questionnaire_responses_questionnaire_id_questionnaires_id_fk" FOREIGN KEY ("questionnaire_id") REFERENCES "public"."questionnaires"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaires" ADD CONSTRAINT "questionnaires_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "questionnaire_responses_list_idx" ON "questionnaire_responses" USING btree ("questionnaire_id","submitted_at");--> statement-breakpoint
CREATE INDEX "questionnaire_responses_ip_idx" ON "questionnaire_responses" USING btree ("questionnaire_id","ip","submitted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "questionnaires_slug_idx" ON "questionnaires" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "questionnaires_created_idx" ON "questionnaires" USING btree ("created_at","id");