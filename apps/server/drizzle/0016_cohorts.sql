CREATE TABLE "cohort" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"join_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	CONSTRAINT "cohort_join_code_unique" UNIQUE("join_code")
);
--> statement-breakpoint
CREATE TABLE "cohort_manager" (
	"cohort_id" text NOT NULL,
	"user_id" text NOT NULL,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"granted_by" text,
	CONSTRAINT "cohort_manager_cohort_id_user_id_pk" PRIMARY KEY("cohort_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "cohort_member" (
	"user_id" text PRIMARY KEY NOT NULL,
	"cohort_id" text NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"source" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cohort" ADD CONSTRAINT "cohort_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cohort_manager" ADD CONSTRAINT "cohort_manager_cohort_id_cohort_id_fk" FOREIGN KEY ("cohort_id") REFERENCES "public"."cohort"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cohort_manager" ADD CONSTRAINT "cohort_manager_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cohort_manager" ADD CONSTRAINT "cohort_manager_granted_by_user_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cohort_member" ADD CONSTRAINT "cohort_member_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cohort_member" ADD CONSTRAINT "cohort_member_cohort_id_cohort_id_fk" FOREIGN KEY ("cohort_id") REFERENCES "public"."cohort"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cohort_name_lower_idx" ON "cohort" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "cohort_manager_user_idx" ON "cohort_manager" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "cohort_member_cohort_idx" ON "cohort_member" USING btree ("cohort_id");--> statement-breakpoint
-- Issue 27: the game masters of a deployment before roles became owners, who keep every power they had (granting game masters included).
UPDATE "user" SET "role" = 'owner' WHERE "role" = 'admin';
