-- Issue #26, "I applied": one row per member and recruitment (the application number is private to the
-- member); applied-job alerts by mail and push, on by default.
CREATE TABLE "applications" (
	"user_id" text NOT NULL,
	"recruitment_id" uuid NOT NULL,
	"applied_on" date NOT NULL,
	"application_number" text NOT NULL,
	"fee_paid" integer,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "applications_user_id_recruitment_id_pk" PRIMARY KEY("user_id","recruitment_id"),
	CONSTRAINT "applications_fee_paid" CHECK ("applications"."fee_paid" IS NULL OR "applications"."fee_paid" BETWEEN 0 AND 100000)
);
--> statement-breakpoint
ALTER TABLE "alert_preferences" ADD COLUMN "applied_by_email" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "alert_preferences" ADD COLUMN "applied_by_push" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_recruitment_id_recruitments_id_fk" FOREIGN KEY ("recruitment_id") REFERENCES "public"."recruitments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applications_recruitment_idx" ON "applications" USING btree ("recruitment_id");