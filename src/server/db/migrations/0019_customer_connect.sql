CREATE TABLE "messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" varchar(20) NOT NULL,
	"direction" varchar(10) DEFAULT 'outbound' NOT NULL,
	"customer_name" varchar(100),
	"customer_phone" varchar(30) NOT NULL,
	"phone_key" varchar(20) NOT NULL,
	"customer_email" varchar(255),
	"content" text NOT NULL,
	"user_id" integer,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" varchar(20) DEFAULT 'sent' NOT NULL,
	"twilio_sid" varchar(64),
	"twilio_status" varchar(30),
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"email_sent" boolean DEFAULT false NOT NULL,
	"gym_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_opt_outs" (
	"id" serial PRIMARY KEY NOT NULL,
	"phone" varchar(20) NOT NULL,
	"sending_number" varchar(20) NOT NULL,
	"opted_out_at" timestamp with time zone DEFAULT now() NOT NULL,
	"opted_in_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "voice_recordings" (
	"id" serial PRIMARY KEY NOT NULL,
	"message_id" integer NOT NULL,
	"recording_url" text,
	"recording_duration" integer,
	"is_text_to_speech" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "gyms" ADD COLUMN "sms_from" varchar(30);--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_gym_id_gyms_id_fk" FOREIGN KEY ("gym_id") REFERENCES "public"."gyms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_recordings" ADD CONSTRAINT "voice_recordings_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "messages_gym_sent_idx" ON "messages" USING btree ("gym_id","sent_at");--> statement-breakpoint
CREATE INDEX "messages_gym_phone_idx" ON "messages" USING btree ("gym_id","phone_key","sent_at");--> statement-breakpoint
CREATE INDEX "messages_twilio_sid_idx" ON "messages" USING btree ("twilio_sid");--> statement-breakpoint
CREATE INDEX "messages_tags_idx" ON "messages" USING gin ("tags");--> statement-breakpoint
CREATE UNIQUE INDEX "sms_opt_outs_phone_sender_idx" ON "sms_opt_outs" USING btree ("phone","sending_number");--> statement-breakpoint
CREATE INDEX "voice_recordings_message_idx" ON "voice_recordings" USING btree ("message_id");