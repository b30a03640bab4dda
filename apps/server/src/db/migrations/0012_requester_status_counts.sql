CREATE TABLE "requester_status_counts" (
	"requester_id" uuid NOT NULL,
	"status" text NOT NULL,
	"requests" integer NOT NULL,
	CONSTRAINT "requester_status_counts_pkey" PRIMARY KEY("requester_id","status")
);
--> statement-breakpoint
-- Each requester's requests per status (requester-status-counts.table.ts). Every write to
-- valuation_requests updates it by trigger, in the same transaction.
-- Add signed counts per (requester, status); several deltas of one key are summed first, a net 0
-- touches nothing, keys are upserted in key order (two transactions lock rows in the same order)
-- and a count that reaches 0 is deleted (by the row version the upsert returned).
CREATE FUNCTION "requester_counts_add"(deltas requester_status_counts[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  gone tid[];
BEGIN
  WITH up AS (
    INSERT INTO requester_status_counts AS s (requester_id, status, requests)
    SELECT d.requester_id, d.status, sum(d.requests) FROM unnest(deltas) d
      GROUP BY d.requester_id, d.status HAVING sum(d.requests) <> 0 ORDER BY d.requester_id, d.status
    ON CONFLICT ON CONSTRAINT requester_status_counts_pkey DO UPDATE SET requests = s.requests + excluded.requests
    RETURNING s.ctid, s.requests
  ) SELECT array_agg(up.ctid) FILTER (WHERE up.requests = 0) INTO gone FROM up;
  IF gone IS NOT NULL THEN
    DELETE FROM requester_status_counts WHERE ctid = ANY (gone);
  END IF;
END $$;
--> statement-breakpoint
-- Rows entering valuation_requests count +1 under (requester, status), rows leaving it -1; an
-- update is both. Inserts and deletes per statement (a bulk load is summed once), updates per row
-- (only those that change a key).
CREATE FUNCTION "requester_counts_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM requester_counts_add(ARRAY(
      SELECT ROW(r.requester_id, r.status, count(*))::requester_status_counts FROM new_rows r GROUP BY r.requester_id, r.status));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM requester_counts_add(ARRAY(
      SELECT ROW(r.requester_id, r.status, -count(*))::requester_status_counts FROM old_rows r GROUP BY r.requester_id, r.status));
  ELSE
    PERFORM requester_counts_add(ARRAY[ROW(OLD.requester_id, OLD.status, -1)::requester_status_counts,
                                       ROW(NEW.requester_id, NEW.status, 1)::requester_status_counts]);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
INSERT INTO "requester_status_counts" ("requester_id", "status", "requests")
  SELECT "requester_id", "status", count(*) FROM "valuation_requests" GROUP BY 1, 2;
--> statement-breakpoint
CREATE TRIGGER "requester_counts_inserted" AFTER INSERT ON "valuation_requests"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION requester_counts_changed();
--> statement-breakpoint
CREATE TRIGGER "requester_counts_deleted" AFTER DELETE ON "valuation_requests"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION requester_counts_changed();
--> statement-breakpoint
CREATE TRIGGER "requester_counts_updated" AFTER UPDATE ON "valuation_requests" FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.requester_id IS DISTINCT FROM NEW.requester_id)
  EXECUTE FUNCTION requester_counts_changed();
--> statement-breakpoint
-- Also under session_replication_role = replica (a bulk load that skips the foreign-key checks).
ALTER TABLE "valuation_requests" ENABLE ALWAYS TRIGGER "requester_counts_inserted";
--> statement-breakpoint
ALTER TABLE "valuation_requests" ENABLE ALWAYS TRIGGER "requester_counts_deleted";
--> statement-breakpoint
ALTER TABLE "valuation_requests" ENABLE ALWAYS TRIGGER "requester_counts_updated";
