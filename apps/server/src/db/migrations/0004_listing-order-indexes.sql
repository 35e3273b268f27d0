DROP INDEX "recruitments_status_last_date_idx";--> statement-breakpoint
DROP INDEX "recruitments_sector_idx";--> statement-breakpoint
CREATE INDEX "recruitments_listed_deadline_idx" ON "recruitments" USING btree ((coalesce("last_date", 'infinity'::date)),"id") WHERE "recruitments"."status" IN ('published', 'scheduled');--> statement-breakpoint
CREATE INDEX "recruitments_listed_sector_deadline_idx" ON "recruitments" USING btree ("sector",(coalesce("last_date", 'infinity'::date)),"id") WHERE "recruitments"."status" IN ('published', 'scheduled');--> statement-breakpoint
CREATE INDEX "recruitments_listed_newest_idx" ON "recruitments" USING btree ((coalesce("published_at", "publish_at")) DESC,"id") WHERE "recruitments"."status" IN ('published', 'scheduled');--> statement-breakpoint
CREATE INDEX "recruitments_listed_sector_newest_idx" ON "recruitments" USING btree ("sector",(coalesce("published_at", "publish_at")) DESC,"id") WHERE "recruitments"."status" IN ('published', 'scheduled');--> statement-breakpoint
-- Keep the search vectors in the row (compressed) rather than in the TOAST table: a search that
-- rechecks rows in listing order then reads no second relation (docs/decisions/007). Rows written
-- before this migration keep their old storage until they are next updated.
ALTER TABLE "recruitments" ALTER COLUMN "search" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "notices" ALTER COLUMN "search" SET STORAGE MAIN;
