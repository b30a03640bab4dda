CREATE TABLE "firm_fees" (
	"firm_id" uuid PRIMARY KEY NOT NULL,
	"vat_registered" boolean DEFAULT false NOT NULL,
	"travel_rate_per_km" integer,
	"official_search_fee" integer,
	"pay_before_release" boolean DEFAULT false NOT NULL,
	"fixed_fees" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "firm_fees_travel_rate" CHECK ("firm_fees"."travel_rate_per_km" is null or "firm_fees"."travel_rate_per_km" >= 0),
	CONSTRAINT "firm_fees_official_search" CHECK ("firm_fees"."official_search_fee" is null or "firm_fees"."official_search_fee" >= 0)
);
--> statement-breakpoint
CREATE TABLE "invoice_counters" (
	"firm_id" uuid PRIMARY KEY NOT NULL,
	"last" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"firm_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"request_id" uuid NOT NULL,
	"status" text DEFAULT 'issued' NOT NULL,
	"seller_name" text NOT NULL,
	"seller_pin" text,
	"buyer_name" text NOT NULL,
	"buyer_pin" text,
	"lines" jsonb NOT NULL,
	"subtotal" integer NOT NULL,
	"vat_rate_bp" integer,
	"vat_amount" integer,
	"total" integer NOT NULL,
	"fee" jsonb NOT NULL,
	"comparison" jsonb,
	"pay_before_release" boolean NOT NULL,
	"issued_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp (3) with time zone,
	CONSTRAINT "invoices_status_check" CHECK ("invoices"."status" in ('issued', 'paid', 'credited')),
	CONSTRAINT "invoices_amounts" CHECK ("invoices"."subtotal" >= 0 and "invoices"."total" >= "invoices"."subtotal")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"method" text NOT NULL,
	"status" text NOT NULL,
	"amount" integer NOT NULL,
	"phone" text,
	"reference" text,
	"merchant_request_id" text,
	"checkout_request_id" text,
	"result_code" integer,
	"result_desc" text,
	"created_by" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp (3) with time zone,
	CONSTRAINT "payments_amount" CHECK ("payments"."amount" > 0),
	CONSTRAINT "payments_method_check" CHECK ("payments"."method" in ('mpesa', 'bank_transfer', 'rtgs', 'cheque')),
	CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('pending', 'paid', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "request_quotes" (
	"request_id" uuid PRIMARY KEY NOT NULL,
	"expected_value" bigint NOT NULL,
	"quote" jsonb NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "firm_fees" ADD CONSTRAINT "firm_fees_firm_id_organisations_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "firm_fees" ADD CONSTRAINT "firm_fees_updated_by_profiles_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_counters" ADD CONSTRAINT "invoice_counters_firm_id_organisations_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_firm_id_organisations_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."organisations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_request_id_valuation_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."valuation_requests"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_quotes" ADD CONSTRAINT "request_quotes_request_id_valuation_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."valuation_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_firm_number_key" ON "invoices" USING btree ("firm_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_request_key" ON "invoices" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "invoices_firm_status_idx" ON "invoices" USING btree ("firm_id","status","issued_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_checkout_request_key" ON "payments" USING btree ("checkout_request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_pending_key" ON "payments" USING btree ("invoice_id") WHERE "payments"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "payments_invoice_idx" ON "payments" USING btree ("invoice_id","created_at");--> statement-breakpoint
-- A quote is what the client was shown when ordering: written once, never changed.
CREATE FUNCTION "request_quotes_unchanged"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'request_quotes rows are written once and never changed';
END
$$;--> statement-breakpoint
CREATE TRIGGER "request_quotes_no_update" BEFORE UPDATE ON "request_quotes" FOR EACH ROW EXECUTE FUNCTION "request_quotes_unchanged"();--> statement-breakpoint
-- An issued invoice is never edited: only its status moves, issued → paid (a correction is a credit note).
CREATE FUNCTION "invoices_issued_unchanged"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (to_jsonb(NEW) - 'status' - 'paid_at') IS DISTINCT FROM (to_jsonb(OLD) - 'status' - 'paid_at')
     OR NOT (OLD.status = NEW.status OR (OLD.status = 'issued' AND NEW.status = 'paid')) THEN
    RAISE EXCEPTION 'an issued invoice is never edited: only issued → paid';
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "invoices_no_edit" BEFORE UPDATE ON "invoices" FOR EACH ROW EXECUTE FUNCTION "invoices_issued_unchanged"();--> statement-breakpoint
CREATE TRIGGER "invoices_no_delete" BEFORE DELETE ON "invoices" FOR EACH ROW EXECUTE FUNCTION "invoices_issued_unchanged"();--> statement-breakpoint
-- A payment is settled once: pending → paid or failed, with its receipt or result; never changed after.
CREATE FUNCTION "payments_settled_unchanged"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (to_jsonb(NEW) - 'created_by') = (to_jsonb(OLD) - 'created_by') THEN
    RETURN NEW; -- only the link to a person removed from the system
  END IF;
  IF TG_OP = 'DELETE' OR OLD.status <> 'pending'
     OR (to_jsonb(NEW) - 'status' - 'reference' - 'result_code' - 'result_desc' - 'settled_at' - 'merchant_request_id' - 'checkout_request_id' - 'created_by')
        IS DISTINCT FROM (to_jsonb(OLD) - 'status' - 'reference' - 'result_code' - 'result_desc' - 'settled_at' - 'merchant_request_id' - 'checkout_request_id' - 'created_by') THEN
    RAISE EXCEPTION 'a settled payment is never changed';
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "payments_no_edit" BEFORE UPDATE OR DELETE ON "payments" FOR EACH ROW EXECUTE FUNCTION "payments_settled_unchanged"();
