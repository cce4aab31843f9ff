CREATE TABLE "learning_programme" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"post_after_days" integer NOT NULL,
	"retention_after_days" integer NOT NULL,
	"created_by" text
);
--> statement-breakpoint
CREATE TABLE "measure_answer" (
	"check_id" text NOT NULL,
	"item_id" text NOT NULL,
	"user_id" text NOT NULL,
	"family" text NOT NULL,
	"fraud_id" text NOT NULL,
	"kind" text NOT NULL,
	"scam" boolean,
	"decision" text,
	"signs" text[] NOT NULL,
	"option" integer,
	"correct" boolean NOT NULL,
	"signs_found" integer NOT NULL,
	"signs_total" integer NOT NULL,
	"false_signs" integer NOT NULL,
	"answered_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "measure_check" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"programme_id" text NOT NULL,
	"phase" text NOT NULL,
	"form" text NOT NULL,
	"families" text[] NOT NULL,
	"item_ids" text[] NOT NULL,
	"seed" integer NOT NULL,
	"closed" boolean DEFAULT false NOT NULL,
	"correct" integer,
	"total" integer,
	"started_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "measure_pair" (
	"user_id" text NOT NULL,
	"programme_id" text NOT NULL,
	"later_phase" text NOT NULL,
	"family" text NOT NULL,
	"pre" double precision NOT NULL,
	"post" double precision NOT NULL,
	"d_prime_pre" double precision,
	"d_prime_post" double precision,
	"pre_form" text NOT NULL,
	"post_form" text NOT NULL,
	"closed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "measure_pair_user_id_programme_id_later_phase_family_pk" PRIMARY KEY("user_id","programme_id","later_phase","family")
);
--> statement-breakpoint
CREATE TABLE "measure_score" (
	"check_id" text NOT NULL,
	"user_id" text NOT NULL,
	"programme_id" text NOT NULL,
	"phase" text NOT NULL,
	"form" text NOT NULL,
	"family" text NOT NULL,
	"correct" integer NOT NULL,
	"total" integer NOT NULL,
	"signs_found" integer NOT NULL,
	"signs_total" integer NOT NULL,
	"false_signs" integer NOT NULL,
	"hits" integer NOT NULL,
	"scams" integer NOT NULL,
	"false_alarms" integer NOT NULL,
	"genuine" integer NOT NULL,
	"d_prime" double precision NOT NULL,
	"criterion" double precision NOT NULL,
	"closed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "measure_score_check_id_family_pk" PRIMARY KEY("check_id","family")
);
--> statement-breakpoint
ALTER TABLE "learning_programme" ADD CONSTRAINT "learning_programme_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "measure_answer" ADD CONSTRAINT "measure_answer_check_id_measure_check_id_fk" FOREIGN KEY ("check_id") REFERENCES "public"."measure_check"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "measure_answer" ADD CONSTRAINT "measure_answer_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "measure_check" ADD CONSTRAINT "measure_check_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "measure_check" ADD CONSTRAINT "measure_check_programme_id_learning_programme_id_fk" FOREIGN KEY ("programme_id") REFERENCES "public"."learning_programme"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "measure_pair" ADD CONSTRAINT "measure_pair_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "measure_score" ADD CONSTRAINT "measure_score_check_id_measure_check_id_fk" FOREIGN KEY ("check_id") REFERENCES "public"."measure_check"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "measure_score" ADD CONSTRAINT "measure_score_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "measure_answer_item_idx" ON "measure_answer" USING btree ("check_id","item_id");--> statement-breakpoint
CREATE INDEX "measure_answer_user_idx" ON "measure_answer" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "measure_check_user_idx" ON "measure_check" USING btree ("user_id","started_at");--> statement-breakpoint
CREATE INDEX "measure_check_report_idx" ON "measure_check" USING btree ("programme_id","phase","form") WHERE "measure_check"."closed";--> statement-breakpoint
CREATE UNIQUE INDEX "measure_check_open_idx" ON "measure_check" USING btree ("user_id") WHERE not "measure_check"."closed";--> statement-breakpoint
CREATE UNIQUE INDEX "measure_check_pre_idx" ON "measure_check" USING btree ("user_id","programme_id") WHERE "measure_check"."phase" = 'pre';--> statement-breakpoint
CREATE INDEX "measure_pair_report_idx" ON "measure_pair" USING btree ("programme_id","later_phase","family");--> statement-breakpoint
CREATE INDEX "measure_score_report_idx" ON "measure_score" USING btree ("programme_id","family","phase","user_id");--> statement-breakpoint
CREATE INDEX "measure_score_user_idx" ON "measure_score" USING btree ("user_id","closed_at");--> statement-breakpoint
INSERT INTO "learning_programme" ("id", "name", "started_at", "post_after_days", "retention_after_days") VALUES ('first-visit', 'Since first visit', '2020-01-01T00:00:00Z', 28, 56);