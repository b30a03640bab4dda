CREATE TABLE "backups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trigger" text NOT NULL,
	"status" text NOT NULL,
	"filename" text,
	"size_bytes" bigint,
	"sha256" text,
	"error" text,
	"requested_by" uuid,
	"started_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp (3) with time zone
);
--> statement-breakpoint
CREATE TABLE "firm_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"name" text NOT NULL,
	"company_registration" text,
	"vrb_firm_number" text,
	"kra_pin" text,
	"vat_registration" text,
	"postal_address" text,
	"physical_address" text NOT NULL,
	"phone" text,
	"email" text,
	"website" text,
	"logo_storage_key" text,
	"logo_content_type" text,
	"fsv_band_min" numeric(4, 3) NOT NULL,
	"fsv_band_max" numeric(4, 3) NOT NULL,
	"signatory_name" text,
	"signatory_title" text,
	"updated_by" uuid,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "firm_settings_single_row" CHECK ("firm_settings"."id" = 1),
	CONSTRAINT "firm_settings_fsv_band" CHECK ("firm_settings"."fsv_band_min" > 0 and "firm_settings"."fsv_band_min" < "firm_settings"."fsv_band_max" and "firm_settings"."fsv_band_max" <= 1)
);
--> statement-breakpoint
ALTER TABLE "backups" ADD CONSTRAINT "backups_requested_by_profiles_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "firm_settings" ADD CONSTRAINT "firm_settings_updated_by_profiles_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "backups_started_idx" ON "backups" USING btree ("started_at");