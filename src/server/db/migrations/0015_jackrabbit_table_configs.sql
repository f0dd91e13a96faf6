CREATE TABLE "jackrabbit_table_configs" (
	"id" serial PRIMARY KEY NOT NULL,
	"gym_id" integer NOT NULL,
	"user_id" integer,
	"title" varchar(120) NOT NULL,
	"org_id" varchar(10) NOT NULL,
	"config" jsonb NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "jackrabbit_table_configs" ADD CONSTRAINT "jackrabbit_table_configs_gym_id_gyms_id_fk" FOREIGN KEY ("gym_id") REFERENCES "public"."gyms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackrabbit_table_configs" ADD CONSTRAINT "jackrabbit_table_configs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jackrabbit_table_configs_gym_idx" ON "jackrabbit_table_configs" USING btree ("gym_id","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "jackrabbit_table_configs_one_default" ON "jackrabbit_table_configs" USING btree ("gym_id") WHERE "jackrabbit_table_configs"."is_default";