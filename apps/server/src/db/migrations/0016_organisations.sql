CREATE TABLE "memberships" (
	"profile_id" uuid NOT NULL,
	"organisation_id" uuid NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "memberships_profile_id_organisation_id_pk" PRIMARY KEY("profile_id","organisation_id"),
	CONSTRAINT "memberships_role_check" CHECK ("memberships"."role" in ('user', 'agent', 'admin'))
);
--> statement-breakpoint
CREATE TABLE "organisations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"parent_id" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organisations_kind_check" CHECK ("organisations"."kind" in ('firm', 'bank', 'sacco', 'insurer', 'company', 'other'))
);
--> statement-breakpoint
-- The deployment's firm is an organisation like any other; its id is data. Named after the
-- firm's details when they exist (they are filled on first use), and kept in step with them.
INSERT INTO "organisations" ("kind", "name")
  SELECT 'firm', coalesce((SELECT "name" FROM "firm_settings" WHERE "id" = 1), 'Valuation firm');--> statement-breakpoint
-- The firm this deployment runs: the first firm with no parent. Requests inserted without a
-- firm belong to it; the server reads it once at start (modules/organisations).
CREATE FUNCTION "deployment_firm_id"() RETURNS uuid LANGUAGE sql STABLE AS $$
  SELECT "id" FROM "organisations" WHERE "kind" = 'firm' AND "parent_id" IS NULL ORDER BY "created_at", "id" LIMIT 1
$$;--> statement-breakpoint
ALTER TABLE "valuation_requests" ADD COLUMN "firm_id" uuid DEFAULT deployment_firm_id() NOT NULL;--> statement-breakpoint
ALTER TABLE "valuation_requests" ADD COLUMN "client_organisation_id" uuid;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisations" ADD CONSTRAINT "organisations_parent_id_organisations_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."organisations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "memberships_organisation_idx" ON "memberships" USING btree ("organisation_id");--> statement-breakpoint
CREATE INDEX "organisations_parent_idx" ON "organisations" USING btree ("parent_id");--> statement-breakpoint
ALTER TABLE "valuation_requests" ADD CONSTRAINT "valuation_requests_firm_id_organisations_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."organisations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "valuation_requests" ADD CONSTRAINT "valuation_requests_client_organisation_id_organisations_id_fk" FOREIGN KEY ("client_organisation_id") REFERENCES "public"."organisations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "valuation_requests_client_organisation_idx" ON "valuation_requests" USING btree ("client_organisation_id");;--> statement-breakpoint
-- The firm's staff (valuers and admins) are members of the firm with their role. The role lives
-- in user_roles (one write path); these triggers keep the firm's memberships in step with it.
CREATE FUNCTION "firm_membership_sync"(uid text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  pid uuid;
  r text;
  firm uuid := deployment_firm_id();
BEGIN
  SELECT "id" INTO pid FROM "profiles" WHERE "user_id" = uid;
  IF pid IS NULL OR firm IS NULL THEN
    RETURN;
  END IF;
  SELECT "role" INTO r FROM "user_roles" WHERE "user_id" = uid;
  IF r IN ('agent', 'admin') THEN
    INSERT INTO "memberships" ("profile_id", "organisation_id", "role") VALUES (pid, firm, r)
      ON CONFLICT ("profile_id", "organisation_id") DO UPDATE SET "role" = excluded."role";
  ELSE
    DELETE FROM "memberships" WHERE "profile_id" = pid AND "organisation_id" = firm;
  END IF;
END $$;--> statement-breakpoint
CREATE FUNCTION "firm_membership_of_row"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM firm_membership_sync(NEW."user_id");
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "user_roles_firm_membership" AFTER INSERT OR UPDATE OF "role" ON "user_roles"
  FOR EACH ROW EXECUTE FUNCTION firm_membership_of_row();--> statement-breakpoint
CREATE TRIGGER "profiles_firm_membership" AFTER INSERT ON "profiles"
  FOR EACH ROW EXECUTE FUNCTION firm_membership_of_row();--> statement-breakpoint
INSERT INTO "memberships" ("profile_id", "organisation_id", "role")
  SELECT p."id", deployment_firm_id(), ur."role" FROM "user_roles" ur JOIN "profiles" p ON p."user_id" = ur."user_id"
  WHERE ur."role" IN ('agent', 'admin');--> statement-breakpoint
CREATE FUNCTION "firm_settings_name_to_organisation"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "organisations" SET "name" = NEW."name" WHERE "id" = deployment_firm_id();
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "firm_settings_name" AFTER INSERT OR UPDATE OF "name" ON "firm_settings"
  FOR EACH ROW EXECUTE FUNCTION firm_settings_name_to_organisation();
