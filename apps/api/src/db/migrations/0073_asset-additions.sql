CREATE TABLE "asset_additions" (
	"id" serial PRIMARY KEY NOT NULL,
	"bike_id" integer NOT NULL,
	"date" date NOT NULL,
	"description" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"added_pos" double precision GENERATED ALWAYS AS (fixed_asset_month_pos("date")) STORED NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "asset_additions_amount" CHECK ("asset_additions"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "asset_additions" ADD CONSTRAINT "asset_additions_bike_id_bikes_id_fk" FOREIGN KEY ("bike_id") REFERENCES "public"."bikes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_additions" ADD CONSTRAINT "asset_additions_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "asset_additions_bike_idx" ON "asset_additions" USING btree ("bike_id","date");--> statement-breakpoint
-- An addition's depreciation accumulated at the start of `day` (depreciation.ts `accumulatedAt`, decision 115): its
-- amount over what is left of the asset's period from its day, (acquisition_pos + months) − added_pos months, the
-- same double-precision steps and Math.round's half up; whole on its day when nothing is left. Inlined by the planner.
CREATE FUNCTION "fixed_asset_addition_accumulated"(added date, added_pos float8, amount_cents integer,
  acquisition_pos float8, months integer, disposed date, disposed_pos float8, day date, day_pos float8)
RETURNS bigint LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN months <= 0 OR least(disposed, day) <= added THEN 0::bigint
    WHEN acquisition_pos + months::float8 - added_pos <= 0 THEN amount_cents::bigint
    ELSE floor(amount_cents::float8
      * least(acquisition_pos + months::float8 - added_pos, CASE WHEN disposed < day THEN disposed_pos ELSE day_pos END - added_pos)
      / (acquisition_pos + months::float8 - added_pos) + 1e-9::float8 + 0.5::float8)::bigint END
$$;--> statement-breakpoint
-- An addition written, changed or deleted changes the register's figures: the version moves (decision 109's sums).
CREATE FUNCTION "asset_additions_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "fixed_assets_version" SET "version" = "version" + 1;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "asset_additions_changed" AFTER INSERT OR UPDATE OR DELETE ON "asset_additions" FOR EACH STATEMENT EXECUTE FUNCTION "asset_additions_changed"();
