CREATE TABLE "gym_domain_candidates" (
	"id" serial PRIMARY KEY NOT NULL,
	"gym_id" integer NOT NULL,
	"domain" varchar(253) NOT NULL,
	"dns_resolves" boolean DEFAULT false NOT NULL,
	"http_status" integer,
	"final_url" text,
	"title" varchar(255),
	"status" varchar(20) DEFAULT 'open' NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "gym_domain_candidates" ADD CONSTRAINT "gym_domain_candidates_gym_id_gyms_id_fk" FOREIGN KEY ("gym_id") REFERENCES "public"."gyms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gym_domain_candidates_gym_domain_idx" ON "gym_domain_candidates" USING btree ("gym_id","domain");--> statement-breakpoint
CREATE INDEX "gym_domain_candidates_status_idx" ON "gym_domain_candidates" USING btree ("status");