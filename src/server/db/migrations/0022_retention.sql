CREATE INDEX "user_activity_log_time_idx" ON "user_activity_log" USING btree ("occurred_at");--> statement-breakpoint
CREATE INDEX "user_login_log_time_idx" ON "user_login_log" USING btree ("login_time");--> statement-breakpoint
CREATE INDEX "jobs_finished_idx" ON "jobs" USING btree ("finished_at") WHERE "jobs"."status" in ('completed', 'failed');--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_retention_day_idx" ON "jobs" USING btree (("payload"->>'day')) WHERE "jobs"."kind" = 'retention';--> statement-breakpoint
CREATE INDEX "rate_limits_reset_idx" ON "rate_limits" USING btree ("reset_at");--> statement-breakpoint
CREATE INDEX "system_error_log_resolved_idx" ON "system_error_log" USING btree ("resolved_at") WHERE resolved = true;