CREATE TABLE "visit_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"visit_id" uuid NOT NULL,
	"observations" text NOT NULL,
	"condition_rating" integer NOT NULL,
	"notes" text,
	"draft" boolean DEFAULT true NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visit_reviews_visit_id_unique" UNIQUE("visit_id"),
	CONSTRAINT "visit_reviews_rating_check" CHECK ("visit_reviews"."condition_rating" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "valuation_requests" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "visit_reviews" ADD CONSTRAINT "visit_reviews_visit_id_site_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."site_visits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_logs_request_idx" ON "audit_logs" USING btree (("details"->>'request_id'));