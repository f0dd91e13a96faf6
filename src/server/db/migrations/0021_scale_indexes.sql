DROP INDEX "rsvps_event_going_idx";--> statement-breakpoint
CREATE INDEX "gym_access_requests_created_idx" ON "gym_access_requests" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin (lower("username" || ' ' || "email" || ' ' || "first_name" || ' ' || "last_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "rsvps_event_going_mode_idx" ON "rsvps" USING btree ("event_id","mode") WHERE "rsvps"."status" = 'going';--> statement-breakpoint
CREATE INDEX "gyms_cohort_idx" ON "gyms" USING btree ("id","building_sq_ft","state","country");--> statement-breakpoint
CREATE INDEX "gyms_club_number_trgm_idx" ON "gyms" USING gin (lower("club_number") gin_trgm_ops);--> statement-breakpoint
-- pg_trgm's word-similarity operators cost 1 by default, so the planner scans every gym and runs
-- them on each row rather than use the trigram index; their real cost is far higher (decision
-- 0179). A database user that does not own the extension keeps the default.
DO $$ BEGIN
  ALTER FUNCTION word_similarity_op(text, text) COST 200;
  ALTER FUNCTION word_similarity_commutator_op(text, text) COST 200;
EXCEPTION WHEN insufficient_privilege OR undefined_function THEN NULL;
END $$;
