ALTER TABLE "profiles" ADD COLUMN "pwbd" boolean;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "ex_serviceman" boolean;