CREATE TABLE "drill_attempt" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"season_id" text NOT NULL,
	"drill_id" text NOT NULL,
	"fraud_id" text NOT NULL,
	"legitimate" boolean NOT NULL,
	"difficulty" text NOT NULL,
	"decision" text NOT NULL,
	"flags" text[] NOT NULL,
	"outcome" text NOT NULL,
	"red_flags" integer NOT NULL,
	"found" integer NOT NULL,
	"missed" integer NOT NULL,
	"false_flags" integer NOT NULL,
	"missed_ids" text[] NOT NULL,
	"pay_decision" integer NOT NULL,
	"pay_flags" integer NOT NULL,
	"pay_false_flags" integer NOT NULL,
	"paid" integer NOT NULL,
	"first_of_season" boolean NOT NULL,
	"review_met" boolean DEFAULT false NOT NULL,
	"review_reward" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "drill_of_the_day" (
	"user_id" text PRIMARY KEY NOT NULL,
	"day" text NOT NULL,
	"drill_id" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "drill_attempt" ADD CONSTRAINT "drill_attempt_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drill_attempt" ADD CONSTRAINT "drill_attempt_season_id_season_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."season"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drill_of_the_day" ADD CONSTRAINT "drill_of_the_day_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "drill_attempt_first_idx" ON "drill_attempt" USING btree ("user_id","season_id","drill_id") WHERE "drill_attempt"."first_of_season";--> statement-breakpoint
CREATE INDEX "drill_attempt_user_idx" ON "drill_attempt" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "drill_attempt_stats_idx" ON "drill_attempt" USING btree ("season_id","drill_id") WHERE "drill_attempt"."first_of_season";