-- A member's gender, private like the category: women's fees, women's age relaxations and posts marked
-- by gender read it. The change feed's trigger names it among the facts eligibility reads, so a member's
-- kept verdicts and fee are forgotten when it changes.
ALTER TABLE "profiles" ADD COLUMN "gender" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_gender" CHECK ("profiles"."gender" IN ('female', 'male', 'transgender', 'undisclosed'));--> statement-breakpoint
DROP TRIGGER "profile_changed_notify" ON "profiles";--> statement-breakpoint
CREATE TRIGGER "profile_changed_notify" AFTER UPDATE ON "profiles"
  FOR EACH ROW WHEN (
    OLD."is_admin" IS DISTINCT FROM NEW."is_admin" OR OLD."preferred_language" IS DISTINCT FROM NEW."preferred_language"
    OR OLD."name" IS DISTINCT FROM NEW."name" OR OLD."avatar_url" IS DISTINCT FROM NEW."avatar_url"
    OR OLD."date_of_birth" IS DISTINCT FROM NEW."date_of_birth" OR OLD."category" IS DISTINCT FROM NEW."category"
    OR OLD."pwbd" IS DISTINCT FROM NEW."pwbd" OR OLD."ex_serviceman" IS DISTINCT FROM NEW."ex_serviceman"
    OR OLD."state" IS DISTINCT FROM NEW."state" OR OLD."qualification" IS DISTINCT FROM NEW."qualification"
    OR OLD."gender" IS DISTINCT FROM NEW."gender"
  ) EXECUTE FUNCTION "jobportal_notify_user_changed"();
