-- Answer-key day (decision 040): the key an admin attaches to an answer-key notice, members' checks (answers by
-- question and option ID, never the person) and the score counts their ranks and normalised marks read.
CREATE TABLE "answer_key_checks" (
	"notice_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"shift" text NOT NULL,
	"sheet" jsonb NOT NULL,
	"marked_key" jsonb,
	"score" integer NOT NULL,
	"key_version" integer NOT NULL,
	"category" text,
	"state" text,
	"objections" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "answer_key_checks_notice_id_user_id_pk" PRIMARY KEY("notice_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "answer_key_score_counts" (
	"notice_id" uuid NOT NULL,
	"group_kind" text NOT NULL,
	"group_value" text NOT NULL,
	"score" integer NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "answer_key_score_counts_notice_id_group_kind_group_value_score_pk" PRIMARY KEY("notice_id","group_kind","group_value","score")
);
--> statement-breakpoint
CREATE TABLE "answer_keys" (
	"notice_id" uuid PRIMARY KEY NOT NULL,
	"marking_preset" text NOT NULL,
	"stage" text NOT NULL,
	"entries" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"normalisation" text NOT NULL,
	"cutoffs" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "answer_keys_stage" CHECK ("answer_keys"."stage" IN ('provisional', 'final')),
	CONSTRAINT "answer_keys_normalisation" CHECK ("answer_keys"."normalisation" IN ('none', 'ssc_2019', 'equipercentile'))
);
--> statement-breakpoint
ALTER TABLE "answer_key_checks" ADD CONSTRAINT "answer_key_checks_notice_id_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."notices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_key_checks" ADD CONSTRAINT "answer_key_checks_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_key_score_counts" ADD CONSTRAINT "answer_key_score_counts_notice_id_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."notices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_keys" ADD CONSTRAINT "answer_keys_notice_id_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."notices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "answer_key_checks_user_idx" ON "answer_key_checks" USING btree ("user_id");