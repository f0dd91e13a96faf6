DROP INDEX "users_search_trgm_idx";--> statement-breakpoint
DROP INDEX "gyms_name_trgm_idx";--> statement-breakpoint
DROP INDEX "gyms_city_trgm_idx";--> statement-breakpoint
DROP INDEX "gyms_name_order_idx";--> statement-breakpoint
DROP INDEX "gyms_club_number_trgm_idx";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("users"."username" || ' ' || "users"."email" || ' ' || "users"."first_name" || ' ' || "users"."last_name")) STORED;--> statement-breakpoint
ALTER TABLE "gyms" ADD COLUMN "name_lower" text GENERATED ALWAYS AS (lower("gyms"."name")) STORED;--> statement-breakpoint
ALTER TABLE "gyms" ADD COLUMN "city_lower" text GENERATED ALWAYS AS (lower("gyms"."city")) STORED;--> statement-breakpoint
ALTER TABLE "gyms" ADD COLUMN "club_number_lower" text GENERATED ALWAYS AS (lower("gyms"."club_number")) STORED;--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "gyms_name_trgm_idx" ON "gyms" USING gin ("name_lower" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "gyms_city_trgm_idx" ON "gyms" USING gin ("city_lower" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "gyms_name_order_idx" ON "gyms" USING btree ("name_lower","id");--> statement-breakpoint
CREATE INDEX "gyms_club_number_trgm_idx" ON "gyms" USING gin ("club_number_lower" gin_trgm_ops);