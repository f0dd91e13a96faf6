CREATE TABLE "learning_assets" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(120) NOT NULL,
	"content_type" varchar(60) NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "learning_assets_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "learning_checklist_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"section_id" integer NOT NULL,
	"tab_id" integer NOT NULL,
	"parent_id" integer,
	"stable_key" varchar(64) NOT NULL,
	"text" varchar(500) NOT NULL,
	"help_text" text,
	"is_required" boolean DEFAULT true NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "learning_module_roles" (
	"module_id" integer NOT NULL,
	"role_id" integer NOT NULL,
	"relevance" varchar(20) DEFAULT 'primary' NOT NULL,
	CONSTRAINT "learning_module_roles_module_id_role_id_pk" PRIMARY KEY("module_id","role_id")
);
--> statement-breakpoint
CREATE TABLE "learning_modules" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(200) NOT NULL,
	"title" varchar(255) NOT NULL,
	"description" text,
	"cover_image" text,
	"category" varchar(30) DEFAULT 'playbooks' NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"is_published" boolean DEFAULT false NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"module_type" varchar(20) DEFAULT 'document' NOT NULL,
	"youtube_url" text,
	"source_doc_id" integer,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "learning_modules_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "learning_section_tabs" (
	"id" serial PRIMARY KEY NOT NULL,
	"section_id" integer NOT NULL,
	"tab_type" varchar(20) NOT NULL,
	"title" varchar(100) NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "learning_sections" (
	"id" serial PRIMARY KEY NOT NULL,
	"module_id" integer NOT NULL,
	"slug" varchar(200) NOT NULL,
	"title" varchar(255) NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"estimated_minutes" integer DEFAULT 10 NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_checklist_items" (
	"user_id" integer NOT NULL,
	"section_id" integer NOT NULL,
	"stable_key" varchar(64) NOT NULL,
	"is_checked" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_checklist_items_user_id_section_id_stable_key_pk" PRIMARY KEY("user_id","section_id","stable_key")
);
--> statement-breakpoint
CREATE TABLE "user_learning_progress" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"module_id" integer NOT NULL,
	"section_id" integer NOT NULL,
	"percent_complete" integer DEFAULT 0 NOT NULL,
	"is_completed" boolean DEFAULT false NOT NULL,
	"last_viewed_tab" varchar(20),
	"checklist_state" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"last_viewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "book_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"book_id" integer NOT NULL,
	"user_id" integer,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "book_votes" (
	"book_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"vote" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "book_votes_book_id_user_id_pk" PRIMARY KEY("book_id","user_id"),
	CONSTRAINT "book_votes_vote_check" CHECK ("book_votes"."vote" in (-1, 1))
);
--> statement-breakpoint
CREATE TABLE "books" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(255) NOT NULL,
	"image_url" text,
	"rating" numeric(2, 1) DEFAULT 0 NOT NULL,
	"description" text,
	"categories" text[] DEFAULT '{}' NOT NULL,
	"business_type" varchar(20) DEFAULT 'gymnastics' NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"author" varchar(255) NOT NULL,
	"amazon_url" text
);
--> statement-breakpoint
CREATE TABLE "podcast_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"podcast_id" integer NOT NULL,
	"user_id" integer,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "podcast_votes" (
	"podcast_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"vote" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "podcast_votes_podcast_id_user_id_pk" PRIMARY KEY("podcast_id","user_id"),
	CONSTRAINT "podcast_votes_vote_check" CHECK ("podcast_votes"."vote" in (-1, 1))
);
--> statement-breakpoint
CREATE TABLE "podcasts" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(255) NOT NULL,
	"image_url" text,
	"rating" numeric(2, 1) DEFAULT 0 NOT NULL,
	"description" text,
	"categories" text[] DEFAULT '{}' NOT NULL,
	"business_type" varchar(20) DEFAULT 'gymnastics' NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"host" varchar(255) NOT NULL,
	"youtube_url" text
);
--> statement-breakpoint
ALTER TABLE "learning_assets" ADD CONSTRAINT "learning_assets_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_checklist_items" ADD CONSTRAINT "learning_checklist_items_section_id_learning_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."learning_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_checklist_items" ADD CONSTRAINT "learning_checklist_items_tab_id_learning_section_tabs_id_fk" FOREIGN KEY ("tab_id") REFERENCES "public"."learning_section_tabs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_checklist_items" ADD CONSTRAINT "learning_checklist_items_parent_id_learning_checklist_items_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."learning_checklist_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_module_roles" ADD CONSTRAINT "learning_module_roles_module_id_learning_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."learning_modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_module_roles" ADD CONSTRAINT "learning_module_roles_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_modules" ADD CONSTRAINT "learning_modules_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_modules" ADD CONSTRAINT "learning_modules_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_section_tabs" ADD CONSTRAINT "learning_section_tabs_section_id_learning_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."learning_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_sections" ADD CONSTRAINT "learning_sections_module_id_learning_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."learning_modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_checklist_items" ADD CONSTRAINT "user_checklist_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_checklist_items" ADD CONSTRAINT "user_checklist_items_section_id_learning_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."learning_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_learning_progress" ADD CONSTRAINT "user_learning_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_learning_progress" ADD CONSTRAINT "user_learning_progress_module_id_learning_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."learning_modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_learning_progress" ADD CONSTRAINT "user_learning_progress_section_id_learning_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."learning_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_comments" ADD CONSTRAINT "book_comments_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_comments" ADD CONSTRAINT "book_comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_votes" ADD CONSTRAINT "book_votes_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_votes" ADD CONSTRAINT "book_votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "books" ADD CONSTRAINT "books_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "podcast_comments" ADD CONSTRAINT "podcast_comments_podcast_id_podcasts_id_fk" FOREIGN KEY ("podcast_id") REFERENCES "public"."podcasts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "podcast_comments" ADD CONSTRAINT "podcast_comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "podcast_votes" ADD CONSTRAINT "podcast_votes_podcast_id_podcasts_id_fk" FOREIGN KEY ("podcast_id") REFERENCES "public"."podcasts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "podcast_votes" ADD CONSTRAINT "podcast_votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "podcasts" ADD CONSTRAINT "podcasts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "learning_checklist_items_key_idx" ON "learning_checklist_items" USING btree ("section_id","stable_key");--> statement-breakpoint
CREATE INDEX "learning_checklist_items_tab_idx" ON "learning_checklist_items" USING btree ("tab_id","display_order");--> statement-breakpoint
CREATE INDEX "learning_modules_category_idx" ON "learning_modules" USING btree ("category","is_published","display_order");--> statement-breakpoint
CREATE UNIQUE INDEX "learning_section_tabs_type_idx" ON "learning_section_tabs" USING btree ("section_id","tab_type");--> statement-breakpoint
CREATE UNIQUE INDEX "learning_sections_module_slug_idx" ON "learning_sections" USING btree ("module_id","slug");--> statement-breakpoint
CREATE INDEX "learning_sections_module_order_idx" ON "learning_sections" USING btree ("module_id","display_order");--> statement-breakpoint
CREATE UNIQUE INDEX "user_learning_progress_user_section_idx" ON "user_learning_progress" USING btree ("user_id","section_id");--> statement-breakpoint
CREATE INDEX "user_learning_progress_user_viewed_idx" ON "user_learning_progress" USING btree ("user_id","last_viewed_at");--> statement-breakpoint
CREATE INDEX "user_learning_progress_module_idx" ON "user_learning_progress" USING btree ("module_id");--> statement-breakpoint
CREATE INDEX "book_comments_book_idx" ON "book_comments" USING btree ("book_id","created_at");--> statement-breakpoint
CREATE INDEX "books_business_type_idx" ON "books" USING btree ("business_type");--> statement-breakpoint
CREATE INDEX "podcast_comments_podcast_idx" ON "podcast_comments" USING btree ("podcast_id","created_at");--> statement-breakpoint
CREATE INDEX "podcasts_business_type_idx" ON "podcasts" USING btree ("business_type");