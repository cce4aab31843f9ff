CREATE TABLE "practice_report" (
	"user_id" text PRIMARY KEY NOT NULL,
	"public_id" text NOT NULL,
	"seed" integer NOT NULL,
	"difficulty" text NOT NULL,
	"forecast" jsonb NOT NULL,
	"alert_family" text,
	"stars" integer NOT NULL,
	"total_base" integer NOT NULL,
	"total_damage" integer NOT NULL,
	"net_change" integer NOT NULL,
	"cash_after" integer NOT NULL,
	"net_worth_after" integer NOT NULL,
	"points_after" integer NOT NULL,
	"ledger" jsonb NOT NULL,
	"attacks" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "practice_report_public_id_unique" UNIQUE("public_id")
);
--> statement-breakpoint
ALTER TABLE "practice_report" ADD CONSTRAINT "practice_report_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;