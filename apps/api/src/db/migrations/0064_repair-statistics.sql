CREATE TABLE "maintenance_request_statistics" (
	"request_id" integer PRIMARY KEY NOT NULL,
	"finished_at" timestamp with time zone NOT NULL,
	"mechanic_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"store_id" integer,
	"bike_id" integer,
	"external_bike_id" integer,
	"days" double precision NOT NULL,
	"fixed" boolean
);
--> statement-breakpoint
ALTER TABLE "maintenance_request_statistics" ADD CONSTRAINT "maintenance_request_statistics_request_id_maintenance_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."maintenance_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "maintenance_request_statistics_finished_idx" ON "maintenance_request_statistics" USING btree ("finished_at","store_id","mechanic_id","days","fixed");--> statement-breakpoint
CREATE INDEX "maintenance_request_statistics_bike_idx" ON "maintenance_request_statistics" USING btree ("bike_id","finished_at");--> statement-breakpoint
CREATE INDEX "maintenance_request_statistics_external_bike_idx" ON "maintenance_request_statistics" USING btree ("external_bike_id","finished_at");--> statement-breakpoint
-- What a finished request's row of the turnaround summary is (decision 104): the former query's rules (decisions 096,
-- 103), one request at a time. Finished = its first step "completed" (the earliest, then the first recorded, and who
-- recorded it); first-time fix = no other request on the same stock or registered bike made within 30 days after
-- that, null when the request names no bike.
CREATE VIEW "maintenance_request_statistics_of" AS
SELECT r."id" AS "request_id", c."at" AS "finished_at", c."actor_id" AS "mechanic_id", r."created_at", r."store_id",
  r."bike_id", r."external_bike_id", (extract(epoch FROM c."at" - r."created_at") / 86400.0)::float8 AS "days",
  CASE WHEN r."bike_id" IS NULL AND r."external_bike_id" IS NULL THEN NULL ELSE
    NOT EXISTS (SELECT 1 FROM "maintenance_requests" n WHERE n."bike_id" = r."bike_id" AND n."id" <> r."id"
      AND n."created_at" > c."at" AND n."created_at" <= c."at" + interval '30 days')
    AND NOT EXISTS (SELECT 1 FROM "maintenance_requests" n WHERE n."external_bike_id" = r."external_bike_id" AND n."id" <> r."id"
      AND n."created_at" > c."at" AND n."created_at" <= c."at" + interval '30 days')
  END AS "fixed"
FROM "maintenance_requests" r
CROSS JOIN LATERAL (
  SELECT s."at", s."actor_id" FROM "maintenance_steps" s WHERE s."request_id" = r."id" AND s."step" = 'completed'
  ORDER BY s."at", s."id" LIMIT 1
) c;--> statement-breakpoint
-- Rewrites the rows of these requests (a request no longer finished, or deleted, loses its row).
CREATE FUNCTION "maintenance_request_statistics_refresh"(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF ids IS NULL OR cardinality(ids) = 0 THEN RETURN; END IF;
  DELETE FROM "maintenance_request_statistics" WHERE "request_id" = ANY(ids);
  INSERT INTO "maintenance_request_statistics" ("request_id", "finished_at", "mechanic_id", "created_at", "store_id", "bike_id",
    "external_bike_id", "days", "fixed")
  SELECT "request_id", "finished_at", "mechanic_id", "created_at", "store_id", "bike_id", "external_bike_id", "days", "fixed"
  FROM "maintenance_request_statistics_of" WHERE "request_id" = ANY(ids);
END;
$$;--> statement-breakpoint
-- A completed step written or deleted: its request's first completion may have changed. Once per statement.
CREATE FUNCTION "maintenance_request_statistics_steps_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "maintenance_request_statistics_refresh"(array(SELECT DISTINCT "request_id" FROM "changed" WHERE "step" = 'completed'));
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "maintenance_request_statistics_step_moved"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "maintenance_request_statistics_refresh"(ARRAY[OLD."request_id", NEW."request_id"]);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "maintenance_request_statistics_steps_inserted" AFTER INSERT ON "maintenance_steps" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "maintenance_request_statistics_steps_changed"();--> statement-breakpoint
CREATE TRIGGER "maintenance_request_statistics_steps_deleted" AFTER DELETE ON "maintenance_steps" REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "maintenance_request_statistics_steps_changed"();--> statement-breakpoint
CREATE TRIGGER "maintenance_request_statistics_step_moved" AFTER UPDATE OF "request_id", "step", "at", "actor_id" ON "maintenance_steps" FOR EACH ROW WHEN ((OLD."step" = 'completed' OR NEW."step" = 'completed') AND (OLD."request_id", OLD."step", OLD."at", OLD."actor_id") IS DISTINCT FROM (NEW."request_id", NEW."step", NEW."at", NEW."actor_id")) EXECUTE FUNCTION "maintenance_request_statistics_step_moved"();--> statement-breakpoint
-- A request made or deleted changes the first-time fix of the finished requests of its bike whose 30 days it falls in
-- (a day more, so that no daylight-saving hour is missed; refreshing one request too many is harmless).
CREATE FUNCTION "maintenance_request_statistics_neighbours"(bike integer, external_bike integer, made timestamptz) RETURNS SETOF integer
LANGUAGE sql STABLE AS $$
  SELECT s."request_id" FROM "maintenance_request_statistics" s
  WHERE s."bike_id" = bike AND s."finished_at" >= made - interval '31 days' AND s."finished_at" < made
  UNION
  SELECT s."request_id" FROM "maintenance_request_statistics" s
  WHERE s."external_bike_id" = external_bike AND s."finished_at" >= made - interval '31 days' AND s."finished_at" < made
$$;--> statement-breakpoint
CREATE FUNCTION "maintenance_request_statistics_requests_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "maintenance_request_statistics_refresh"(array(
    SELECT DISTINCT x FROM (SELECT DISTINCT "bike_id", "external_bike_id", "created_at" FROM "changed"
      WHERE "bike_id" IS NOT NULL OR "external_bike_id" IS NOT NULL) c
    CROSS JOIN LATERAL "maintenance_request_statistics_neighbours"(c."bike_id", c."external_bike_id", c."created_at") x));
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- A request whose creation moment, store or bike changed: its own row, and its old and new bike's neighbours.
CREATE FUNCTION "maintenance_request_statistics_request_moved"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "maintenance_request_statistics_refresh"(array(
    SELECT NEW."id"
    UNION SELECT "maintenance_request_statistics_neighbours"(OLD."bike_id", OLD."external_bike_id", OLD."created_at")
    UNION SELECT "maintenance_request_statistics_neighbours"(NEW."bike_id", NEW."external_bike_id", NEW."created_at")));
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "maintenance_request_statistics_requests_inserted" AFTER INSERT ON "maintenance_requests" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "maintenance_request_statistics_requests_changed"();--> statement-breakpoint
CREATE TRIGGER "maintenance_request_statistics_requests_deleted" AFTER DELETE ON "maintenance_requests" REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "maintenance_request_statistics_requests_changed"();--> statement-breakpoint
CREATE TRIGGER "maintenance_request_statistics_request_moved" AFTER UPDATE OF "created_at", "store_id", "bike_id", "external_bike_id" ON "maintenance_requests" FOR EACH ROW WHEN ((OLD."created_at", OLD."store_id", OLD."bike_id", OLD."external_bike_id") IS DISTINCT FROM (NEW."created_at", NEW."store_id", NEW."bike_id", NEW."external_bike_id")) EXECUTE FUNCTION "maintenance_request_statistics_request_moved"();--> statement-breakpoint
-- Everything computed again from the requests and their steps: the backfill below, and what a bulk load that paused
-- the triggers (the bench) calls once after it.
CREATE FUNCTION "maintenance_request_statistics_rebuild"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE "maintenance_request_statistics";
  INSERT INTO "maintenance_request_statistics" ("request_id", "finished_at", "mechanic_id", "created_at", "store_id", "bike_id",
    "external_bike_id", "days", "fixed")
  SELECT "request_id", "finished_at", "mechanic_id", "created_at", "store_id", "bike_id", "external_bike_id", "days", "fixed"
  FROM "maintenance_request_statistics_of";
END;
$$;--> statement-breakpoint
SELECT "maintenance_request_statistics_rebuild"();
