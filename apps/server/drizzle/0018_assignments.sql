CREATE TABLE "active_time" (
	"user_id" text NOT NULL,
	"topic" text NOT NULL,
	"day" date NOT NULL,
	"seconds" integer NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	CONSTRAINT "active_time_user_id_topic_day_pk" PRIMARY KEY("user_id","topic","day")
);
--> statement-breakpoint
CREATE TABLE "activity_beat" (
	"user_id" text PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assignment" (
	"id" text PRIMARY KEY NOT NULL,
	"cohort_id" text NOT NULL,
	"name" text NOT NULL,
	"fraud_ids" text[] NOT NULL,
	"families" text[] NOT NULL,
	"post_check" boolean NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" text,
	"content_version" text NOT NULL,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "active_time" ADD CONSTRAINT "active_time_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_beat" ADD CONSTRAINT "activity_beat_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment" ADD CONSTRAINT "assignment_cohort_id_cohort_id_fk" FOREIGN KEY ("cohort_id") REFERENCES "public"."cohort"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment" ADD CONSTRAINT "assignment_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assignment_cohort_idx" ON "assignment" USING btree ("cohort_id","created_at");