CREATE TABLE "mock_test_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"test_slug" text NOT NULL,
	"attempt_number" integer NOT NULL,
	"language" text NOT NULL,
	"status" text DEFAULT 'in_progress' NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"responses" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"submitted_at" timestamp with time zone,
	"submitted_by" text,
	"score" double precision,
	"max_score" double precision NOT NULL,
	"correct" integer,
	"wrong" integer,
	"skipped" integer,
	"accuracy" double precision,
	"time_spent_ms" integer,
	CONSTRAINT "mock_test_attempts_status" CHECK ("mock_test_attempts"."status" IN ('in_progress', 'submitted')),
	CONSTRAINT "mock_test_attempts_submitted_by" CHECK ("mock_test_attempts"."submitted_by" IN ('candidate', 'deadline')),
	CONSTRAINT "mock_test_attempts_language" CHECK ("mock_test_attempts"."language" IN ('en', 'hi'))
);
--> statement-breakpoint
CREATE TABLE "mock_tests" (
	"slug" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"exam" text NOT NULL,
	"sector" text NOT NULL,
	"content" jsonb NOT NULL,
	"question_count" integer NOT NULL,
	"max_score" double precision NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mock_test_attempts" ADD CONSTRAINT "mock_test_attempts_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mock_test_attempts" ADD CONSTRAINT "mock_test_attempts_test_slug_mock_tests_slug_fk" FOREIGN KEY ("test_slug") REFERENCES "public"."mock_tests"("slug") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mock_test_attempts_user_test_number_idx" ON "mock_test_attempts" USING btree ("user_id","test_slug","attempt_number");--> statement-breakpoint
CREATE UNIQUE INDEX "mock_test_attempts_one_in_progress_idx" ON "mock_test_attempts" USING btree ("user_id","test_slug") WHERE "mock_test_attempts"."status" = 'in_progress';--> statement-breakpoint
CREATE INDEX "mock_test_attempts_due_idx" ON "mock_test_attempts" USING btree ("deadline") WHERE "mock_test_attempts"."status" = 'in_progress';--> statement-breakpoint
CREATE INDEX "mock_test_attempts_ranked_idx" ON "mock_test_attempts" USING btree ("test_slug","score") WHERE "mock_test_attempts"."attempt_number" = 1 AND "mock_test_attempts"."status" = 'submitted';--> statement-breakpoint
CREATE INDEX "mock_test_attempts_user_started_idx" ON "mock_test_attempts" USING btree ("user_id","started_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "mock_tests_sector_idx" ON "mock_tests" USING btree ("sector","exam");