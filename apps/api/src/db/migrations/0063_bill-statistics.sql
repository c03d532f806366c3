CREATE TABLE "bill_statistics" (
	"bill_id" integer PRIMARY KEY NOT NULL,
	"issue_date" date NOT NULL,
	"invoice" boolean NOT NULL,
	"revenue_cents" integer NOT NULL,
	"units" numeric NOT NULL,
	"company_id" integer,
	"channel" text NOT NULL,
	"store_id" integer,
	"contract" text NOT NULL,
	"sale_kind" text NOT NULL,
	"brand" text,
	"model" text,
	"cost_cents" bigint
);
--> statement-breakpoint
CREATE TABLE "bill_statistics_days" (
	"day" date PRIMARY KEY NOT NULL,
	"bills" integer NOT NULL,
	"invoices" integer NOT NULL,
	"units" numeric NOT NULL,
	"revenue_cents" bigint NOT NULL,
	"cost_cents" bigint NOT NULL,
	"unknown_cost_revenue_cents" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "maintenance_request_months" (
	"month" text PRIMARY KEY NOT NULL,
	"requests" integer NOT NULL
);
--> statement-breakpoint
DROP INDEX "maintenance_requests_bike_idx";--> statement-breakpoint
DROP INDEX "maintenance_requests_external_bike_idx";--> statement-breakpoint
ALTER TABLE "bill_statistics" ADD CONSTRAINT "bill_statistics_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bill_statistics_day_idx" ON "bill_statistics" USING btree ("issue_date");--> statement-breakpoint
CREATE INDEX "maintenance_requests_made_idx" ON "maintenance_requests" USING btree ("created_at","location","priority","store_id");--> statement-breakpoint
CREATE INDEX "maintenance_requests_planned_idx" ON "maintenance_requests" USING btree ("scheduled_at","location","priority","store_id","estimated_minutes") WHERE "maintenance_requests"."scheduled_at" is not null;--> statement-breakpoint
CREATE INDEX "maintenance_requests_turnaround_idx" ON "maintenance_requests" USING btree ("id","created_at","store_id","bike_id","external_bike_id");--> statement-breakpoint
CREATE INDEX "bill_sources_source_idx" ON "bill_sources" USING btree ("kind","source_id");--> statement-breakpoint
CREATE INDEX "maintenance_requests_bike_idx" ON "maintenance_requests" USING btree ("bike_id","created_at");--> statement-breakpoint
CREATE INDEX "maintenance_requests_external_bike_idx" ON "maintenance_requests" USING btree ("external_bike_id","created_at");--> statement-breakpoint
-- What a bill's row of the summary is (decision 103): the rules the sales and margin statistics applied to the bills
-- (decisions 090, 095, 096), one bill at a time. A credit note is what the bill it credits is (`o`, its origin).
CREATE VIEW "bill_statistics_of" AS
SELECT b."id" AS "bill_id", b."issue_date", b."kind" = 'invoice' AS "invoice", b."excl_vat_cents" AS "revenue_cents",
  coalesce(u."units", 0) AS "units", b."company_id",
  CASE
    WHEN shop."online" THEN 'online'
    WHEN src."kind" = 'checkout_ticket' THEN 'till'
    WHEN src."kind" = 'order' THEN 'offers'
    WHEN src."kind" = 'workshop_job' THEN 'workshop'
    WHEN src."kind" = 'rental' THEN 'rental'
    WHEN src."kind" = 'leasing' THEN 'leasing'
    WHEN src."kind" IS NULL OR src."kind" = 'manual' THEN 'shop'
    ELSE 'other' END AS "channel",
  coalesce(shop."pickup_location_id", ct."stock_location_id", mr."store_id", ord."pickup_location_id") AS "store_id",
  CASE
    WHEN ord."contract_type" IS NOT NULL THEN ord."contract_type"
    WHEN lease."id" IS NOT NULL THEN coalesce(lease."contract_type", 'leasing')
    WHEN src."kind" = 'leasing' THEN 'leasing'
    WHEN src."kind" = 'rental' THEN 'rental'
    WHEN src."kind" = 'workshop_job' THEN 'service'
    WHEN shop."online" OR src."kind" = 'checkout_ticket' THEN 'purchase'
    ELSE 'other' END AS "contract",
  k."sale_kind", bk."brand", bk."model",
  -- Known only when the bill sells priced bikes and nothing else (as many units as bikes); a credit note's share of
  -- the cost in proportion to what it credits.
  CASE WHEN k."sale_kind" = 'bike' AND bk."priced" = bk."n" AND ou."units" = bk."n" AND o."excl_vat_cents" <> 0
    THEN round(bk."cost"::numeric * b."excl_vat_cents" / o."excl_vat_cents")::bigint END AS "cost_cents"
FROM "bills" b
JOIN "bills" o ON o."id" = coalesce(b."credit_of_id", b."id")
LEFT JOIN LATERAL (SELECT s."kind", s."source_id" FROM "bill_sources" s WHERE s."bill_id" = o."id" ORDER BY s."id" LIMIT 1) src ON true
LEFT JOIN LATERAL (
  SELECT true AS "online", so."pickup_location_id" FROM "shop_orders" so WHERE so."bill_id" = o."id"
  ORDER BY so."pickup_location_id" NULLS LAST LIMIT 1
) shop ON true
LEFT JOIN LATERAL (
  SELECT count(*)::int AS "n", count(bike."purchase_price_cents")::int AS "priced",
    coalesce(sum(bike."purchase_price_cents"), 0)::bigint AS "cost", min(m."brand") AS "brand",
    min(m."brand" || ' ' || m."model") AS "model"
  FROM "bill_bikes" bb JOIN "bikes" bike ON bike."id" = bb."bike_id" JOIN "bike_models" m ON m."id" = bike."model_id"
  WHERE bb."bill_id" = o."id"
) bk ON true
LEFT JOIN LATERAL (SELECT sum(l."quantity") AS "units" FROM "bill_lines" l WHERE l."bill_id" = b."id") u ON true
LEFT JOIN LATERAL (SELECT sum(l."quantity") AS "units" FROM "bill_lines" l WHERE l."bill_id" = o."id") ou ON true
LEFT JOIN "checkout_tickets" ct ON src."kind" = 'checkout_ticket' AND ct."id" = src."source_id"
LEFT JOIN "maintenance_requests" mr ON src."kind" = 'workshop_job' AND mr."id" = src."source_id"
LEFT JOIN "orders" ord ON src."kind" = 'order' AND ord."id" = src."source_id"
LEFT JOIN LATERAL (
  SELECT lb."id", lo."contract_type"
  FROM "leasing_bills" lb JOIN "leasing_contracts" lc ON lc."id" = lb."contract_id" LEFT JOIN "orders" lo ON lo."id" = lc."order_id"
  WHERE lb."bill_id" = o."id" ORDER BY lb."id" LIMIT 1
) lease ON true
CROSS JOIN LATERAL (SELECT CASE
    WHEN src."kind" = 'workshop_job' THEN 'service'
    WHEN src."kind" = 'rental' THEN 'rental'
    WHEN src."kind" IN ('leasing', 'reservation_charge') THEN 'other'
    WHEN bk."n" > 0 THEN 'bike'
    WHEN src."kind" = 'checkout_ticket' OR shop."online" THEN 'accessory'
    ELSE 'other' END AS "sale_kind") k
WHERE b."status" <> 'draft' AND b."number" IS NOT NULL;--> statement-breakpoint
-- Rewrites the summary rows of these bills and of the credit notes of them (which read their origin's sources,
-- bikes, amount and units).
CREATE FUNCTION "bill_statistics_refresh"(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  affected integer[];
BEGIN
  IF ids IS NULL OR cardinality(ids) = 0 THEN RETURN; END IF;
  affected := array(SELECT "id" FROM "bills" WHERE "id" = ANY(ids) UNION SELECT "id" FROM "bills" WHERE "credit_of_id" = ANY(ids));
  DELETE FROM "bill_statistics" WHERE "bill_id" = ANY(affected);
  INSERT INTO "bill_statistics" SELECT * FROM "bill_statistics_of" WHERE "bill_id" = ANY(affected);
END;
$$;--> statement-breakpoint
-- The tables that hold a bill id: every statement that writes them refreshes the bills it touched, once.
CREATE FUNCTION "bill_statistics_bills_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "bill_statistics_refresh"(array(SELECT DISTINCT "id" FROM "changed"));
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "bill_statistics_bill_rows_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "bill_statistics_refresh"(array(SELECT DISTINCT "bill_id" FROM "changed" WHERE "bill_id" IS NOT NULL));
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "bill_statistics_bills_inserted" AFTER INSERT ON "bills" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bill_statistics_bills_changed"();--> statement-breakpoint
CREATE TRIGGER "bill_statistics_bills_updated" AFTER UPDATE ON "bills" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bill_statistics_bills_changed"();--> statement-breakpoint
CREATE TRIGGER "bill_statistics_lines_inserted" AFTER INSERT ON "bill_lines" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bill_statistics_bill_rows_changed"();--> statement-breakpoint
CREATE TRIGGER "bill_statistics_lines_updated" AFTER UPDATE ON "bill_lines" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bill_statistics_bill_rows_changed"();--> statement-breakpoint
CREATE TRIGGER "bill_statistics_lines_deleted" AFTER DELETE ON "bill_lines" REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bill_statistics_bill_rows_changed"();--> statement-breakpoint
CREATE TRIGGER "bill_statistics_sources_inserted" AFTER INSERT ON "bill_sources" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bill_statistics_bill_rows_changed"();--> statement-breakpoint
CREATE TRIGGER "bill_statistics_sources_updated" AFTER UPDATE ON "bill_sources" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bill_statistics_bill_rows_changed"();--> statement-breakpoint
CREATE TRIGGER "bill_statistics_sources_deleted" AFTER DELETE ON "bill_sources" REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bill_statistics_bill_rows_changed"();--> statement-breakpoint
CREATE TRIGGER "bill_statistics_bikes_inserted" AFTER INSERT ON "bill_bikes" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bill_statistics_bill_rows_changed"();--> statement-breakpoint
CREATE TRIGGER "bill_statistics_bikes_updated" AFTER UPDATE ON "bill_bikes" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bill_statistics_bill_rows_changed"();--> statement-breakpoint
CREATE TRIGGER "bill_statistics_bikes_deleted" AFTER DELETE ON "bill_bikes" REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bill_statistics_bill_rows_changed"();--> statement-breakpoint
CREATE TRIGGER "bill_statistics_leasing_inserted" AFTER INSERT ON "leasing_bills" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bill_statistics_bill_rows_changed"();--> statement-breakpoint
CREATE TRIGGER "bill_statistics_leasing_updated" AFTER UPDATE ON "leasing_bills" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bill_statistics_bill_rows_changed"();--> statement-breakpoint
CREATE TRIGGER "bill_statistics_leasing_deleted" AFTER DELETE ON "leasing_bills" REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bill_statistics_bill_rows_changed"();--> statement-breakpoint
-- The tables a bill's row reads through another key: a row trigger, only when a value the row reads changed.
CREATE FUNCTION "bill_statistics_input_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
BEGIN
  CASE TG_TABLE_NAME
    WHEN 'shop_orders' THEN
      ids := array_remove(ARRAY[CASE WHEN TG_OP <> 'INSERT' THEN OLD."bill_id" END, CASE WHEN TG_OP <> 'DELETE' THEN NEW."bill_id" END], NULL);
    WHEN 'bikes' THEN
      ids := array(SELECT "bill_id" FROM "bill_bikes" WHERE "bike_id" = NEW."id");
    WHEN 'bike_models' THEN
      ids := array(SELECT bb."bill_id" FROM "bill_bikes" bb JOIN "bikes" k ON k."id" = bb."bike_id" WHERE k."model_id" = NEW."id");
    WHEN 'checkout_tickets' THEN
      ids := array(SELECT "bill_id" FROM "bill_sources" WHERE "kind" = 'checkout_ticket' AND "source_id" = NEW."id");
    WHEN 'maintenance_requests' THEN
      ids := array(SELECT "bill_id" FROM "bill_sources" WHERE "kind" = 'workshop_job' AND "source_id" = NEW."id");
    WHEN 'orders' THEN
      ids := array(SELECT "bill_id" FROM "bill_sources" WHERE "kind" = 'order' AND "source_id" = NEW."id"
        UNION SELECT lb."bill_id" FROM "leasing_bills" lb JOIN "leasing_contracts" lc ON lc."id" = lb."contract_id" WHERE lc."order_id" = NEW."id");
    WHEN 'leasing_contracts' THEN
      ids := array(SELECT "bill_id" FROM "leasing_bills" WHERE "contract_id" = NEW."id");
  END CASE;
  PERFORM "bill_statistics_refresh"(ids);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "bill_statistics_shop_orders_inserted" AFTER INSERT ON "shop_orders" FOR EACH ROW WHEN (NEW."bill_id" IS NOT NULL) EXECUTE FUNCTION "bill_statistics_input_changed"();--> statement-breakpoint
CREATE TRIGGER "bill_statistics_shop_orders_deleted" AFTER DELETE ON "shop_orders" FOR EACH ROW WHEN (OLD."bill_id" IS NOT NULL) EXECUTE FUNCTION "bill_statistics_input_changed"();--> statement-breakpoint
CREATE TRIGGER "bill_statistics_shop_orders_updated" AFTER UPDATE OF "bill_id", "pickup_location_id" ON "shop_orders" FOR EACH ROW WHEN (OLD."bill_id" IS DISTINCT FROM NEW."bill_id" OR (NEW."bill_id" IS NOT NULL AND OLD."pickup_location_id" IS DISTINCT FROM NEW."pickup_location_id")) EXECUTE FUNCTION "bill_statistics_input_changed"();--> statement-breakpoint
CREATE TRIGGER "bill_statistics_bikes_cost" AFTER UPDATE OF "purchase_price_cents", "model_id" ON "bikes" FOR EACH ROW WHEN (OLD."purchase_price_cents" IS DISTINCT FROM NEW."purchase_price_cents" OR OLD."model_id" IS DISTINCT FROM NEW."model_id") EXECUTE FUNCTION "bill_statistics_input_changed"();--> statement-breakpoint
CREATE TRIGGER "bill_statistics_bike_models_named" AFTER UPDATE OF "brand", "model" ON "bike_models" FOR EACH ROW WHEN (OLD."brand" IS DISTINCT FROM NEW."brand" OR OLD."model" IS DISTINCT FROM NEW."model") EXECUTE FUNCTION "bill_statistics_input_changed"();--> statement-breakpoint
CREATE TRIGGER "bill_statistics_tickets_store" AFTER UPDATE OF "stock_location_id" ON "checkout_tickets" FOR EACH ROW WHEN (OLD."stock_location_id" IS DISTINCT FROM NEW."stock_location_id") EXECUTE FUNCTION "bill_statistics_input_changed"();--> statement-breakpoint
CREATE TRIGGER "bill_statistics_requests_store" AFTER UPDATE OF "store_id" ON "maintenance_requests" FOR EACH ROW WHEN (OLD."store_id" IS DISTINCT FROM NEW."store_id") EXECUTE FUNCTION "bill_statistics_input_changed"();--> statement-breakpoint
CREATE TRIGGER "bill_statistics_orders_store" AFTER UPDATE OF "pickup_location_id", "contract_type" ON "orders" FOR EACH ROW WHEN (OLD."pickup_location_id" IS DISTINCT FROM NEW."pickup_location_id" OR OLD."contract_type" IS DISTINCT FROM NEW."contract_type") EXECUTE FUNCTION "bill_statistics_input_changed"();--> statement-breakpoint
CREATE TRIGGER "bill_statistics_contracts_order" AFTER UPDATE OF "order_id" ON "leasing_contracts" FOR EACH ROW WHEN (OLD."order_id" IS DISTINCT FROM NEW."order_id") EXECUTE FUNCTION "bill_statistics_input_changed"();--> statement-breakpoint
-- The totals by day follow the summary's rows: added when a row is written, taken back when it is deleted (a refresh
-- deletes and writes again). A day whose last bill is gone loses its row.
CREATE FUNCTION "bill_statistics_days_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  sign integer := CASE WHEN TG_OP = 'DELETE' THEN -1 ELSE 1 END;
BEGIN
  INSERT INTO "bill_statistics_days" AS d ("day", "bills", "invoices", "units", "revenue_cents", "cost_cents", "unknown_cost_revenue_cents")
  SELECT c."issue_date", sign * count(*), sign * count(*) FILTER (WHERE c."invoice"), sign * sum(c."units"),
    sign * sum(c."revenue_cents"), sign * coalesce(sum(c."cost_cents"), 0),
    sign * coalesce(sum(c."revenue_cents") FILTER (WHERE c."cost_cents" IS NULL), 0)
  FROM "changed" c GROUP BY c."issue_date" ORDER BY c."issue_date"
  ON CONFLICT ("day") DO UPDATE SET "bills" = d."bills" + excluded."bills", "invoices" = d."invoices" + excluded."invoices",
    "units" = d."units" + excluded."units", "revenue_cents" = d."revenue_cents" + excluded."revenue_cents",
    "cost_cents" = d."cost_cents" + excluded."cost_cents",
    "unknown_cost_revenue_cents" = d."unknown_cost_revenue_cents" + excluded."unknown_cost_revenue_cents";
  IF TG_OP = 'DELETE' THEN
    DELETE FROM "bill_statistics_days" WHERE "bills" = 0 AND "day" IN (SELECT "issue_date" FROM "changed");
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "bill_statistics_days_added" AFTER INSERT ON "bill_statistics" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bill_statistics_days_follow"();--> statement-breakpoint
CREATE TRIGGER "bill_statistics_days_removed" AFTER DELETE ON "bill_statistics" REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bill_statistics_days_follow"();--> statement-breakpoint
-- The requests made in each Brussels month, for the repairs forecast: counted in when a request is written, out
-- when it is deleted or its creation moment changes.
CREATE FUNCTION "maintenance_request_months_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  sign integer := CASE WHEN TG_OP = 'DELETE' THEN -1 ELSE 1 END;
BEGIN
  INSERT INTO "maintenance_request_months" AS m ("month", "requests")
  SELECT to_char(c."created_at" AT TIME ZONE 'Europe/Brussels', 'YYYY-MM'), sign * count(*) FROM "changed" c GROUP BY 1 ORDER BY 1
  ON CONFLICT ("month") DO UPDATE SET "requests" = m."requests" + excluded."requests";
  IF TG_OP = 'DELETE' THEN DELETE FROM "maintenance_request_months" WHERE "requests" = 0; END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "maintenance_request_months_moved"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "maintenance_request_months" SET "requests" = "requests" - 1 WHERE "month" = to_char(OLD."created_at" AT TIME ZONE 'Europe/Brussels', 'YYYY-MM');
  DELETE FROM "maintenance_request_months" WHERE "requests" = 0;
  INSERT INTO "maintenance_request_months" AS m ("month", "requests") VALUES (to_char(NEW."created_at" AT TIME ZONE 'Europe/Brussels', 'YYYY-MM'), 1)
  ON CONFLICT ("month") DO UPDATE SET "requests" = m."requests" + 1;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "maintenance_request_months_added" AFTER INSERT ON "maintenance_requests" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "maintenance_request_months_follow"();--> statement-breakpoint
CREATE TRIGGER "maintenance_request_months_removed" AFTER DELETE ON "maintenance_requests" REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "maintenance_request_months_follow"();--> statement-breakpoint
CREATE TRIGGER "maintenance_request_months_moved" AFTER UPDATE OF "created_at" ON "maintenance_requests" FOR EACH ROW WHEN (OLD."created_at" IS DISTINCT FROM NEW."created_at") EXECUTE FUNCTION "maintenance_request_months_moved"();--> statement-breakpoint
-- Everything computed again from the bills and requests: the backfill below, and what a bulk load that paused the
-- triggers (the bench) calls once after it.
CREATE FUNCTION "bill_statistics_rebuild"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE "bill_statistics", "bill_statistics_days", "maintenance_request_months";
  INSERT INTO "bill_statistics" SELECT * FROM "bill_statistics_of";
  INSERT INTO "maintenance_request_months" ("month", "requests")
  SELECT to_char("created_at" AT TIME ZONE 'Europe/Brussels', 'YYYY-MM'), count(*) FROM "maintenance_requests" GROUP BY 1;
END;
$$;--> statement-breakpoint
SELECT "bill_statistics_rebuild"();
