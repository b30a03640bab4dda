CREATE TABLE "credit_note_etims" (
	"credit_note_id" uuid PRIMARY KEY NOT NULL,
	"etims_number" integer NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"body_hash" text,
	"receipt_number" integer,
	"total_receipt_number" integer,
	"internal_data" text,
	"signature" text,
	"control_unit_serial" text,
	"mrc_no" text,
	"signed_at" timestamp (3) with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_note_etims_state_check" CHECK ("credit_note_etims"."state" in ('pending', 'signed', 'failed')),
	CONSTRAINT "credit_note_etims_signed_receipt" CHECK ("credit_note_etims"."state" <> 'signed' or ("credit_note_etims"."signature" is not null and "credit_note_etims"."receipt_number" is not null and "credit_note_etims"."control_unit_serial" is not null and "credit_note_etims"."signed_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "credit_note_counters" (
	"firm_id" uuid PRIMARY KEY NOT NULL,
	"last" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"firm_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"invoice_id" uuid NOT NULL,
	"subtotal" integer NOT NULL,
	"vat_rate_bp" integer,
	"vat_amount" integer,
	"total" integer NOT NULL,
	"reason" text NOT NULL,
	"issued_by" uuid,
	"issued_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_notes_amounts" CHECK ("credit_notes"."subtotal" >= 0 and "credit_notes"."total" >= 1 and "credit_notes"."total" = "credit_notes"."subtotal" + coalesce("credit_notes"."vat_amount", 0))
);
--> statement-breakpoint
CREATE TABLE "etims_counters" (
	"firm_id" uuid PRIMARY KEY NOT NULL,
	"last" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoice_etims" ADD COLUMN "etims_number" integer;--> statement-breakpoint
-- Invoices sent before the shared eTIMS series were sent under their own number: the series goes on from the last invoice number.
ALTER TABLE "invoice_etims" DISABLE TRIGGER "invoice_etims_no_edit";--> statement-breakpoint
UPDATE "invoice_etims" SET "etims_number" = "invoices"."number" FROM "invoices" WHERE "invoices"."id" = "invoice_etims"."invoice_id";--> statement-breakpoint
ALTER TABLE "invoice_etims" ENABLE TRIGGER "invoice_etims_no_edit";--> statement-breakpoint
ALTER TABLE "invoice_etims" ALTER COLUMN "etims_number" SET NOT NULL;--> statement-breakpoint
INSERT INTO "etims_counters" ("firm_id", "last") SELECT "firm_id", "last" FROM "invoice_counters";--> statement-breakpoint
ALTER TABLE "credit_note_etims" ADD CONSTRAINT "credit_note_etims_credit_note_id_credit_notes_id_fk" FOREIGN KEY ("credit_note_id") REFERENCES "public"."credit_notes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_note_counters" ADD CONSTRAINT "credit_note_counters_firm_id_organisations_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_firm_id_organisations_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."organisations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_issued_by_profiles_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "etims_counters" ADD CONSTRAINT "etims_counters_firm_id_organisations_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_firm_number_key" ON "credit_notes" USING btree ("firm_id","number");--> statement-breakpoint
CREATE INDEX "credit_notes_invoice_idx" ON "credit_notes" USING btree ("invoice_id","number");--> statement-breakpoint
-- An invoice's status moves issued → paid, and to credited (from issued or paid) once credit notes cancel it in full; nothing else ever changes.
CREATE OR REPLACE FUNCTION "invoices_issued_unchanged"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (to_jsonb(NEW) - 'status' - 'paid_at') IS DISTINCT FROM (to_jsonb(OLD) - 'status' - 'paid_at')
     OR NOT (OLD.status = NEW.status
             OR (OLD.status = 'issued' AND NEW.status IN ('paid', 'credited'))
             OR (OLD.status = 'paid' AND NEW.status = 'credited')) THEN
    RAISE EXCEPTION 'an issued invoice is never edited: only issued → paid, issued or paid → credited';
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
-- A credit note is never changed or removed: only its link to a person removed from the system.
CREATE FUNCTION "credit_notes_unchanged"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.issued_by IS NULL AND (to_jsonb(NEW) - 'issued_by') = (to_jsonb(OLD) - 'issued_by') THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'a credit note is never changed or removed';
END
$$;--> statement-breakpoint
CREATE TRIGGER "credit_notes_no_edit" BEFORE UPDATE OR DELETE ON "credit_notes" FOR EACH ROW EXECUTE FUNCTION "credit_notes_unchanged"();--> statement-breakpoint
-- A signed credit note's eTIMS receipt is never changed or removed (as an invoice's, migration 0019).
CREATE TRIGGER "credit_note_etims_no_edit" BEFORE UPDATE OR DELETE ON "credit_note_etims" FOR EACH ROW EXECUTE FUNCTION "invoice_etims_signed_unchanged"();
