CREATE TABLE "request_reference_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "valuation_requests" ADD COLUMN "reference" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Requests received before references existed are numbered in the order they were received, per
-- Nairobi calendar year, and each year's counter continues after them.
WITH numbered AS (
  SELECT id, extract(year FROM nairobi_day(requested_at))::int AS year,
         row_number() OVER (PARTITION BY extract(year FROM nairobi_day(requested_at)) ORDER BY requested_at, id) AS serial
  FROM valuation_requests
)
UPDATE valuation_requests v SET reference = 'TH-' || n.year || '-' || lpad(n.serial::text, 4, '0')
FROM numbered n WHERE v.id = n.id;--> statement-breakpoint
INSERT INTO request_reference_counters (year, last)
SELECT extract(year FROM nairobi_day(requested_at))::int, count(*) FROM valuation_requests GROUP BY 1;--> statement-breakpoint
CREATE UNIQUE INDEX "valuation_requests_reference_key" ON "valuation_requests" USING btree ("reference");--> statement-breakpoint
-- A new request takes the next serial of its Nairobi year (formatRequestReference in
-- packages/domain/src/request-reference.ts spells the same "TH-YYYY-NNNN"). The counter row's
-- lock serialises concurrent inserts, and a rolled-back insert gives its number back.
CREATE FUNCTION "request_reference_assign"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  y integer := extract(year FROM nairobi_day(coalesce(NEW.requested_at, now())))::int;
  n integer;
BEGIN
  IF NEW.reference IS NOT NULL AND NEW.reference <> '' THEN
    RETURN NEW;
  END IF;
  INSERT INTO request_reference_counters AS c (year, last) VALUES (y, 1)
    ON CONFLICT (year) DO UPDATE SET last = c.last + 1
    RETURNING c.last INTO n;
  NEW.reference := 'TH-' || y || '-' || lpad(n::text, 4, '0');
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "valuation_requests_reference" BEFORE INSERT ON "valuation_requests"
  FOR EACH ROW EXECUTE FUNCTION request_reference_assign();
