CREATE TABLE "tool_roles" (
	"tool_slug" varchar(60) NOT NULL,
	"role_id" integer NOT NULL,
	"relevance" varchar(20) DEFAULT 'primary' NOT NULL,
	CONSTRAINT "tool_roles_tool_slug_role_id_pk" PRIMARY KEY("tool_slug","role_id")
);
--> statement-breakpoint
ALTER TABLE "tool_roles" ADD CONSTRAINT "tool_roles_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tool_roles_role_idx" ON "tool_roles" USING btree ("role_id");