CREATE TABLE "feasibility_projects" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"status" varchar(10) DEFAULT 'draft' NOT NULL,
	"name" varchar(120) NOT NULL,
	"type" varchar(20) NOT NULL,
	"location" varchar(200) NOT NULL,
	"sqft" integer,
	"ceiling_height" real,
	"parking" integer,
	"programs" jsonb NOT NULL,
	"staffing" jsonb NOT NULL,
	"lease_finance" jsonb NOT NULL,
	"opex" jsonb NOT NULL,
	"market" jsonb NOT NULL,
	"assumptions" jsonb NOT NULL,
	"share_token" varchar(64),
	"locked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feasibility_results" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"scenario" varchar(20) NOT NULL,
	"years" jsonb NOT NULL,
	"students" jsonb NOT NULL,
	"breakeven_month" smallint,
	"payback_months" smallint,
	"checks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "feasibility_projects" ADD CONSTRAINT "feasibility_projects_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feasibility_results" ADD CONSTRAINT "feasibility_results_project_id_feasibility_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."feasibility_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feasibility_projects_user_idx" ON "feasibility_projects" USING btree ("user_id","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "feasibility_projects_share_key" ON "feasibility_projects" USING btree ("share_token");--> statement-breakpoint
CREATE UNIQUE INDEX "feasibility_results_project_scenario_key" ON "feasibility_results" USING btree ("project_id","scenario");