CREATE TABLE "faq_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"theme" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"question_fr" text NOT NULL,
	"question_en" text NOT NULL,
	"question_nl" text NOT NULL,
	"answer_fr" text NOT NULL,
	"answer_en" text NOT NULL,
	"answer_nl" text NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"helpful_count" integer DEFAULT 0 NOT NULL,
	"not_helpful_count" integer DEFAULT 0 NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faq_feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"entry_id" integer NOT NULL,
	"client" text NOT NULL,
	"helpful" boolean NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "faq_entries" ADD CONSTRAINT "faq_entries_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faq_feedback" ADD CONSTRAINT "faq_feedback_entry_id_faq_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."faq_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "faq_entries_theme_idx" ON "faq_entries" USING btree ("theme","position","id");--> statement-breakpoint
CREATE INDEX "faq_feedback_client_idx" ON "faq_feedback" USING btree ("client","at");--> statement-breakpoint
CREATE INDEX "faq_feedback_entry_idx" ON "faq_feedback" USING btree ("entry_id","client","at");