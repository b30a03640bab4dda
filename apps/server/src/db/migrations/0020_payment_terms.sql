DROP INDEX "invoices_request_key";--> statement-breakpoint
ALTER TABLE "firm_fees" ADD COLUMN "individual_terms" text DEFAULT 'on_invoice' NOT NULL;--> statement-breakpoint
ALTER TABLE "firm_fees" ADD COLUMN "organisation_terms" text DEFAULT 'on_account' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "kind" text DEFAULT 'final' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "terms" text DEFAULT 'on_invoice' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_request_kind_live_key" ON "invoices" USING btree ("request_id","kind") WHERE "invoices"."status" <> 'credited';--> statement-breakpoint
CREATE INDEX "invoices_request_idx" ON "invoices" USING btree ("request_id","issued_at");--> statement-breakpoint
-- A firm that held reports until paid keeps doing so for both kinds of client; one that did not keeps nothing waiting.
UPDATE "firm_fees" SET "individual_terms" = CASE WHEN "pay_before_release" THEN 'before_release' ELSE 'on_invoice' END,
  "organisation_terms" = CASE WHEN "pay_before_release" THEN 'before_release' ELSE 'on_invoice' END;--> statement-breakpoint
ALTER TABLE "invoices" DISABLE TRIGGER "invoices_no_edit";--> statement-breakpoint
UPDATE "invoices" SET "terms" = 'before_release' WHERE "pay_before_release";--> statement-breakpoint
ALTER TABLE "invoices" ENABLE TRIGGER "invoices_no_edit";--> statement-breakpoint
ALTER TABLE "firm_fees" DROP COLUMN "pay_before_release";--> statement-breakpoint
ALTER TABLE "firm_fees" ADD CONSTRAINT "firm_fees_individual_terms" CHECK ("firm_fees"."individual_terms" in ('on_invoice', 'before_visit', 'before_release'));--> statement-breakpoint
ALTER TABLE "firm_fees" ADD CONSTRAINT "firm_fees_organisation_terms" CHECK ("firm_fees"."organisation_terms" in ('on_invoice', 'before_visit', 'before_release', 'on_account'));--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_kind_check" CHECK ("invoices"."kind" in ('final', 'advance', 'balance'));