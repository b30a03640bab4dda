CREATE TABLE "etims_devices" (
	"tin" text NOT NULL,
	"branch_id" text NOT NULL,
	"device_serial" text NOT NULL,
	"cmc_key" text NOT NULL,
	"control_unit_serial" text,
	"mrc_no" text,
	"initialised_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "etims_devices_tin_branch_id_device_serial_pk" PRIMARY KEY("tin","branch_id","device_serial")
);
--> statement-breakpoint
CREATE TABLE "invoice_etims" (
	"invoice_id" uuid PRIMARY KEY NOT NULL,
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
	CONSTRAINT "invoice_etims_state_check" CHECK ("invoice_etims"."state" in ('pending', 'signed', 'failed')),
	CONSTRAINT "invoice_etims_signed_receipt" CHECK ("invoice_etims"."state" <> 'signed' or ("invoice_etims"."signature" is not null and "invoice_etims"."receipt_number" is not null and "invoice_etims"."control_unit_serial" is not null and "invoice_etims"."signed_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "invoice_etims" ADD CONSTRAINT "invoice_etims_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
-- A signed invoice's eTIMS receipt is what the printed invoice carries: never changed or removed.
CREATE FUNCTION "invoice_etims_signed_unchanged"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.state = 'signed' THEN
    RAISE EXCEPTION 'a signed eTIMS receipt is never changed';
  END IF;
  IF TG_OP = 'DELETE' THEN
    RETURN OLD;
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "invoice_etims_no_edit" BEFORE UPDATE OR DELETE ON "invoice_etims" FOR EACH ROW EXECUTE FUNCTION "invoice_etims_signed_unchanged"();
