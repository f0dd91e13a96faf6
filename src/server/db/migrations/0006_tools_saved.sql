CREATE TABLE "arps_data" (
	"id" serial PRIMARY KEY NOT NULL,
	"gym_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"annual_fees" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"students" integer DEFAULT 0 NOT NULL,
	"monthly_tuition_revenue" numeric(16, 2) NOT NULL,
	"annual_fee_revenue" numeric(16, 2) NOT NULL,
	"annual_revenue" numeric(16, 2) NOT NULL,
	"monthly_revenue" numeric(16, 2) NOT NULL,
	"arps_monthly" numeric(16, 2) NOT NULL,
	"arps_annual" numeric(16, 2) NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "facility_data" (
	"id" serial PRIMARY KEY NOT NULL,
	"summary_id" integer NOT NULL,
	"area_name" varchar(100) NOT NULL,
	"sqft" integer DEFAULT 0 NOT NULL,
	"is_usable" boolean DEFAULT true NOT NULL,
	"annual_revenue" numeric(12, 2) DEFAULT 0 NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gym_capacity_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"gym_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"description" text,
	"gym_profile" jsonb NOT NULL,
	"equipment" jsonb NOT NULL,
	"programs" jsonb NOT NULL,
	"schedule" jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "program_data" (
	"id" serial PRIMARY KEY NOT NULL,
	"arps_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"students" integer DEFAULT 0 NOT NULL,
	"monthly_tuition" numeric(12, 2) DEFAULT 0 NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "revenue_sqft_summaries" (
	"id" serial PRIMARY KEY NOT NULL,
	"gym_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"kind" varchar(10) DEFAULT 'quick' NOT NULL,
	"year" integer,
	"annual_revenue" numeric(12, 2) NOT NULL,
	"total_sqft" integer DEFAULT 0 NOT NULL,
	"usable_sqft" integer DEFAULT 0 NOT NULL,
	"annual_per_sqft" numeric(16, 2) NOT NULL,
	"monthly_per_sqft" numeric(16, 2) NOT NULL,
	"annual_per_total_sqft" numeric(16, 2) DEFAULT 0 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"logo_name" varchar(120),
	"logo_content_type" varchar(60),
	"logo_width" integer,
	"logo_height" integer,
	"logo_data" "bytea",
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_settings_one_row" CHECK ("site_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "student_class_programs" (
	"id" serial PRIMARY KEY NOT NULL,
	"gym_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"student_program_ratio" integer DEFAULT 0 NOT NULL,
	"percent_enrollment" numeric(14, 4) DEFAULT 0 NOT NULL,
	"enrollments" integer DEFAULT 0 NOT NULL,
	"students_per_class" integer DEFAULT 0 NOT NULL,
	"total_classes" integer DEFAULT 0 NOT NULL,
	"class_length" numeric(14, 4) DEFAULT 0 NOT NULL,
	"instructors" integer DEFAULT 0 NOT NULL,
	"instructor_hours" numeric(14, 4) DEFAULT 0 NOT NULL,
	"price_per_class" numeric(12, 2) DEFAULT 0 NOT NULL,
	"instructor_wage" numeric(12, 2) DEFAULT 0 NOT NULL,
	"office_manager_wage" numeric(12, 2) DEFAULT 0 NOT NULL,
	"general_manager_wage" numeric(12, 2) DEFAULT 0 NOT NULL,
	"weeks" integer DEFAULT 0 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tool_card_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"tool_slug" varchar(60) NOT NULL,
	"name" varchar(120) NOT NULL,
	"content_type" varchar(60) NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tool_card_images_toolSlug_unique" UNIQUE("tool_slug"),
	CONSTRAINT "tool_card_images_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "tool_scenarios" (
	"id" serial PRIMARY KEY NOT NULL,
	"gym_id" integer NOT NULL,
	"tool" varchar(50) NOT NULL,
	"name" varchar(100) NOT NULL,
	"inputs" jsonb NOT NULL,
	"results" jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "arps_data" ADD CONSTRAINT "arps_data_gym_id_gyms_id_fk" FOREIGN KEY ("gym_id") REFERENCES "public"."gyms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arps_data" ADD CONSTRAINT "arps_data_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facility_data" ADD CONSTRAINT "facility_data_summary_id_revenue_sqft_summaries_id_fk" FOREIGN KEY ("summary_id") REFERENCES "public"."revenue_sqft_summaries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gym_capacity_plans" ADD CONSTRAINT "gym_capacity_plans_gym_id_gyms_id_fk" FOREIGN KEY ("gym_id") REFERENCES "public"."gyms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gym_capacity_plans" ADD CONSTRAINT "gym_capacity_plans_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_data" ADD CONSTRAINT "program_data_arps_id_arps_data_id_fk" FOREIGN KEY ("arps_id") REFERENCES "public"."arps_data"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revenue_sqft_summaries" ADD CONSTRAINT "revenue_sqft_summaries_gym_id_gyms_id_fk" FOREIGN KEY ("gym_id") REFERENCES "public"."gyms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revenue_sqft_summaries" ADD CONSTRAINT "revenue_sqft_summaries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_class_programs" ADD CONSTRAINT "student_class_programs_gym_id_gyms_id_fk" FOREIGN KEY ("gym_id") REFERENCES "public"."gyms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_class_programs" ADD CONSTRAINT "student_class_programs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tool_card_images" ADD CONSTRAINT "tool_card_images_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tool_scenarios" ADD CONSTRAINT "tool_scenarios_gym_id_gyms_id_fk" FOREIGN KEY ("gym_id") REFERENCES "public"."gyms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tool_scenarios" ADD CONSTRAINT "tool_scenarios_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "arps_data_gym_idx" ON "arps_data" USING btree ("gym_id","updated_at");--> statement-breakpoint
CREATE INDEX "facility_data_summary_idx" ON "facility_data" USING btree ("summary_id","display_order");--> statement-breakpoint
CREATE INDEX "gym_capacity_plans_gym_idx" ON "gym_capacity_plans" USING btree ("gym_id","updated_at");--> statement-breakpoint
CREATE INDEX "program_data_arps_idx" ON "program_data" USING btree ("arps_id","display_order");--> statement-breakpoint
CREATE INDEX "revenue_sqft_summaries_gym_idx" ON "revenue_sqft_summaries" USING btree ("gym_id","updated_at");--> statement-breakpoint
CREATE INDEX "student_class_programs_gym_idx" ON "student_class_programs" USING btree ("gym_id");--> statement-breakpoint
CREATE INDEX "tool_scenarios_gym_tool_idx" ON "tool_scenarios" USING btree ("gym_id","tool","updated_at");