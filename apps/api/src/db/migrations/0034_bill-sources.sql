CREATE TABLE "bill_bikes" (
	"bill_id" integer NOT NULL,
	"bike_id" integer NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bill_bikes_bill_id_bike_id_pk" PRIMARY KEY("bill_id","bike_id")
);
--> statement-breakpoint
CREATE TABLE "bill_sources" (
	"id" serial PRIMARY KEY NOT NULL,
	"bill_id" integer NOT NULL,
	"kind" text NOT NULL,
	"source_id" integer NOT NULL,
	"label" text NOT NULL,
	"released_at" timestamp with time zone,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bill_bikes" ADD CONSTRAINT "bill_bikes_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_bikes" ADD CONSTRAINT "bill_bikes_bike_id_bikes_id_fk" FOREIGN KEY ("bike_id") REFERENCES "public"."bikes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_bikes" ADD CONSTRAINT "bill_bikes_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_sources" ADD CONSTRAINT "bill_sources_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_sources" ADD CONSTRAINT "bill_sources_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bill_bikes_bike_idx" ON "bill_bikes" USING btree ("bike_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bill_sources_once_idx" ON "bill_sources" USING btree ("kind","source_id") WHERE "bill_sources"."released_at" is null;--> statement-breakpoint
CREATE INDEX "bill_sources_bill_idx" ON "bill_sources" USING btree ("bill_id");