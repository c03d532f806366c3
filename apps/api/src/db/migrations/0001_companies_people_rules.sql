CREATE TABLE "cafeteria_plans" (
	"condition_id" integer PRIMARY KEY NOT NULL,
	"payment_modes" text[] DEFAULT '{}' NOT NULL,
	"vat_included" boolean DEFAULT true NOT NULL,
	"sale_discount_percent" numeric(5, 2) DEFAULT 0 NOT NULL,
	"leasing_discount_percent" numeric(5, 2) DEFAULT 0 NOT NULL,
	"residual_value_percent" numeric(5, 2) DEFAULT 16 NOT NULL,
	"description" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_buildings" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"address" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"firstname" text NOT NULL,
	"lastname" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"role" text,
	"type" text DEFAULT 'contact' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"storage_key" text NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_process_steps" (
	"company_id" integer NOT NULL,
	"step" text NOT NULL,
	"done_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_by" integer,
	CONSTRAINT "company_process_steps_company_id_step_pk" PRIMARY KEY("company_id","step")
);
--> statement-breakpoint
CREATE TABLE "company_quizzes" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"minimum_score" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_quizzes_company_id_unique" UNIQUE("company_id")
);
--> statement-breakpoint
CREATE TABLE "quiz_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"question_id" integer NOT NULL,
	"position" integer NOT NULL,
	"text" text NOT NULL,
	"correct" boolean DEFAULT false NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"explanation" text
);
--> statement-breakpoint
CREATE TABLE "quiz_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"storage_key" text NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quiz_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"quiz_id" integer NOT NULL,
	"position" integer NOT NULL,
	"description" text NOT NULL,
	"explanation" text
);
--> statement-breakpoint
CREATE TABLE "shared_bike_rule_buildings" (
	"condition_id" integer NOT NULL,
	"building_id" integer NOT NULL,
	CONSTRAINT "shared_bike_rule_buildings_condition_id_building_id_pk" PRIMARY KEY("condition_id","building_id")
);
--> statement-breakpoint
CREATE TABLE "shared_bike_rule_users" (
	"condition_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "shared_bike_rule_users_condition_id_user_id_pk" PRIMARY KEY("condition_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "shared_bike_rules" (
	"condition_id" integer PRIMARY KEY NOT NULL,
	"bike_ids" integer[] DEFAULT '{}' NOT NULL,
	"allowed_days" text[] DEFAULT '{"mon","tue","wed","thu","fri"}' NOT NULL,
	"weekend_use" boolean DEFAULT false NOT NULL,
	"days_in_advance" integer DEFAULT 30 NOT NULL,
	"max_booking_minutes" integer,
	"take_window_start" text,
	"take_window_end" text,
	"return_window_start" text,
	"return_window_end" text,
	"forbid_weekend" boolean DEFAULT false NOT NULL,
	"forbid_inter_building" boolean DEFAULT false NOT NULL,
	"max_per_month" integer,
	"max_per_year" integer,
	"max_simultaneous" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "billing_address" jsonb;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "delivery_address" jsonb;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deactivated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cafeteria_plans" ADD CONSTRAINT "cafeteria_plans_condition_id_company_conditions_id_fk" FOREIGN KEY ("condition_id") REFERENCES "public"."company_conditions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_buildings" ADD CONSTRAINT "company_buildings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_contacts" ADD CONSTRAINT "company_contacts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_documents" ADD CONSTRAINT "company_documents_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_documents" ADD CONSTRAINT "company_documents_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_process_steps" ADD CONSTRAINT "company_process_steps_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_process_steps" ADD CONSTRAINT "company_process_steps_done_by_users_id_fk" FOREIGN KEY ("done_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_quizzes" ADD CONSTRAINT "company_quizzes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_answers" ADD CONSTRAINT "quiz_answers_question_id_quiz_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."quiz_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_files" ADD CONSTRAINT "quiz_files_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_questions" ADD CONSTRAINT "quiz_questions_quiz_id_company_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."company_quizzes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shared_bike_rule_buildings" ADD CONSTRAINT "shared_bike_rule_buildings_condition_id_company_conditions_id_fk" FOREIGN KEY ("condition_id") REFERENCES "public"."company_conditions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shared_bike_rule_buildings" ADD CONSTRAINT "shared_bike_rule_buildings_building_id_company_buildings_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."company_buildings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shared_bike_rule_users" ADD CONSTRAINT "shared_bike_rule_users_condition_id_company_conditions_id_fk" FOREIGN KEY ("condition_id") REFERENCES "public"."company_conditions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shared_bike_rule_users" ADD CONSTRAINT "shared_bike_rule_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shared_bike_rules" ADD CONSTRAINT "shared_bike_rules_condition_id_company_conditions_id_fk" FOREIGN KEY ("condition_id") REFERENCES "public"."company_conditions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_buildings_company_idx" ON "company_buildings" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "company_contacts_company_idx" ON "company_contacts" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "company_documents_company_idx" ON "company_documents" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "quiz_answers_question_idx" ON "quiz_answers" USING btree ("question_id","position");--> statement-breakpoint
CREATE INDEX "quiz_files_company_idx" ON "quiz_files" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quiz_files_token_idx" ON "quiz_files" USING btree ("token");--> statement-breakpoint
CREATE INDEX "quiz_questions_quiz_idx" ON "quiz_questions" USING btree ("quiz_id","position");--> statement-breakpoint
CREATE INDEX "company_conditions_company_idx" ON "company_conditions" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "company_email_domains_company_idx" ON "company_email_domains" USING btree ("company_id");