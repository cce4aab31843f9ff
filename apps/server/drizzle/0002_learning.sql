CREATE TABLE "quiz_answer" (
	"attempt_id" text NOT NULL,
	"user_id" text NOT NULL,
	"question_id" text NOT NULL,
	"option_index" integer NOT NULL,
	"correct" boolean NOT NULL,
	"answered_at" timestamp with time zone NOT NULL,
	CONSTRAINT "quiz_answer_attempt_id_question_id_pk" PRIMARY KEY("attempt_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "quiz_attempt" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"fraud_id" text NOT NULL,
	"season_id" text NOT NULL,
	"question_ids" text[] NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone,
	"score" integer,
	"passed" boolean,
	"reward" integer,
	"review_stage" integer,
	"review_due_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "quiz_review" (
	"user_id" text NOT NULL,
	"fraud_id" text NOT NULL,
	"stage" integer NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "quiz_review_user_id_fraud_id_pk" PRIMARY KEY("user_id","fraud_id")
);
--> statement-breakpoint
ALTER TABLE "quiz_answer" ADD CONSTRAINT "quiz_answer_attempt_id_quiz_attempt_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."quiz_attempt"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_answer" ADD CONSTRAINT "quiz_answer_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_attempt" ADD CONSTRAINT "quiz_attempt_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_attempt" ADD CONSTRAINT "quiz_attempt_season_id_season_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."season"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_review" ADD CONSTRAINT "quiz_review_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quiz_answer_question_idx" ON "quiz_answer" USING btree ("question_id","option_index");--> statement-breakpoint
CREATE INDEX "quiz_answer_user_idx" ON "quiz_answer" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "quiz_attempt_user_idx" ON "quiz_attempt" USING btree ("user_id","fraud_id","created_at");--> statement-breakpoint
CREATE INDEX "quiz_attempt_open_idx" ON "quiz_attempt" USING btree ("user_id") WHERE "quiz_attempt"."status" = 'open';--> statement-breakpoint
CREATE INDEX "quiz_attempt_stats_idx" ON "quiz_attempt" USING btree ("fraud_id","passed") WHERE "quiz_attempt"."status" = 'submitted';