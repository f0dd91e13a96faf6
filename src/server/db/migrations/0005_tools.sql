CREATE TABLE "capacity_programs" (
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
CREATE TABLE "gym_capacity" (
	"id" serial PRIMARY KEY NOT NULL,
	"gym_id" integer NOT NULL,
	"usable_sqft" integer DEFAULT 0 NOT NULL,
	"bars" integer DEFAULT 0 NOT NULL,
	"beams" integer DEFAULT 0 NOT NULL,
	"vaults" integer DEFAULT 0 NOT NULL,
	"floors" integer DEFAULT 0 NOT NULL,
	"pits" integer DEFAULT 0 NOT NULL,
	"trampolines" integer DEFAULT 0 NOT NULL,
	"weekly_class_slots" integer DEFAULT 0 NOT NULL,
	"max_students_per_class" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gym_capacity_gymId_unique" UNIQUE("gym_id")
);
--> statement-breakpoint
CREATE TABLE "gym_programs" (
	"id" serial PRIMARY KEY NOT NULL,
	"gym_id" integer NOT NULL,
	"program_type" varchar(100) NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"monthly_price" numeric(12, 2) DEFAULT 0 NOT NULL,
	"classes_per_week" numeric(14, 4) DEFAULT 0 NOT NULL,
	"notes" text,
	"display_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meet_expense_details" (
	"id" serial PRIMARY KEY NOT NULL,
	"meet_expense_id" integer NOT NULL,
	"miles_per_trip" numeric(14, 4) DEFAULT 0 NOT NULL,
	"num_round_trips" integer DEFAULT 0 NOT NULL,
	"mileage_rate" numeric(14, 4) DEFAULT 0 NOT NULL,
	"tolls_per_trip" numeric(12, 2) DEFAULT 0 NOT NULL,
	"num_nights" integer DEFAULT 0 NOT NULL,
	"cost_per_night" numeric(12, 2) DEFAULT 0 NOT NULL,
	"num_sessions" integer DEFAULT 0 NOT NULL,
	"cost_per_session" numeric(12, 2) DEFAULT 0 NOT NULL,
	"food_expense_per_session" numeric(12, 2) DEFAULT 0 NOT NULL,
	"other_expenses" numeric(12, 2) DEFAULT 0 NOT NULL,
	"misc_expenses" numeric(12, 2) DEFAULT 0 NOT NULL,
	"num_teams" integer DEFAULT 0 NOT NULL,
	"team_fee" numeric(12, 2) DEFAULT 0 NOT NULL,
	"enable_credit_card_fee" boolean DEFAULT false NOT NULL,
	"credit_card_fee_percentage" numeric(14, 4) DEFAULT 0 NOT NULL,
	CONSTRAINT "meet_expense_details_meetExpenseId_unique" UNIQUE("meet_expense_id")
);
--> statement-breakpoint
CREATE TABLE "meet_expenses" (
	"id" serial PRIMARY KEY NOT NULL,
	"gym_id" integer NOT NULL,
	"meet_name" varchar(100) NOT NULL,
	"date" date,
	"location" varchar(255),
	"totals" jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meet_level_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"meet_expense_id" integer NOT NULL,
	"level_name" varchar(100) NOT NULL,
	"num_gymnasts" integer DEFAULT 0 NOT NULL,
	"cost_per_gymnast" numeric(12, 2) DEFAULT 0 NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pro_shop_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"gym_id" integer NOT NULL,
	"item_name" varchar(100) NOT NULL,
	"item_cost" numeric(12, 2) NOT NULL,
	"markup_type" varchar(10) DEFAULT 'percent' NOT NULL,
	"markup_percent" numeric(14, 4),
	"markup_amount" numeric(12, 2),
	"cc_fee_percent" numeric(14, 4) DEFAULT 0 NOT NULL,
	"retail_price" numeric(16, 2) NOT NULL,
	"net_profit" numeric(16, 2) NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "capacity_programs" ADD CONSTRAINT "capacity_programs_gym_id_gyms_id_fk" FOREIGN KEY ("gym_id") REFERENCES "public"."gyms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "capacity_programs" ADD CONSTRAINT "capacity_programs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gym_capacity" ADD CONSTRAINT "gym_capacity_gym_id_gyms_id_fk" FOREIGN KEY ("gym_id") REFERENCES "public"."gyms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gym_programs" ADD CONSTRAINT "gym_programs_gym_id_gyms_id_fk" FOREIGN KEY ("gym_id") REFERENCES "public"."gyms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meet_expense_details" ADD CONSTRAINT "meet_expense_details_meet_expense_id_meet_expenses_id_fk" FOREIGN KEY ("meet_expense_id") REFERENCES "public"."meet_expenses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meet_expenses" ADD CONSTRAINT "meet_expenses_gym_id_gyms_id_fk" FOREIGN KEY ("gym_id") REFERENCES "public"."gyms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meet_expenses" ADD CONSTRAINT "meet_expenses_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meet_level_entries" ADD CONSTRAINT "meet_level_entries_meet_expense_id_meet_expenses_id_fk" FOREIGN KEY ("meet_expense_id") REFERENCES "public"."meet_expenses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pro_shop_items" ADD CONSTRAINT "pro_shop_items_gym_id_gyms_id_fk" FOREIGN KEY ("gym_id") REFERENCES "public"."gyms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pro_shop_items" ADD CONSTRAINT "pro_shop_items_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "capacity_programs_gym_idx" ON "capacity_programs" USING btree ("gym_id");--> statement-breakpoint
CREATE INDEX "gym_programs_gym_idx" ON "gym_programs" USING btree ("gym_id","display_order");--> statement-breakpoint
CREATE INDEX "meet_expenses_gym_idx" ON "meet_expenses" USING btree ("gym_id","created_at");--> statement-breakpoint
CREATE INDEX "meet_level_entries_meet_idx" ON "meet_level_entries" USING btree ("meet_expense_id","display_order");--> statement-breakpoint
CREATE INDEX "pro_shop_items_gym_idx" ON "pro_shop_items" USING btree ("gym_id");