CREATE TABLE "state_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"state" varchar(3) NOT NULL,
	"title" varchar(255) NOT NULL,
	"url" text NOT NULL,
	"category" varchar(20) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "state_links_state_idx" ON "state_links" USING btree ("state","category","title");--> statement-breakpoint
CREATE INDEX "gym_affiliations_affiliation_idx" ON "gym_affiliations" USING btree ("affiliation_id");--> statement-breakpoint
CREATE INDEX "gyms_city_trgm_idx" ON "gyms" USING gin (lower("city") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "gyms_name_order_idx" ON "gyms" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE INDEX "gyms_state_idx" ON "gyms" USING btree (upper("state"));--> statement-breakpoint
CREATE INDEX "gyms_latitude_idx" ON "gyms" USING btree ("latitude");