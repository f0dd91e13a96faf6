CREATE INDEX "users_username_trgm_idx" ON "users" USING gin (lower("username") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin (lower("email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_full_name_trgm_idx" ON "users" USING gin (lower("first_name" || ' ' || "last_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "gyms_cohort_idx" ON "gyms" USING btree ("id","building_sq_ft","state","country");--> statement-breakpoint
CREATE INDEX "gyms_club_number_trgm_idx" ON "gyms" USING gin (lower("club_number") gin_trgm_ops);