CREATE TABLE "inspection_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_type" text NOT NULL,
	"version" integer NOT NULL,
	"template" jsonb NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inspection_templates_type_version_key" UNIQUE("property_type","version"),
	CONSTRAINT "inspection_templates_type_check" CHECK ("inspection_templates"."property_type" in ('residential', 'commercial', 'industrial', 'land')),
	CONSTRAINT "inspection_templates_version_check" CHECK ("inspection_templates"."version" >= 1)
);
--> statement-breakpoint
CREATE TABLE "inspections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"visit_id" uuid NOT NULL,
	"agent_id" uuid NOT NULL,
	"template_id" uuid NOT NULL,
	"template_version" integer NOT NULL,
	"template" jsonb NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'in_progress' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"started_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp (3) with time zone,
	"reopened_at" timestamp (3) with time zone,
	CONSTRAINT "inspections_visit_id_unique" UNIQUE("visit_id"),
	CONSTRAINT "inspections_status_check" CHECK ("inspections"."status" in ('in_progress', 'submitted')),
	CONSTRAINT "inspections_version_check" CHECK ("inspections"."version" >= 1)
);
--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "inspection_id" uuid;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "inspection_item_id" text;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "caption" text;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "client_id" uuid;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "width" integer;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "height" integer;--> statement-breakpoint
ALTER TABLE "inspections" ADD CONSTRAINT "inspections_request_id_valuation_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."valuation_requests"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspections" ADD CONSTRAINT "inspections_visit_id_site_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."site_visits"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspections" ADD CONSTRAINT "inspections_agent_id_profiles_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."profiles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspections" ADD CONSTRAINT "inspections_template_id_inspection_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."inspection_templates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inspections_agent_idx" ON "inspections" USING btree ("agent_id","updated_at");--> statement-breakpoint
CREATE INDEX "inspections_request_idx" ON "inspections" USING btree ("request_id");--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_inspection_id_inspections_id_fk" FOREIGN KEY ("inspection_id") REFERENCES "public"."inspections"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "documents_inspection_idx" ON "documents" USING btree ("inspection_id","created_at");--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_inspection_client_key" UNIQUE("inspection_id","client_id");