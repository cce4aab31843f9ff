CREATE TABLE "booster" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"wave_id" text NOT NULL,
	"family_id" text NOT NULL,
	"lost" integer NOT NULL,
	"question_ids" text[] NOT NULL,
	"seed" integer NOT NULL,
	"correct" integer,
	"created_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "booster_answer" (
	"booster_id" text NOT NULL,
	"position" integer NOT NULL,
	"option_index" integer NOT NULL,
	"correct" boolean NOT NULL,
	"answered_at" timestamp with time zone NOT NULL,
	CONSTRAINT "booster_answer_booster_id_position_pk" PRIMARY KEY("booster_id","position")
);
--> statement-breakpoint
ALTER TABLE "booster" ADD CONSTRAINT "booster_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booster_answer" ADD CONSTRAINT "booster_answer_booster_id_booster_id_fk" FOREIGN KEY ("booster_id") REFERENCES "public"."booster"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booster_user_wave_idx" ON "booster" USING btree ("user_id","wave_id");--> statement-breakpoint
CREATE INDEX "booster_user_idx" ON "booster" USING btree ("user_id","created_at");