ALTER TABLE "books" ALTER COLUMN "business_type" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "books" ALTER COLUMN "business_type" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "podcasts" ALTER COLUMN "business_type" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "podcasts" ALTER COLUMN "business_type" DROP NOT NULL;