CREATE TABLE "activity_day" (
	"user_id" text NOT NULL,
	"day" text NOT NULL,
	"kinds" text[] NOT NULL,
	"first_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activity_day_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "mail_job" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"user_id" text NOT NULL,
	"dedupe_key" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"message_id" text NOT NULL,
	"lease_owner" text,
	"lease_until" timestamp with time zone,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "player_prefs" (
	"user_id" text PRIMARY KEY NOT NULL,
	"time_zone" text,
	"notify_wave_soon" boolean DEFAULT false NOT NULL,
	"wave_soon_hours" integer DEFAULT 3 NOT NULL,
	"notify_wave_results" boolean DEFAULT false NOT NULL,
	"notify_reminders" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_streak" (
	"user_id" text PRIMARY KEY NOT NULL,
	"current" integer DEFAULT 0 NOT NULL,
	"longest" integer DEFAULT 0 NOT NULL,
	"last_day" text,
	"freezes" integer DEFAULT 0 NOT NULL,
	"last_frozen_day" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "bank_ranking_idx";--> statement-breakpoint
ALTER TABLE "bank" ADD COLUMN "points" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "season_archive" ADD COLUMN "points" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "wave" ADD COLUMN "ranked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "wave" ADD COLUMN "results_mail_queued_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "wave_result" ADD COLUMN "points" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "wave_result" ADD COLUMN "points_after" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "wave_result" ADD COLUMN "rank_before" integer;--> statement-breakpoint
ALTER TABLE "wave_result" ADD COLUMN "rank_after" integer;--> statement-breakpoint
ALTER TABLE "activity_day" ADD CONSTRAINT "activity_day_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_prefs" ADD CONSTRAINT "player_prefs_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_streak" ADD CONSTRAINT "player_streak_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mail_job_dedupe_idx" ON "mail_job" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "mail_job_due_idx" ON "mail_job" USING btree ("id") WHERE status in ('queued', 'sending');--> statement-breakpoint
CREATE INDEX "mail_job_user_idx" ON "mail_job" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "bank_net_worth_idx" ON "bank" USING btree ("net_worth" DESC NULLS LAST,"joined_at","user_id") WHERE not "bank"."disabled";--> statement-breakpoint
CREATE INDEX "bank_ranking_idx" ON "bank" USING btree ("points" DESC NULLS LAST,"net_worth" DESC NULLS LAST,"joined_at","user_id") WHERE not "bank"."disabled";