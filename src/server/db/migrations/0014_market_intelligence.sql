CREATE TABLE "analysis_results" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"analysis_type" varchar(40) NOT NULL,
	"status" varchar(12) DEFAULT 'pending' NOT NULL,
	"location" varchar(20) NOT NULL,
	"drive_time_minutes" smallint DEFAULT 15 NOT NULL,
	"geography_id" integer,
	"job_id" integer,
	"ai_summary" text,
	"ai_insights" jsonb,
	"written_by" varchar(10),
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "demographic_snapshots" (
	"id" serial PRIMARY KEY NOT NULL,
	"geography_id" integer NOT NULL,
	"vintage_year" smallint NOT NULL,
	"child_population" integer NOT NULL,
	"households" integer NOT NULL,
	"median_income" numeric(12, 2) NOT NULL,
	"source" varchar(40) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "geographies" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" varchar(10) NOT NULL,
	"code" varchar(20) NOT NULL,
	"name" varchar(200) NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "market_metrics" (
	"id" serial PRIMARY KEY NOT NULL,
	"geography_id" integer NOT NULL,
	"vintage_year" smallint NOT NULL,
	"metric" varchar(60) NOT NULL,
	"value" double precision NOT NULL,
	"source" varchar(40) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "market_share_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"analysis_id" integer NOT NULL,
	"gym_id" integer,
	"gym_name" varchar(255) NOT NULL,
	"city" varchar(100),
	"state" varchar(3),
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"distance_miles" numeric(6, 2) NOT NULL,
	"estimated_share_percent" numeric(5, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "opportunity_scores" (
	"id" serial PRIMARY KEY NOT NULL,
	"analysis_id" integer NOT NULL,
	"location" varchar(20) NOT NULL,
	"center_latitude" double precision NOT NULL,
	"center_longitude" double precision NOT NULL,
	"drive_time_minutes" smallint DEFAULT 15 NOT NULL,
	"demand_score" numeric(5, 2) NOT NULL,
	"supply_score" numeric(5, 2) NOT NULL,
	"competitive_pressure_score" numeric(5, 2) NOT NULL,
	"gap_fit_score" numeric(5, 2) NOT NULL,
	"access_score" numeric(5, 2) NOT NULL,
	"risk_score" numeric(5, 2) NOT NULL,
	"opportunity_score" numeric(5, 2) NOT NULL,
	"verdict" varchar(12) NOT NULL,
	"tam_children" integer NOT NULL,
	"sam_children" integer NOT NULL,
	"som_children" integer NOT NULL,
	"sam_revenue_estimate" numeric(14, 2) NOT NULL,
	"som_revenue_estimate" numeric(14, 2) NOT NULL,
	"child_population" integer NOT NULL,
	"households" integer NOT NULL,
	"median_income" numeric(12, 2) NOT NULL,
	"competitor_count" integer NOT NULL,
	"vintage_year" smallint NOT NULL,
	"parameters" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "analysis_results" ADD CONSTRAINT "analysis_results_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analysis_results" ADD CONSTRAINT "analysis_results_geography_id_geographies_id_fk" FOREIGN KEY ("geography_id") REFERENCES "public"."geographies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analysis_results" ADD CONSTRAINT "analysis_results_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demographic_snapshots" ADD CONSTRAINT "demographic_snapshots_geography_id_geographies_id_fk" FOREIGN KEY ("geography_id") REFERENCES "public"."geographies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_metrics" ADD CONSTRAINT "market_metrics_geography_id_geographies_id_fk" FOREIGN KEY ("geography_id") REFERENCES "public"."geographies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_share_reports" ADD CONSTRAINT "market_share_reports_analysis_id_analysis_results_id_fk" FOREIGN KEY ("analysis_id") REFERENCES "public"."analysis_results"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_share_reports" ADD CONSTRAINT "market_share_reports_gym_id_gyms_id_fk" FOREIGN KEY ("gym_id") REFERENCES "public"."gyms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunity_scores" ADD CONSTRAINT "opportunity_scores_analysis_id_analysis_results_id_fk" FOREIGN KEY ("analysis_id") REFERENCES "public"."analysis_results"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analysis_results_user_idx" ON "analysis_results" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "demographic_snapshots_geo_year_key" ON "demographic_snapshots" USING btree ("geography_id","vintage_year");--> statement-breakpoint
CREATE UNIQUE INDEX "geographies_type_code_key" ON "geographies" USING btree ("type","code");--> statement-breakpoint
CREATE UNIQUE INDEX "market_metrics_geo_year_metric_key" ON "market_metrics" USING btree ("geography_id","vintage_year","metric");--> statement-breakpoint
CREATE INDEX "market_share_reports_analysis_idx" ON "market_share_reports" USING btree ("analysis_id");--> statement-breakpoint
CREATE UNIQUE INDEX "opportunity_scores_analysis_key" ON "opportunity_scores" USING btree ("analysis_id");