CREATE TABLE "document_folders" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(255) NOT NULL,
	"description" text,
	"parent_id" integer,
	"user_id" integer,
	"gym_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(50) NOT NULL,
	"colour" varchar(7) DEFAULT '#6b7280' NOT NULL,
	"description" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_types_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"storage_key" varchar(200) NOT NULL,
	"original_name" varchar(255) NOT NULL,
	"content_type" varchar(150) NOT NULL,
	"bytes" bigint NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"gym_id" integer,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "documents_storageKey_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "repository_document_tags" (
	"document_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "repository_document_tags_document_id_tag_id_pk" PRIMARY KEY("document_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "repository_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(255) NOT NULL,
	"description" text,
	"type" varchar(50) DEFAULT 'SOP' NOT NULL,
	"folder_id" integer,
	"google_doc_url" text,
	"file_url" text,
	"file_type" varchar(150),
	"file_id" integer,
	"gym_id" integer,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(50) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(50) NOT NULL,
	"status" varchar(20) DEFAULT 'queued' NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"result" jsonb,
	"error" text,
	"progress" smallint DEFAULT 0 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 3 NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_by" varchar(100),
	"locked_at" timestamp with time zone,
	"requested_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "jobs_status_check" CHECK ("jobs"."status" in ('queued', 'processing', 'completed', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "business_task_themes" (
	"task_id" integer NOT NULL,
	"theme_id" integer NOT NULL,
	CONSTRAINT "business_task_themes_task_id_theme_id_pk" PRIMARY KEY("task_id","theme_id")
);
--> statement-breakpoint
CREATE TABLE "business_tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"function" varchar(40) NOT NULL,
	"task" varchar(255) NOT NULL,
	"description" text,
	"frequency" varchar(20) NOT NULL,
	"owner" varchar(40) NOT NULL,
	"startup_critical" boolean DEFAULT false NOT NULL,
	"priority250k" varchar(10) DEFAULT 'medium' NOT NULL,
	"priority500k" varchar(10) DEFAULT 'medium' NOT NULL,
	"priority1m" varchar(10) DEFAULT 'medium' NOT NULL,
	"priority2m" varchar(10) DEFAULT 'medium' NOT NULL,
	"enhanced_text" text,
	"enhanced_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enhancement_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"task_id" integer NOT NULL,
	"enhancer" varchar(20) DEFAULT 'rules' NOT NULL,
	"requested_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "task_themes" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"colour" varchar(7) DEFAULT '#6b7280' NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "task_wizard_responses" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"role" varchar(20) NOT NULL,
	"revenue_tier" varchar(10) NOT NULL,
	"goals" text[] DEFAULT '{}' NOT NULL,
	"startup" boolean DEFAULT false NOT NULL,
	"recommended_task_ids" integer[] DEFAULT '{}' NOT NULL,
	"reasons" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "theme_analysis_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"task_count" integer DEFAULT 0 NOT NULL,
	"requested_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_task_selections" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"task_id" integer NOT NULL,
	"status" varchar(20) DEFAULT 'todo' NOT NULL,
	"due_date" date,
	"notes" text,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "document_folders" ADD CONSTRAINT "document_folders_parent_id_document_folders_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."document_folders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_folders" ADD CONSTRAINT "document_folders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_folders" ADD CONSTRAINT "document_folders_gym_id_gyms_id_fk" FOREIGN KEY ("gym_id") REFERENCES "public"."gyms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_gym_id_gyms_id_fk" FOREIGN KEY ("gym_id") REFERENCES "public"."gyms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repository_document_tags" ADD CONSTRAINT "repository_document_tags_document_id_repository_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."repository_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repository_document_tags" ADD CONSTRAINT "repository_document_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repository_documents" ADD CONSTRAINT "repository_documents_folder_id_document_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."document_folders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repository_documents" ADD CONSTRAINT "repository_documents_file_id_documents_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repository_documents" ADD CONSTRAINT "repository_documents_gym_id_gyms_id_fk" FOREIGN KEY ("gym_id") REFERENCES "public"."gyms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repository_documents" ADD CONSTRAINT "repository_documents_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repository_documents" ADD CONSTRAINT "repository_documents_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_task_themes" ADD CONSTRAINT "business_task_themes_task_id_business_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."business_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_task_themes" ADD CONSTRAINT "business_task_themes_theme_id_task_themes_id_fk" FOREIGN KEY ("theme_id") REFERENCES "public"."task_themes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_tasks" ADD CONSTRAINT "business_tasks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enhancement_jobs" ADD CONSTRAINT "enhancement_jobs_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enhancement_jobs" ADD CONSTRAINT "enhancement_jobs_task_id_business_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."business_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enhancement_jobs" ADD CONSTRAINT "enhancement_jobs_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_wizard_responses" ADD CONSTRAINT "task_wizard_responses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "theme_analysis_jobs" ADD CONSTRAINT "theme_analysis_jobs_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "theme_analysis_jobs" ADD CONSTRAINT "theme_analysis_jobs_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_task_selections" ADD CONSTRAINT "user_task_selections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_task_selections" ADD CONSTRAINT "user_task_selections_task_id_business_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."business_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_folders_gym_idx" ON "document_folders" USING btree ("gym_id");--> statement-breakpoint
CREATE INDEX "document_folders_parent_idx" ON "document_folders" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "document_types_one_default_idx" ON "document_types" USING btree ("is_default") WHERE "document_types"."is_default";--> statement-breakpoint
CREATE INDEX "repository_document_tags_tag_idx" ON "repository_document_tags" USING btree ("tag_id");--> statement-breakpoint
CREATE INDEX "repository_documents_gym_idx" ON "repository_documents" USING btree ("gym_id","folder_id");--> statement-breakpoint
CREATE INDEX "repository_documents_type_idx" ON "repository_documents" USING btree ("type");--> statement-breakpoint
CREATE UNIQUE INDEX "tags_name_lower_idx" ON "tags" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "jobs_claim_idx" ON "jobs" USING btree ("run_at","id") WHERE "jobs"."status" = 'queued';--> statement-breakpoint
CREATE INDEX "jobs_kind_idx" ON "jobs" USING btree ("kind","created_at");--> statement-breakpoint
CREATE INDEX "business_task_themes_theme_idx" ON "business_task_themes" USING btree ("theme_id");--> statement-breakpoint
CREATE INDEX "business_tasks_function_idx" ON "business_tasks" USING btree ("function");--> statement-breakpoint
CREATE UNIQUE INDEX "business_tasks_task_idx" ON "business_tasks" USING btree ("task");--> statement-breakpoint
CREATE UNIQUE INDEX "task_themes_name_lower_idx" ON "task_themes" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "task_wizard_responses_user_idx" ON "task_wizard_responses" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "user_task_selections_open_idx" ON "user_task_selections" USING btree ("user_id","task_id") WHERE "user_task_selections"."status" <> 'done';--> statement-breakpoint
CREATE INDEX "user_task_selections_user_idx" ON "user_task_selections" USING btree ("user_id","status");