CREATE TABLE "bizbuysell_urls" (
	"id" serial PRIMARY KEY NOT NULL,
	"url" varchar(2000) NOT NULL,
	"state" varchar(2) NOT NULL,
	"business_type" varchar(20) NOT NULL,
	"is_analyzed" boolean DEFAULT false NOT NULL,
	"last_analyzed" timestamp with time zone,
	"listing_id" integer,
	"job_id" integer,
	"last_error" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "business_listings" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(200) NOT NULL,
	"type" varchar(20) NOT NULL,
	"description" text NOT NULL,
	"price" numeric(14, 2) NOT NULL,
	"location" varchar(200) NOT NULL,
	"listing_url" varchar(2000) NOT NULL,
	"bizbuysell_id" varchar(50),
	"revenue" numeric(14, 2),
	"cash_flow" numeric(14, 2) NOT NULL,
	"established" smallint,
	"employees" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analyses" (
	"listing_id" integer PRIMARY KEY NOT NULL,
	"metrics" jsonb NOT NULL,
	"typical_low" numeric(5, 2) NOT NULL,
	"typical_high" numeric(5, 2) NOT NULL,
	"position" varchar(10),
	"features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"location" text NOT NULL,
	"business_model" text NOT NULL,
	"opportunities" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"risks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"competitive_advantages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"growth_potential" text NOT NULL,
	"growth_level" varchar(10) NOT NULL,
	"keywords" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"written_by" varchar(10) DEFAULT 'rules' NOT NULL,
	"analyzed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bizbuysell_urls" ADD CONSTRAINT "bizbuysell_urls_listing_id_business_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."business_listings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bizbuysell_urls" ADD CONSTRAINT "bizbuysell_urls_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bizbuysell_urls" ADD CONSTRAINT "bizbuysell_urls_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_listings" ADD CONSTRAINT "business_listings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analyses" ADD CONSTRAINT "analyses_listing_id_business_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."business_listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bizbuysell_urls_url_key" ON "bizbuysell_urls" USING btree ("url");--> statement-breakpoint
CREATE INDEX "bizbuysell_urls_waiting_idx" ON "bizbuysell_urls" USING btree ("is_analyzed","created_at");--> statement-breakpoint
CREATE INDEX "business_listings_type_created_idx" ON "business_listings" USING btree ("type","created_at");--> statement-breakpoint
CREATE INDEX "business_listings_created_idx" ON "business_listings" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "business_listings_url_idx" ON "business_listings" USING btree ("listing_url");--> statement-breakpoint
CREATE INDEX "business_listings_bizbuysell_idx" ON "business_listings" USING btree ("bizbuysell_id");