CREATE TABLE "report_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"report_id" uuid NOT NULL,
	"n" integer NOT NULL,
	"verify_code" text NOT NULL,
	"state" text DEFAULT 'rendering' NOT NULL,
	"document_id" uuid,
	"sha256" text,
	"job_id" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"rendered_at" timestamp (3) with time zone,
	CONSTRAINT "report_files_verify_code_unique" UNIQUE("verify_code"),
	CONSTRAINT "report_files_report_n_key" UNIQUE("report_id","n"),
	CONSTRAINT "report_files_state_check" CHECK ("report_files"."state" in ('rendering', 'ready', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "report_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"report_id" uuid NOT NULL,
	"n" integer NOT NULL,
	"reviewer_id" uuid,
	"decision" text NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"section_comments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_reviews_report_n_key" UNIQUE("report_id","n"),
	CONSTRAINT "report_reviews_decision_check" CHECK ("report_reviews"."decision" in ('approved', 'changes_requested'))
);
--> statement-breakpoint
CREATE TABLE "report_template_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"template_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"name" text NOT NULL,
	"purpose" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sections" jsonb NOT NULL,
	"seed_key" text,
	"seed_version" integer,
	"created_by" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_template_versions_template_version_key" UNIQUE("template_id","version"),
	CONSTRAINT "report_template_versions_seed_key" UNIQUE("seed_key","seed_version"),
	CONSTRAINT "report_template_versions_purpose_check" CHECK ("report_template_versions"."purpose" in ('sale', 'mortgage', 'insurance', 'probate', 'rental', 'other')),
	CONSTRAINT "report_template_versions_version_check" CHECK ("report_template_versions"."version" >= 1)
);
--> statement-breakpoint
CREATE TABLE "report_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_profile_id" uuid,
	"current_version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_templates_version_check" CHECK ("report_templates"."current_version" >= 1)
);
--> statement-breakpoint
CREATE TABLE "report_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"report_id" uuid NOT NULL,
	"n" integer NOT NULL,
	"content" jsonb NOT NULL,
	"market_value" bigint,
	"forced_sale_value" bigint,
	"insurance_value" bigint,
	"sha256" text NOT NULL,
	"submitted_by" uuid,
	"submitted_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_versions_report_n_key" UNIQUE("report_id","n")
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"template_version_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"content" jsonb NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reports_request_id_unique" UNIQUE("request_id"),
	CONSTRAINT "reports_status_check" CHECK ("reports"."status" in ('draft', 'submitted', 'changes_requested', 'approved')),
	CONSTRAINT "reports_version_check" CHECK ("reports"."version" >= 1)
);
--> statement-breakpoint
CREATE TABLE "valuer_profiles" (
	"profile_id" uuid PRIMARY KEY NOT NULL,
	"vrb_number" text,
	"signature_document_id" uuid,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "report_files" ADD CONSTRAINT "report_files_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_files" ADD CONSTRAINT "report_files_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_reviews" ADD CONSTRAINT "report_reviews_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_reviews" ADD CONSTRAINT "report_reviews_reviewer_id_profiles_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_template_versions" ADD CONSTRAINT "report_template_versions_template_id_report_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."report_templates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_template_versions" ADD CONSTRAINT "report_template_versions_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_templates" ADD CONSTRAINT "report_templates_owner_profile_id_profiles_id_fk" FOREIGN KEY ("owner_profile_id") REFERENCES "public"."profiles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_versions" ADD CONSTRAINT "report_versions_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_versions" ADD CONSTRAINT "report_versions_submitted_by_profiles_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_request_id_valuation_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."valuation_requests"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_template_version_id_report_template_versions_id_fk" FOREIGN KEY ("template_version_id") REFERENCES "public"."report_template_versions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_author_id_profiles_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."profiles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "valuer_profiles" ADD CONSTRAINT "valuer_profiles_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "valuer_profiles" ADD CONSTRAINT "valuer_profiles_signature_document_id_documents_id_fk" FOREIGN KEY ("signature_document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_templates_owner_idx" ON "report_templates" USING btree ("owner_profile_id");--> statement-breakpoint
CREATE INDEX "report_versions_submitted_idx" ON "report_versions" USING btree ("submitted_at");--> statement-breakpoint
CREATE INDEX "reports_author_idx" ON "reports" USING btree ("author_id","updated_at");--> statement-breakpoint
CREATE INDEX "reports_status_idx" ON "reports" USING btree ("status");--> statement-breakpoint
-- A VRB number kept on the profile before valuer profiles existed moves to its valuer profile.
INSERT INTO "valuer_profiles" ("profile_id", "vrb_number") SELECT "id", "vrb_number" FROM "profiles" WHERE "vrb_number" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" DROP COLUMN "vrb_number";