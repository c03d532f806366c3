CREATE TABLE "fixed_assets" (
	"bike_id" integer PRIMARY KEY NOT NULL,
	"asset_class" text NOT NULL,
	"contract_kind" text NOT NULL,
	"store_id" integer NOT NULL,
	"company_id" integer,
	"frame_number" text NOT NULL,
	"label" text NOT NULL,
	"store_name" text NOT NULL,
	"company_name" text,
	"acquisition_date" date NOT NULL,
	"acquisition_cents" integer NOT NULL,
	"months" integer NOT NULL,
	"residual_cents" integer NOT NULL,
	"disposed_at" date,
	"proceeds_cents" integer NOT NULL,
	"acquisition_pos" double precision NOT NULL,
	"disposed_pos" double precision
);
--> statement-breakpoint
ALTER TABLE "bikes" ADD COLUMN "scrapped_date" date;--> statement-breakpoint
ALTER TABLE "fixed_assets" ADD CONSTRAINT "fixed_assets_bike_id_bikes_id_fk" FOREIGN KEY ("bike_id") REFERENCES "public"."bikes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fixed_assets_acquisition_idx" ON "fixed_assets" USING btree ("acquisition_date","bike_id");--> statement-breakpoint
-- The domain's month position (packages/domain/src/depreciation.ts `monthPosition`): months since year 0 at the start
-- of the day, the day's place in its month a fraction of the month's days; the same double-precision operations.
CREATE FUNCTION "fixed_asset_month_pos"(d date) RETURNS double precision LANGUAGE sql IMMUTABLE AS $$
  SELECT (extract(year FROM d)::int * 12 + extract(month FROM d)::int - 1)::float8
    + (extract(day FROM d)::int - 1)::float8 / extract(day FROM date_trunc('month', d) + interval '1 month - 1 day')::int::float8
$$;--> statement-breakpoint
-- What decision 087's rules (assets.service.ts `assetOf`) make of each bike of the register (decision 109): leased,
-- rented or let by the year, or disposed of (sold, stolen, scrapped) after being so; its class, period, residual value
-- (the purchase option of its latest leasing contract, at most its price), disposal day and what the disposal brought.
CREATE VIEW "fixed_assets_of" AS
SELECT b."id" AS "bike_id",
  CASE WHEN coalesce(m."electric", false) THEN 'ebike' ELSE 'bike' END AS "asset_class",
  b."contract_kind", b."stock_location_id" AS "store_id", b."company_id", b."frame_number",
  coalesce(m."brand", '') || ' ' || coalesce(m."model", '') AS "label", s."name" AS "store_name", c."name" AS "company_name",
  b."purchase_date" AS "acquisition_date", b."purchase_price_cents" AS "acquisition_cents",
  coalesce(l."contract_months",
    CASE WHEN b."contract_kind" IN ('leasing', 'leasing_with_maintenance_budget', 'scrapped') THEN b."contract_months" END,
    (ds."settings" -> 'months' ->> (CASE WHEN coalesce(m."electric", false) THEN 'ebike' ELSE 'bike' END))::int,
    36) AS "months",
  CASE WHEN l."bike_id" IS NULL THEN 0
    ELSE least(floor(l."bike_amount_cents"::float8 * 0.16::float8 + 0.5::float8)::int, b."purchase_price_cents") END AS "residual_cents",
  d."disposed_at",
  CASE WHEN b."contract_kind" = 'sold' THEN coalesce(b."sale_price_cents", 0) ELSE 0 END AS "proceeds_cents",
  fixed_asset_month_pos(b."purchase_date") AS "acquisition_pos",
  fixed_asset_month_pos(d."disposed_at") AS "disposed_pos"
FROM "bikes" b
JOIN "stock_locations" s ON s."id" = b."stock_location_id"
LEFT JOIN "bike_models" m ON m."id" = b."model_id"
LEFT JOIN "companies" c ON c."id" = b."company_id"
LEFT JOIN "depreciation_settings" ds ON ds."id" = 1
LEFT JOIN LATERAL (
  SELECT x."bike_id", x."contract_months", x."bike_amount_cents", x."status", x."end_date" FROM "leasing_contracts" x
  WHERE x."bike_id" = b."id" ORDER BY x."start_date" DESC, x."id" DESC LIMIT 1
) l ON true
CROSS JOIN LATERAL (
  SELECT CASE b."contract_kind" WHEN 'stolen' THEN b."stolen_date" WHEN 'scrapped' THEN b."scrapped_date"
    WHEN 'sold' THEN coalesce(b."sale_date", CASE WHEN l."status" = 'bought' THEN l."end_date" END) END AS "disposed_at"
) d
WHERE b."contract_kind" IN ('leasing', 'leasing_with_maintenance_budget', 'annual', 'prepaid', 'renting', 'sold', 'stolen', 'scrapped')
  AND b."purchase_date" IS NOT NULL AND b."purchase_price_cents" IS NOT NULL
  -- A bike sold or stolen without ever being leased was merchandise, not a fixed asset.
  AND NOT (b."contract_kind" IN ('sold', 'stolen') AND l."bike_id" IS NULL);--> statement-breakpoint
-- The register's version: one more each time a row of it changes, so that what is computed from it may be kept until
-- then (the overview's sums, decision 109).
CREATE TABLE "fixed_assets_version" ("id" integer PRIMARY KEY DEFAULT 1 CHECK ("id" = 1), "version" bigint NOT NULL);--> statement-breakpoint
INSERT INTO "fixed_assets_version" VALUES (1, 0);--> statement-breakpoint
-- Rewrites the rows of these bikes from the view (a bike no longer in the register loses its row); all of them when
-- ids is null. Only rows that differ are written, and the version moves only then.
CREATE FUNCTION "fixed_assets_refresh"(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  gone integer;
  written integer;
BEGIN
  IF ids IS NULL THEN
    DELETE FROM "fixed_assets" f WHERE NOT EXISTS (SELECT 1 FROM "fixed_assets_of" v WHERE v."bike_id" = f."bike_id");
    GET DIAGNOSTICS gone = ROW_COUNT;
    INSERT INTO "fixed_assets" SELECT * FROM "fixed_assets_of"
    ON CONFLICT ("bike_id") DO UPDATE SET "asset_class" = excluded."asset_class", "contract_kind" = excluded."contract_kind", "store_id" = excluded."store_id", "company_id" = excluded."company_id", "frame_number" = excluded."frame_number", "label" = excluded."label", "store_name" = excluded."store_name", "company_name" = excluded."company_name", "acquisition_date" = excluded."acquisition_date", "acquisition_cents" = excluded."acquisition_cents", "months" = excluded."months", "residual_cents" = excluded."residual_cents", "disposed_at" = excluded."disposed_at", "proceeds_cents" = excluded."proceeds_cents", "acquisition_pos" = excluded."acquisition_pos", "disposed_pos" = excluded."disposed_pos"
    WHERE ROW("fixed_assets".*) IS DISTINCT FROM ROW(excluded.*);
    GET DIAGNOSTICS written = ROW_COUNT;
  ELSE
    IF cardinality(ids) = 0 THEN RETURN; END IF;
    DELETE FROM "fixed_assets" WHERE "bike_id" = ANY(ids)
      AND "bike_id" <> ALL(array(SELECT "bike_id" FROM "fixed_assets_of" WHERE "bike_id" = ANY(ids)));
    GET DIAGNOSTICS gone = ROW_COUNT;
    INSERT INTO "fixed_assets" SELECT * FROM "fixed_assets_of" WHERE "bike_id" = ANY(ids)
    ON CONFLICT ("bike_id") DO UPDATE SET "asset_class" = excluded."asset_class", "contract_kind" = excluded."contract_kind", "store_id" = excluded."store_id", "company_id" = excluded."company_id", "frame_number" = excluded."frame_number", "label" = excluded."label", "store_name" = excluded."store_name", "company_name" = excluded."company_name", "acquisition_date" = excluded."acquisition_date", "acquisition_cents" = excluded."acquisition_cents", "months" = excluded."months", "residual_cents" = excluded."residual_cents", "disposed_at" = excluded."disposed_at", "proceeds_cents" = excluded."proceeds_cents", "acquisition_pos" = excluded."acquisition_pos", "disposed_pos" = excluded."disposed_pos"
    WHERE ROW("fixed_assets".*) IS DISTINCT FROM ROW(excluded.*);
    GET DIAGNOSTICS written = ROW_COUNT;
  END IF;
  IF gone + written > 0 THEN
    UPDATE "fixed_assets_version" SET "version" = "version" + 1;
  END IF;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "fixed_assets_bikes_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "fixed_assets_refresh"(array(SELECT "id" FROM "changed"));
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "fixed_assets_bikes_inserted" AFTER INSERT ON "bikes" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "fixed_assets_bikes_changed"();--> statement-breakpoint
CREATE TRIGGER "fixed_assets_bikes_updated" AFTER UPDATE ON "bikes" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "fixed_assets_bikes_changed"();--> statement-breakpoint
CREATE FUNCTION "fixed_assets_leases_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "fixed_assets_refresh"(array(SELECT DISTINCT "bike_id" FROM "new_rows"));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "fixed_assets_refresh"(array(SELECT DISTINCT "bike_id" FROM "old_rows"));
  ELSE
    PERFORM "fixed_assets_refresh"(array(SELECT "bike_id" FROM "old_rows" UNION SELECT "bike_id" FROM "new_rows"));
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "fixed_assets_leases_inserted" AFTER INSERT ON "leasing_contracts" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "fixed_assets_leases_changed"();--> statement-breakpoint
CREATE TRIGGER "fixed_assets_leases_updated" AFTER UPDATE ON "leasing_contracts" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "fixed_assets_leases_changed"();--> statement-breakpoint
CREATE TRIGGER "fixed_assets_leases_deleted" AFTER DELETE ON "leasing_contracts" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "fixed_assets_leases_changed"();--> statement-breakpoint
-- A model, store or company renamed (or a model made electric): the rows of their bikes.
CREATE FUNCTION "fixed_assets_models_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "fixed_assets_refresh"(array(SELECT b."id" FROM "bikes" b JOIN "changed" c ON c."id" = b."model_id"));
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "fixed_assets_models_updated" AFTER UPDATE ON "bike_models" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "fixed_assets_models_changed"();--> statement-breakpoint
CREATE FUNCTION "fixed_assets_stores_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "fixed_assets_refresh"(array(SELECT b."id" FROM "bikes" b JOIN "changed" c ON c."id" = b."stock_location_id"));
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "fixed_assets_stores_updated" AFTER UPDATE ON "stock_locations" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "fixed_assets_stores_changed"();--> statement-breakpoint
CREATE FUNCTION "fixed_assets_companies_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "fixed_assets_refresh"(array(SELECT b."id" FROM "bikes" b JOIN "changed" c ON c."id" = b."company_id"));
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "fixed_assets_companies_updated" AFTER UPDATE ON "companies" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "fixed_assets_companies_changed"();--> statement-breakpoint
-- The asset classes' periods changed: every row.
CREATE FUNCTION "fixed_assets_settings_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "fixed_assets_refresh"(NULL);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "fixed_assets_settings_changed" AFTER INSERT OR UPDATE OR DELETE ON "depreciation_settings" FOR EACH STATEMENT EXECUTE FUNCTION "fixed_assets_settings_changed"();--> statement-breakpoint
-- Accumulated depreciation at the start of `day` (depreciation.ts `accumulatedAt`, the same double-precision steps and
-- Math.round's half up), `day_pos` its month position. Inlined into the queries that call it.
CREATE FUNCTION "fixed_asset_accumulated"(acquisition date, acquisition_pos float8, acquisition_cents integer,
  residual_cents integer, months integer, disposed date, disposed_pos float8, day date, day_pos float8)
RETURNS bigint LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN months <= 0 OR least(disposed, day) <= acquisition THEN 0::bigint
    ELSE floor(greatest(0, acquisition_cents - least(residual_cents, acquisition_cents))::float8
      * least(months::float8, CASE WHEN disposed < day THEN disposed_pos ELSE day_pos END - acquisition_pos) / months::float8
      + 1e-9::float8 + 0.5::float8)::bigint END
$$;--> statement-breakpoint
INSERT INTO "fixed_assets" SELECT * FROM "fixed_assets_of";
