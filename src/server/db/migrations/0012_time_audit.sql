CREATE TABLE "time_audit_surveys" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"locations" varchar(10) NOT NULL,
	"staff_count" varchar(10) NOT NULL,
	"revenue_range" varchar(20) NOT NULL,
	"role" varchar(20) NOT NULL,
	"years_in_business" varchar(10) NOT NULL,
	"time_allocation" jsonb NOT NULL,
	"delegation_data" jsonb NOT NULL,
	"biggest_time_drain" text DEFAULT '' NOT NULL,
	"one_thing_to_hand_off" text DEFAULT '' NOT NULL,
	"top3_priorities" text[] NOT NULL,
	"leader_scorecard" jsonb NOT NULL,
	"strategic_time_score" smallint NOT NULL,
	"coaching_time_score" smallint NOT NULL,
	"delegation_score" smallint NOT NULL,
	"priority_alignment_score" smallint NOT NULL,
	"total_score" smallint NOT NULL,
	"leader_score" smallint NOT NULL,
	"overall_score" smallint NOT NULL,
	"overall_grade" varchar(1) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "time_audit_surveys" ADD CONSTRAINT "time_audit_surveys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "time_audit_surveys_user_idx" ON "time_audit_surveys" USING btree ("user_id","created_at");