ALTER TABLE "firm_settings" ADD COLUMN "min_comparables" smallint DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "inspections" ADD COLUMN "inspected_on" date;--> statement-breakpoint
ALTER TABLE "firm_settings" ADD CONSTRAINT "firm_settings_min_comparables" CHECK ("firm_settings"."min_comparables" between 0 and 20);