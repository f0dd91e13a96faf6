CREATE TABLE "equipment" (
	"id" serial PRIMARY KEY NOT NULL,
	"gym_id" integer NOT NULL,
	"name" varchar(120) NOT NULL,
	"type" varchar(20) NOT NULL,
	"location" varchar(120),
	"manufacturer" varchar(120),
	"serial_number" varchar(80),
	"purchase_date" date,
	"notes" text,
	"inspection_interval_days" smallint NOT NULL,
	"qr_code" varchar(64) NOT NULL,
	"next_due_at" timestamp with time zone NOT NULL,
	"status" varchar(20) DEFAULT 'in_service' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "equipment_qrCode_unique" UNIQUE("qr_code"),
	CONSTRAINT "equipment_interval_check" CHECK ("equipment"."inspection_interval_days" between 1 and 365)
);
--> statement-breakpoint
CREATE TABLE "equipment_inspections" (
	"id" serial PRIMARY KEY NOT NULL,
	"equipment_id" integer NOT NULL,
	"inspected_by" integer,
	"result" varchar(20) NOT NULL,
	"notes" text,
	"inspected_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "equipment" ADD CONSTRAINT "equipment_gym_id_gyms_id_fk" FOREIGN KEY ("gym_id") REFERENCES "public"."gyms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment" ADD CONSTRAINT "equipment_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_inspections" ADD CONSTRAINT "equipment_inspections_equipment_id_equipment_id_fk" FOREIGN KEY ("equipment_id") REFERENCES "public"."equipment"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_inspections" ADD CONSTRAINT "equipment_inspections_inspected_by_users_id_fk" FOREIGN KEY ("inspected_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "equipment_gym_due_idx" ON "equipment" USING btree ("gym_id","next_due_at");--> statement-breakpoint
CREATE INDEX "equipment_inspections_item_idx" ON "equipment_inspections" USING btree ("equipment_id","inspected_at");