CREATE TABLE "dashboard_approvals" (
	"audit_id" uuid PRIMARY KEY NOT NULL,
	"request_id" uuid NOT NULL,
	"approved_at" timestamp (3) with time zone NOT NULL,
	"requested_at" timestamp (3) with time zone NOT NULL,
	"revised" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dashboard_open_due" (
	"due_day" date NOT NULL,
	"status" text NOT NULL,
	"agent_id" uuid,
	"slot" smallint DEFAULT 0 NOT NULL,
	"requests" integer NOT NULL,
	CONSTRAINT "dashboard_open_due_key" UNIQUE NULLS NOT DISTINCT("due_day","status","agent_id","slot")
);
--> statement-breakpoint
CREATE TABLE "dashboard_open_totals" (
	"status" text NOT NULL,
	"agent_id" uuid,
	"slot" smallint DEFAULT 0 NOT NULL,
	"requests" integer NOT NULL,
	CONSTRAINT "dashboard_open_totals_key" UNIQUE NULLS NOT DISTINCT("status","agent_id","slot")
);
--> statement-breakpoint
CREATE TABLE "dashboard_received" (
	"day" date NOT NULL,
	"county" text,
	"purpose" text,
	"slot" smallint DEFAULT 0 NOT NULL,
	"requests" integer NOT NULL,
	CONSTRAINT "dashboard_received_key" UNIQUE NULLS NOT DISTINCT("day","county","purpose","slot")
);
--> statement-breakpoint
ALTER TABLE "valuation_requests" ADD COLUMN "property_county" text;--> statement-breakpoint
CREATE INDEX "dashboard_approvals_approved_idx" ON "dashboard_approvals" USING btree ("approved_at","requested_at","revised");--> statement-breakpoint
CREATE INDEX "dashboard_approvals_request_idx" ON "dashboard_approvals" USING btree ("request_id");--> statement-breakpoint
-- The admin dashboard's summaries (docs/decisions/011-admin-dashboard-summaries.md). Every write to
-- valuation_requests, to a property's county and to the approval rows of audit_logs updates them
-- by trigger, in the same transaction.
-- The Nairobi calendar day of an instant, at the domain's fixed +03:00 (NAIROBI_UTC_OFFSET_MINUTES).
CREATE FUNCTION "nairobi_day"(t timestamptz) RETURNS date LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT ((t AT TIME ZONE 'UTC') + interval '180 minutes')::date $$;
--> statement-breakpoint
-- Open work: OPEN_REQUEST_STATUSES (packages/domain/src/admin-dashboard.ts).
CREATE FUNCTION "dashboard_is_open"(status text) RETURNS boolean LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT status IN ('pending', 'assigned', 'visit_scheduled', 'in-progress', 'under_review') $$;
--> statement-breakpoint
-- A request's due date as a dashboard_open_due key: its Nairobi day, 'infinity' when it has none.
CREATE FUNCTION "dashboard_due_day"(due timestamptz) RETURNS date LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT coalesce(nairobi_day(due), 'infinity'::date) $$;
--> statement-breakpoint
-- Add signed counts per key, in this session's slot (several deltas of one key are summed first;
-- a net 0 touches nothing; a null element of `open` is a row that is not open work; the slot
-- field of the elements is not read). Keys are upserted in key order, so two transactions take
-- their row locks in the same order; a row whose count reaches 0 is deleted (by the row version
-- the upsert returned).
CREATE FUNCTION "dashboard_count"(received dashboard_received[], open dashboard_open_due[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  gone tid[];
  -- This session's slot (the tables' comment in admin-dashboard.table.ts).
  here smallint := pg_backend_pid() % 16;
BEGIN
  WITH up AS (
    INSERT INTO dashboard_received AS s (day, county, purpose, slot, requests)
    SELECT d.day, d.county, d.purpose, here, sum(d.requests) FROM unnest(received) d
      GROUP BY d.day, d.county, d.purpose HAVING sum(d.requests) <> 0 ORDER BY d.day, d.county, d.purpose
    ON CONFLICT ON CONSTRAINT dashboard_received_key DO UPDATE SET requests = s.requests + excluded.requests
    RETURNING s.ctid, s.requests
  ) SELECT array_agg(up.ctid) FILTER (WHERE up.requests = 0) INTO gone FROM up;
  IF gone IS NOT NULL THEN
    DELETE FROM dashboard_received WHERE ctid = ANY (gone);
  END IF;

  WITH up AS (
    INSERT INTO dashboard_open_totals AS s (status, agent_id, slot, requests)
    SELECT d.status, d.agent_id, here, sum(d.requests) FROM unnest(open) d WHERE d.status IS NOT NULL
      GROUP BY d.status, d.agent_id HAVING sum(d.requests) <> 0 ORDER BY d.status, d.agent_id
    ON CONFLICT ON CONSTRAINT dashboard_open_totals_key DO UPDATE SET requests = s.requests + excluded.requests
    RETURNING s.ctid, s.requests
  ) SELECT array_agg(up.ctid) FILTER (WHERE up.requests = 0) INTO gone FROM up;
  IF gone IS NOT NULL THEN
    DELETE FROM dashboard_open_totals WHERE ctid = ANY (gone);
  END IF;

  WITH up AS (
    INSERT INTO dashboard_open_due AS s (due_day, status, agent_id, slot, requests)
    SELECT d.due_day, d.status, d.agent_id, here, sum(d.requests) FROM unnest(open) d WHERE d.status IS NOT NULL
      GROUP BY d.due_day, d.status, d.agent_id HAVING sum(d.requests) <> 0 ORDER BY d.due_day, d.status, d.agent_id
    ON CONFLICT ON CONSTRAINT dashboard_open_due_key DO UPDATE SET requests = s.requests + excluded.requests
    RETURNING s.ctid, s.requests
  ) SELECT array_agg(up.ctid) FILTER (WHERE up.requests = 0) INTO gone FROM up;
  IF gone IS NOT NULL THEN
    DELETE FROM dashboard_open_due WHERE ctid = ANY (gone);
  END IF;
END $$;
--> statement-breakpoint
-- The approval rows of these requests, computed again from audit_logs (by its request_id index).
-- Writes to one request's audit trail are serialised by the request's row lock (status moves).
CREATE FUNCTION "dashboard_recount_approvals"(request_ids text[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM dashboard_approvals d USING unnest(request_ids) x(id) WHERE d.request_id = x.id::uuid;
  INSERT INTO dashboard_approvals (audit_id, request_id, approved_at, requested_at, revised)
    SELECT a.id, r.id, a.created_at, r.requested_at,
      EXISTS (SELECT 1 FROM audit_logs c WHERE c.action_type = 'report_changes_requested' AND c.details->>'request_id' = x.id)
    FROM unnest(request_ids) x(id)
    JOIN audit_logs a ON a.details->>'request_id' = x.id AND a.action_type = 'report_approved'
    JOIN valuation_requests r ON r.id = x.id::uuid
  ON CONFLICT (audit_id) DO UPDATE
    SET request_id = excluded.request_id, approved_at = excluded.approved_at, requested_at = excluded.requested_at, revised = excluded.revised;
$$;
--> statement-breakpoint
CREATE FUNCTION "dashboard_audit_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  affected text[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    affected := ARRAY(SELECT DISTINCT r.details->>'request_id' FROM new_rows r
                      WHERE r.action_type IN ('report_approved', 'report_changes_requested') AND r.details ? 'request_id');
  ELSIF TG_OP = 'DELETE' THEN
    affected := ARRAY(SELECT DISTINCT r.details->>'request_id' FROM old_rows r
                      WHERE r.action_type IN ('report_approved', 'report_changes_requested') AND r.details ? 'request_id');
  ELSE
    affected := ARRAY(SELECT r.details->>'request_id' FROM old_rows r
                      WHERE r.action_type IN ('report_approved', 'report_changes_requested') AND r.details ? 'request_id'
                      UNION
                      SELECT r.details->>'request_id' FROM new_rows r
                      WHERE r.action_type IN ('report_approved', 'report_changes_requested') AND r.details ? 'request_id');
  END IF;
  IF cardinality(affected) > 0 THEN
    PERFORM dashboard_recount_approvals(affected);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Rows entering valuation_requests count +1 under their keys, rows leaving it -1; an update is
-- both. Inserts and deletes are handled per statement (a bulk load is summed before upserting),
-- updates per row (only those that change a key). A deleted request takes its approvals along.
CREATE FUNCTION "dashboard_requests_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM dashboard_count(
      ARRAY(SELECT ROW(k.day, k.county, k.purpose, 0, k.n)::dashboard_received FROM (
        SELECT nairobi_day(r.requested_at) AS day, r.property_county AS county, r.purpose, count(*) AS n
        FROM new_rows r GROUP BY 1, 2, 3) k),
      ARRAY(SELECT ROW(k.due_day, k.status, k.agent_id, 0, k.n)::dashboard_open_due FROM (
        SELECT dashboard_due_day(r.due_date) AS due_day, r.status, r.assigned_agent_id AS agent_id, count(*) AS n
        FROM new_rows r WHERE dashboard_is_open(r.status) GROUP BY 1, 2, 3) k));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM dashboard_count(
      ARRAY(SELECT ROW(k.day, k.county, k.purpose, 0, -k.n)::dashboard_received FROM (
        SELECT nairobi_day(r.requested_at) AS day, r.property_county AS county, r.purpose, count(*) AS n
        FROM old_rows r GROUP BY 1, 2, 3) k),
      ARRAY(SELECT ROW(k.due_day, k.status, k.agent_id, 0, -k.n)::dashboard_open_due FROM (
        SELECT dashboard_due_day(r.due_date) AS due_day, r.status, r.assigned_agent_id AS agent_id, count(*) AS n
        FROM old_rows r WHERE dashboard_is_open(r.status) GROUP BY 1, 2, 3) k));
    DELETE FROM dashboard_approvals WHERE request_id IN (SELECT r.id FROM old_rows r);
  ELSE
    IF OLD.requested_at IS DISTINCT FROM NEW.requested_at THEN
      UPDATE dashboard_approvals SET requested_at = NEW.requested_at WHERE request_id = NEW.id;
    END IF;
    PERFORM dashboard_count(
      ARRAY[ROW(nairobi_day(OLD.requested_at), OLD.property_county, OLD.purpose, 0, -1)::dashboard_received,
            ROW(nairobi_day(NEW.requested_at), NEW.property_county, NEW.purpose, 0, 1)::dashboard_received],
      ARRAY[CASE WHEN dashboard_is_open(OLD.status) THEN ROW(dashboard_due_day(OLD.due_date), OLD.status, OLD.assigned_agent_id, 0, -1)::dashboard_open_due END,
            CASE WHEN dashboard_is_open(NEW.status) THEN ROW(dashboard_due_day(NEW.due_date), NEW.status, NEW.assigned_agent_id, 0, 1)::dashboard_open_due END]);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- valuation_requests.property_county is always its property's county.
CREATE FUNCTION "valuation_requests_copy_county"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.property_county := (SELECT p.county FROM properties p WHERE p.id = NEW.property_id);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE FUNCTION "properties_county_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE valuation_requests SET property_county = NEW.county WHERE property_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
UPDATE "valuation_requests" r SET "property_county" = p."county" FROM "properties" p WHERE p."id" = r."property_id" AND p."county" IS NOT NULL;
--> statement-breakpoint
INSERT INTO "dashboard_received" ("day", "county", "purpose", "requests")
  SELECT nairobi_day("requested_at"), "property_county", "purpose", count(*) FROM "valuation_requests" GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO "dashboard_open_totals" ("status", "agent_id", "requests")
  SELECT "status", "assigned_agent_id", count(*) FROM "valuation_requests" WHERE dashboard_is_open("status") GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO "dashboard_open_due" ("due_day", "status", "agent_id", "requests")
  SELECT dashboard_due_day("due_date"), "status", "assigned_agent_id", count(*) FROM "valuation_requests" WHERE dashboard_is_open("status") GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO "dashboard_approvals" ("audit_id", "request_id", "approved_at", "requested_at", "revised")
  SELECT a."id", r."id", a."created_at", r."requested_at",
    EXISTS (SELECT 1 FROM "audit_logs" c
            WHERE c."action_type" = 'report_changes_requested' AND c."details"->>'request_id' = a."details"->>'request_id')
  FROM "audit_logs" a JOIN "valuation_requests" r ON r."id" = (a."details"->>'request_id')::uuid
  WHERE a."action_type" = 'report_approved';
--> statement-breakpoint
CREATE TRIGGER "valuation_requests_copy_county" BEFORE INSERT OR UPDATE OF "property_id", "property_county" ON "valuation_requests"
  FOR EACH ROW EXECUTE FUNCTION valuation_requests_copy_county();
--> statement-breakpoint
CREATE TRIGGER "dashboard_requests_inserted" AFTER INSERT ON "valuation_requests"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_requests_changed();
--> statement-breakpoint
CREATE TRIGGER "dashboard_requests_deleted" AFTER DELETE ON "valuation_requests"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_requests_changed();
--> statement-breakpoint
CREATE TRIGGER "dashboard_requests_updated" AFTER UPDATE ON "valuation_requests" FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.assigned_agent_id IS DISTINCT FROM NEW.assigned_agent_id
     OR OLD.due_date IS DISTINCT FROM NEW.due_date OR OLD.requested_at IS DISTINCT FROM NEW.requested_at
     OR OLD.purpose IS DISTINCT FROM NEW.purpose OR OLD.property_county IS DISTINCT FROM NEW.property_county)
  EXECUTE FUNCTION dashboard_requests_changed();
--> statement-breakpoint
CREATE TRIGGER "properties_county_changed" AFTER UPDATE OF "county" ON "properties" FOR EACH ROW
  WHEN (OLD.county IS DISTINCT FROM NEW.county) EXECUTE FUNCTION properties_county_changed();
--> statement-breakpoint
CREATE TRIGGER "dashboard_audit_inserted" AFTER INSERT ON "audit_logs"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_audit_changed();
--> statement-breakpoint
CREATE TRIGGER "dashboard_audit_updated" AFTER UPDATE ON "audit_logs"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_audit_changed();
--> statement-breakpoint
CREATE TRIGGER "dashboard_audit_deleted" AFTER DELETE ON "audit_logs"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_audit_changed();
--> statement-breakpoint
-- Also under session_replication_role = replica (a bulk load that skips the foreign-key checks).
ALTER TABLE "valuation_requests" ENABLE ALWAYS TRIGGER "valuation_requests_copy_county";
--> statement-breakpoint
ALTER TABLE "valuation_requests" ENABLE ALWAYS TRIGGER "dashboard_requests_inserted";
--> statement-breakpoint
ALTER TABLE "valuation_requests" ENABLE ALWAYS TRIGGER "dashboard_requests_deleted";
--> statement-breakpoint
ALTER TABLE "valuation_requests" ENABLE ALWAYS TRIGGER "dashboard_requests_updated";
--> statement-breakpoint
ALTER TABLE "properties" ENABLE ALWAYS TRIGGER "properties_county_changed";

--> statement-breakpoint
ALTER TABLE "audit_logs" ENABLE ALWAYS TRIGGER "dashboard_audit_inserted";
--> statement-breakpoint
ALTER TABLE "audit_logs" ENABLE ALWAYS TRIGGER "dashboard_audit_updated";
--> statement-breakpoint
ALTER TABLE "audit_logs" ENABLE ALWAYS TRIGGER "dashboard_audit_deleted";
