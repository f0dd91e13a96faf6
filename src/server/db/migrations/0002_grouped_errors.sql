ALTER TABLE "system_error_log" ADD COLUMN "fingerprint" varchar(64);--> statement-breakpoint
ALTER TABLE "system_error_log" ADD COLUMN "occurrences" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "system_error_log" ADD COLUMN "last_seen_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "system_error_log_open_fingerprint_idx" ON "system_error_log" USING btree ("fingerprint") WHERE resolved = false;--> statement-breakpoint
-- Rows recorded before grouping were seen once, when they occurred.
UPDATE "system_error_log" SET "last_seen_at" = "occurred_at";
