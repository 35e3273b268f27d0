-- Images in mock tests' texts (`![alt](figure:<id>)`): the size and the stored files of each rendition.
CREATE TABLE "mock_test_figures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"files" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
