-- Notifications store their kind and parameters and are rendered when read (ADR 018). Rows written
-- before this keep their stored English title and body (params NULL) and are shown as they are;
-- new rows store params and leave title and body NULL. No data moves: the old text has no
-- parameters to recover.
ALTER TABLE "notifications" ALTER COLUMN "title" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ALTER COLUMN "body" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "notifications" ALTER COLUMN "body" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "params" jsonb;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_params_or_title" CHECK ("notifications"."params" is not null or "notifications"."title" is not null);