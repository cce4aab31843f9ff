ALTER TABLE "quiz_attempt" ADD COLUMN "option_seed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "quiz_attempt" ADD COLUMN "ended_at" timestamp with time zone;--> statement-breakpoint
UPDATE "quiz_attempt" SET "ended_at" = coalesce("submitted_at", "created_at") WHERE "status" <> 'open';
