CREATE TABLE "enrolment" (
	"email" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"cohort_id" text,
	"enrolled_at" timestamp with time zone DEFAULT now() NOT NULL,
	"enrolled_by" text,
	"accepted_at" timestamp with time zone,
	"user_id" text
);
--> statement-breakpoint
ALTER TABLE "enrolment" ADD CONSTRAINT "enrolment_cohort_id_cohort_id_fk" FOREIGN KEY ("cohort_id") REFERENCES "public"."cohort"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrolment" ADD CONSTRAINT "enrolment_enrolled_by_user_id_fk" FOREIGN KEY ("enrolled_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrolment" ADD CONSTRAINT "enrolment_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enrolment_cohort_idx" ON "enrolment" USING btree ("cohort_id");