CREATE TABLE "public_request_replies" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"message" text NOT NULL,
	"author_id" integer,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "public_request_replies" ADD CONSTRAINT "public_request_replies_request_id_public_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."public_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_request_replies" ADD CONSTRAINT "public_request_replies_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "public_request_replies_request_idx" ON "public_request_replies" USING btree ("request_id","sent_at");