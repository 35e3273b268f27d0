CREATE TABLE "files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sha256" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"page_count" integer,
	"original_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "files_sha256_unique" UNIQUE("sha256")
);
--> statement-breakpoint
CREATE TABLE "notices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"recruitment_id" uuid,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"title_hi" text,
	"body" text,
	"body_hi" text,
	"date" date NOT NULL,
	"status" text DEFAULT 'published' NOT NULL,
	"publish_at" timestamp with time zone,
	"pdf_file_id" uuid,
	"objection_start" date,
	"objection_end" date,
	"objection_fee_per_question" integer,
	"exam_date" date,
	"exam_date_status" text,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('simple', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(title_hi, '')), 'A') || setweight(to_tsvector('simple', coalesce(title_hi, '')), 'A') || setweight(to_tsvector('english', coalesce(body, '')), 'C') || setweight(to_tsvector('simple', coalesce(body, '')), 'C') || setweight(to_tsvector('english', coalesce(body_hi, '')), 'C') || setweight(to_tsvector('simple', coalesce(body_hi, '')), 'C')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recruitments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"title_hi" text,
	"organisation_name" text NOT NULL,
	"organisation_short_name" text NOT NULL,
	"organisation_website" text NOT NULL,
	"exam_name" text,
	"advertisement_no" text,
	"summary" text NOT NULL,
	"summary_hi" text,
	"sector" text NOT NULL,
	"states" text[] DEFAULT '{}'::text[] NOT NULL,
	"qualifications" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"publish_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"total_vacancies" integer,
	"pay_scale" text,
	"job_location" text,
	"application_start" date,
	"last_date" date,
	"details" jsonb NOT NULL,
	"official_source_url" text NOT NULL,
	"last_verified_at" date,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('simple', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(title_hi, '')), 'A') || setweight(to_tsvector('simple', coalesce(title_hi, '')), 'A') || setweight(to_tsvector('english', coalesce(organisation_name, '')), 'A') || setweight(to_tsvector('simple', coalesce(organisation_name, '')), 'A') || setweight(to_tsvector('english', coalesce(organisation_short_name, '')), 'A') || setweight(to_tsvector('simple', coalesce(organisation_short_name, '')), 'A') || setweight(to_tsvector('english', coalesce(exam_name, '')), 'A') || setweight(to_tsvector('simple', coalesce(exam_name, '')), 'A') || setweight(to_tsvector('english', coalesce(summary, '')), 'B') || setweight(to_tsvector('simple', coalesce(summary, '')), 'B') || setweight(to_tsvector('english', coalesce(summary_hi, '')), 'B') || setweight(to_tsvector('simple', coalesce(summary_hi, '')), 'B') || setweight(to_tsvector('english', coalesce(advertisement_no, '')), 'C') || setweight(to_tsvector('simple', coalesce(advertisement_no, '')), 'C')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recruitments_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "saved_jobs" (
	"user_id" text NOT NULL,
	"recruitment_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_jobs_user_id_recruitment_id_pk" PRIMARY KEY("user_id","recruitment_id")
);
--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_recruitment_id_recruitments_id_fk" FOREIGN KEY ("recruitment_id") REFERENCES "public"."recruitments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_pdf_file_id_files_id_fk" FOREIGN KEY ("pdf_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_jobs" ADD CONSTRAINT "saved_jobs_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_jobs" ADD CONSTRAINT "saved_jobs_recruitment_id_recruitments_id_fk" FOREIGN KEY ("recruitment_id") REFERENCES "public"."recruitments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notices_type_date_idx" ON "notices" USING btree ("type","date");--> statement-breakpoint
CREATE INDEX "notices_recruitment_idx" ON "notices" USING btree ("recruitment_id");--> statement-breakpoint
CREATE INDEX "notices_exam_date_idx" ON "notices" USING btree ("exam_date");--> statement-breakpoint
CREATE INDEX "notices_search_idx" ON "notices" USING gin ("search");--> statement-breakpoint
CREATE INDEX "recruitments_status_last_date_idx" ON "recruitments" USING btree ("status","last_date");--> statement-breakpoint
CREATE INDEX "recruitments_status_published_idx" ON "recruitments" USING btree ("status","published_at");--> statement-breakpoint
CREATE INDEX "recruitments_sector_idx" ON "recruitments" USING btree ("sector","last_date");--> statement-breakpoint
CREATE INDEX "recruitments_states_idx" ON "recruitments" USING gin ("states");--> statement-breakpoint
CREATE INDEX "recruitments_qualifications_idx" ON "recruitments" USING gin ("qualifications");--> statement-breakpoint
CREATE INDEX "recruitments_search_idx" ON "recruitments" USING gin ("search");