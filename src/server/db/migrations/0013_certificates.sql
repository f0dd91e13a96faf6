CREATE TABLE "certificate_backgrounds" (
	"id" serial PRIMARY KEY NOT NULL,
	"content_type" varchar(60) NOT NULL,
	"bytes" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "certificate_field_mappings" (
	"id" serial PRIMARY KEY NOT NULL,
	"template_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"field" varchar(40) NOT NULL,
	"x" real NOT NULL,
	"y" real NOT NULL,
	"font" varchar(30) DEFAULT 'Helvetica' NOT NULL,
	"size" real DEFAULT 12 NOT NULL,
	"colour" varchar(7) DEFAULT '#000000' NOT NULL,
	"alignment" varchar(10) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "certificate_generations" (
	"id" serial PRIMARY KEY NOT NULL,
	"gym_id" integer NOT NULL,
	"template_id" integer,
	"title" varchar(120) NOT NULL,
	"fields" jsonb NOT NULL,
	"field_mappings" jsonb NOT NULL,
	"page_width" real NOT NULL,
	"page_height" real NOT NULL,
	"background_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "certificate_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(120) NOT NULL,
	"page_width" real NOT NULL,
	"page_height" real NOT NULL,
	"background_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "certificates" (
	"id" serial PRIMARY KEY NOT NULL,
	"generation_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"recipient_name" varchar(120) NOT NULL,
	"verification_code" varchar(64) NOT NULL,
	CONSTRAINT "certificates_verificationCode_unique" UNIQUE("verification_code")
);
--> statement-breakpoint
ALTER TABLE "certificate_backgrounds" ADD CONSTRAINT "certificate_backgrounds_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_field_mappings" ADD CONSTRAINT "certificate_field_mappings_template_id_certificate_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."certificate_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_generations" ADD CONSTRAINT "certificate_generations_gym_id_gyms_id_fk" FOREIGN KEY ("gym_id") REFERENCES "public"."gyms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_generations" ADD CONSTRAINT "certificate_generations_template_id_certificate_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."certificate_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_generations" ADD CONSTRAINT "certificate_generations_background_id_certificate_backgrounds_id_fk" FOREIGN KEY ("background_id") REFERENCES "public"."certificate_backgrounds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_generations" ADD CONSTRAINT "certificate_generations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_templates" ADD CONSTRAINT "certificate_templates_background_id_certificate_backgrounds_id_fk" FOREIGN KEY ("background_id") REFERENCES "public"."certificate_backgrounds"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_templates" ADD CONSTRAINT "certificate_templates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_generation_id_certificate_generations_id_fk" FOREIGN KEY ("generation_id") REFERENCES "public"."certificate_generations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "certificate_field_mappings_template_idx" ON "certificate_field_mappings" USING btree ("template_id","position");--> statement-breakpoint
CREATE INDEX "certificate_generations_gym_idx" ON "certificate_generations" USING btree ("gym_id","created_at");--> statement-breakpoint
CREATE INDEX "certificates_generation_idx" ON "certificates" USING btree ("generation_id","position");