-- The change feed (decision 019): every instance keeps sessions, members' facts and public answers in
-- memory, and forgets them when PostgreSQL says they changed. Triggers, not application code, raise
-- the notices, so every writer is covered: better-auth, the admin CLI, a migration, psql. A notice is
-- delivered at commit, to every connection listening on the channel `jobportal_changes`.
--   s:<session id>:<user id>  a session ended (sign-out, revoke, password reset, expiry sweep)
--   u:<user id>               what a request knows of its viewer changed (name, image, ban, admin,
--                             language, the facts eligibility reads)
--   j:<user id>               that member's saved jobs changed
--   c                         published content changed (recruitments, notices, pages, stories, tests)
CREATE FUNCTION "jobportal_notify_session_ended"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('jobportal_changes', 's:' || OLD."id" || ':' || OLD."user_id");
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "session_ended_notify" AFTER DELETE ON "session"
  FOR EACH ROW EXECUTE FUNCTION "jobportal_notify_session_ended"();
--> statement-breakpoint
CREATE FUNCTION "jobportal_notify_user_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('jobportal_changes', 'u:' || NEW."id");
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "user_changed_notify" AFTER UPDATE ON "user"
  FOR EACH ROW WHEN (
    OLD."name" IS DISTINCT FROM NEW."name" OR OLD."email" IS DISTINCT FROM NEW."email"
    OR OLD."image" IS DISTINCT FROM NEW."image" OR OLD."banned" IS DISTINCT FROM NEW."banned"
    OR OLD."role" IS DISTINCT FROM NEW."role"
  ) EXECUTE FUNCTION "jobportal_notify_user_changed"();
--> statement-breakpoint
CREATE TRIGGER "profile_changed_notify" AFTER UPDATE ON "profiles"
  FOR EACH ROW WHEN (
    OLD."is_admin" IS DISTINCT FROM NEW."is_admin" OR OLD."preferred_language" IS DISTINCT FROM NEW."preferred_language"
    OR OLD."name" IS DISTINCT FROM NEW."name" OR OLD."avatar_url" IS DISTINCT FROM NEW."avatar_url"
    OR OLD."date_of_birth" IS DISTINCT FROM NEW."date_of_birth" OR OLD."category" IS DISTINCT FROM NEW."category"
    OR OLD."pwbd" IS DISTINCT FROM NEW."pwbd" OR OLD."ex_serviceman" IS DISTINCT FROM NEW."ex_serviceman"
    OR OLD."state" IS DISTINCT FROM NEW."state" OR OLD."qualification" IS DISTINCT FROM NEW."qualification"
  ) EXECUTE FUNCTION "jobportal_notify_user_changed"();
--> statement-breakpoint
CREATE FUNCTION "jobportal_notify_saved_jobs"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('jobportal_changes', 'j:' || OLD."user_id");
  ELSE
    PERFORM pg_notify('jobportal_changes', 'j:' || NEW."user_id");
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "saved_jobs_notify" AFTER INSERT OR DELETE ON "saved_jobs"
  FOR EACH ROW EXECUTE FUNCTION "jobportal_notify_saved_jobs"();
--> statement-breakpoint
CREATE FUNCTION "jobportal_notify_content"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('jobportal_changes', 'c');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "recruitments_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "recruitments"
  FOR EACH STATEMENT EXECUTE FUNCTION "jobportal_notify_content"();
--> statement-breakpoint
CREATE TRIGGER "notices_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "notices"
  FOR EACH STATEMENT EXECUTE FUNCTION "jobportal_notify_content"();
--> statement-breakpoint
CREATE TRIGGER "pages_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "pages"
  FOR EACH STATEMENT EXECUTE FUNCTION "jobportal_notify_content"();
--> statement-breakpoint
CREATE TRIGGER "stories_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "stories"
  FOR EACH STATEMENT EXECUTE FUNCTION "jobportal_notify_content"();
--> statement-breakpoint
CREATE TRIGGER "mock_tests_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "mock_tests"
  FOR EACH STATEMENT EXECUTE FUNCTION "jobportal_notify_content"();
--> statement-breakpoint
CREATE TRIGGER "typing_passages_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "typing_passages"
  FOR EACH STATEMENT EXECUTE FUNCTION "jobportal_notify_content"();
--> statement-breakpoint
CREATE TRIGGER "typing_rule_sets_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "typing_rule_sets"
  FOR EACH STATEMENT EXECUTE FUNCTION "jobportal_notify_content"();
