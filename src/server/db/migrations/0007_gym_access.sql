CREATE TABLE "gym_access_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"gym_id" integer NOT NULL,
	"role" varchar(50) NOT NULL,
	"status" varchar(20) DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	"reason" text
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "gym_access" varchar(20) DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "gym_access_requests" ADD CONSTRAINT "gym_access_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gym_access_requests" ADD CONSTRAINT "gym_access_requests_gym_id_gyms_id_fk" FOREIGN KEY ("gym_id") REFERENCES "public"."gyms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gym_access_requests" ADD CONSTRAINT "gym_access_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gym_access_requests_gym_status_idx" ON "gym_access_requests" USING btree ("gym_id","status","created_at");--> statement-breakpoint
CREATE INDEX "gym_access_requests_status_idx" ON "gym_access_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "gym_access_requests_one_pending_idx" ON "gym_access_requests" USING btree ("user_id") WHERE status = 'pending';--> statement-breakpoint
UPDATE "users" SET "gym_access" = 'approved' WHERE "gym_id" IS NOT NULL;
--> statement-breakpoint
DELETE FROM "permissions" WHERE "name" IN ('articles.read', 'articles.review', 'messaging.send', 'certificates.generate');
