CREATE TABLE "typing_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"rule_set_id" text NOT NULL,
	"rule_set_family" text NOT NULL,
	"rule_set_version" integer NOT NULL,
	"passage_id" text NOT NULL,
	"passage_version" integer NOT NULL,
	"language" text NOT NULL,
	"layout" text NOT NULL,
	"mode" text NOT NULL,
	"options" jsonb NOT NULL,
	"status" text DEFAULT 'started' NOT NULL,
	"allotted_ms" integer NOT NULL,
	"elapsed_ms" integer,
	"typed" text,
	"keystrokes" integer,
	"category" text,
	"gross_wpm" double precision,
	"net_wpm" double precision,
	"gross_kdph" double precision,
	"net_kdph" double precision,
	"keystrokes_per_hour" double precision,
	"accuracy" double precision,
	"error_percent" double precision,
	"full_mistakes" integer,
	"half_mistakes" integer,
	"mistake_score" double precision,
	"passage_words" integer,
	"typed_words" integer,
	"words_reached" integer,
	"typed_characters" integer,
	"correct_characters" integer,
	"minutes" double precision,
	"counts" jsonb,
	"passed" boolean,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "typing_attempts_status" CHECK ("typing_attempts"."status" IN ('started', 'submitted')),
	CONSTRAINT "typing_attempts_mode" CHECK ("typing_attempts"."mode" IN ('exam', 'practice'))
);
--> statement-breakpoint
CREATE TABLE "typing_passages" (
	"id" text NOT NULL,
	"version" integer NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"word_count" integer NOT NULL,
	"character_count" integer NOT NULL,
	"preset_families" text[] DEFAULT '{}'::text[] NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "typing_passages_id_version_pk" PRIMARY KEY("id","version"),
	CONSTRAINT "typing_passages_language" CHECK ("typing_passages"."language" IN ('en', 'hi'))
);
--> statement-breakpoint
CREATE TABLE "typing_rule_sets" (
	"id" text PRIMARY KEY NOT NULL,
	"family" text NOT NULL,
	"version" integer NOT NULL,
	"language" text NOT NULL,
	"rules" jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "typing_rule_sets_language" CHECK ("typing_rule_sets"."language" IN ('en', 'hi', 'any'))
);
--> statement-breakpoint
ALTER TABLE "typing_attempts" ADD CONSTRAINT "typing_attempts_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "typing_attempts" ADD CONSTRAINT "typing_attempts_rule_set_id_typing_rule_sets_id_fk" FOREIGN KEY ("rule_set_id") REFERENCES "public"."typing_rule_sets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "typing_attempts" ADD CONSTRAINT "typing_attempts_passage_fk" FOREIGN KEY ("passage_id","passage_version") REFERENCES "public"."typing_passages"("id","version") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "typing_attempts_user_submitted_idx" ON "typing_attempts" USING btree ("user_id","submitted_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "typing_attempts_user_family_idx" ON "typing_attempts" USING btree ("user_id","rule_set_family","language");--> statement-breakpoint
CREATE INDEX "typing_attempts_rule_set_idx" ON "typing_attempts" USING btree ("rule_set_id");--> statement-breakpoint
CREATE UNIQUE INDEX "typing_rule_sets_family_version_idx" ON "typing_rule_sets" USING btree ("family","version");