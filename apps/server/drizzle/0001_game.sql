CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"actor_id" text,
	"actor_email" text NOT NULL,
	"action" text NOT NULL,
	"target" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank" (
	"user_id" text PRIMARY KEY NOT NULL,
	"public_id" text NOT NULL,
	"name" text NOT NULL,
	"anonymous" boolean DEFAULT false NOT NULL,
	"anonymous_number" integer NOT NULL,
	"alert_family" text,
	"cash" integer NOT NULL,
	"invested" integer DEFAULT 0 NOT NULL,
	"net_worth" integer GENERATED ALWAYS AS (cash + invested) STORED,
	"season_id" text NOT NULL,
	"plays_waves" boolean DEFAULT true NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"welcome_done" boolean DEFAULT false NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_public_id_unique" UNIQUE("public_id")
);
--> statement-breakpoint
CREATE TABLE "game_event" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_key" (
	"user_id" text NOT NULL,
	"key" text NOT NULL,
	"scope" text NOT NULL,
	"status" integer NOT NULL,
	"body" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_key_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
CREATE TABLE "league" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"owner_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "league_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "league_member" (
	"league_id" text NOT NULL,
	"user_id" text NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "league_member_league_id_user_id_pk" PRIMARY KEY("league_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"season_id" text NOT NULL,
	"amount" integer NOT NULL,
	"kind" text NOT NULL,
	"reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "owned_defense" (
	"user_id" text NOT NULL,
	"defense_id" text NOT NULL,
	"level" integer NOT NULL,
	"invested" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "owned_defense_user_id_defense_id_pk" PRIMARY KEY("user_id","defense_id")
);
--> statement-breakpoint
CREATE TABLE "season" (
	"id" text PRIMARY KEY NOT NULL,
	"number" integer NOT NULL,
	"status" text NOT NULL,
	"started_by" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "season_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "season_archive" (
	"season_id" text NOT NULL,
	"user_id" text,
	"rank" integer NOT NULL,
	"position" integer NOT NULL,
	"bank_name" text NOT NULL,
	"manager_name" text NOT NULL,
	"anonymous" boolean NOT NULL,
	"anonymous_number" integer NOT NULL,
	"net_worth" integer NOT NULL,
	CONSTRAINT "season_archive_season_id_position_pk" PRIMARY KEY("season_id","position")
);
--> statement-breakpoint
CREATE TABLE "wave" (
	"id" text PRIMARY KEY NOT NULL,
	"season_id" text NOT NULL,
	"seed" integer NOT NULL,
	"difficulty" text NOT NULL,
	"forecast" jsonb NOT NULL,
	"attacks" jsonb NOT NULL,
	"scheduled_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"error" text,
	"created_by" text,
	"automatic" boolean DEFAULT false NOT NULL,
	"lease_owner" text,
	"lease_until" timestamp with time zone,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"players_hit" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wave_outcome" (
	"wave_id" text NOT NULL,
	"outcome_no" integer NOT NULL,
	"situation" text NOT NULL,
	"breakdown" jsonb NOT NULL,
	CONSTRAINT "wave_outcome_wave_id_outcome_no_pk" PRIMARY KEY("wave_id","outcome_no")
);
--> statement-breakpoint
CREATE TABLE "wave_result" (
	"wave_id" text NOT NULL,
	"user_id" text NOT NULL,
	"public_id" text NOT NULL,
	"alert_family" text,
	"stars" integer NOT NULL,
	"total_base" integer NOT NULL,
	"total_damage" integer NOT NULL,
	"net_change" integer NOT NULL,
	"cash_after" integer NOT NULL,
	"net_worth_after" integer NOT NULL,
	"outcomes" integer[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wave_result_wave_id_user_id_pk" PRIMARY KEY("wave_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "wave_schedule" (
	"id" integer PRIMARY KEY NOT NULL,
	"enabled" boolean NOT NULL,
	"interval_minutes" integer NOT NULL,
	"time_of_day" text NOT NULL,
	"rotation_index" integer DEFAULT 0 NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_user_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank" ADD CONSTRAINT "bank_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank" ADD CONSTRAINT "bank_season_id_season_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."season"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_key" ADD CONSTRAINT "idempotency_key_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league" ADD CONSTRAINT "league_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_member" ADD CONSTRAINT "league_member_league_id_league_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."league"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_member" ADD CONSTRAINT "league_member_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owned_defense" ADD CONSTRAINT "owned_defense_user_id_bank_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."bank"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season" ADD CONSTRAINT "season_started_by_user_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_archive" ADD CONSTRAINT "season_archive_season_id_season_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."season"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_archive" ADD CONSTRAINT "season_archive_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wave" ADD CONSTRAINT "wave_season_id_season_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."season"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wave" ADD CONSTRAINT "wave_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wave_schedule" ADD CONSTRAINT "wave_schedule_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_created_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "bank_ranking_idx" ON "bank" USING btree ("net_worth" DESC NULLS LAST,"joined_at","user_id") WHERE not "bank"."disabled";--> statement-breakpoint
CREATE INDEX "bank_season_idx" ON "bank" USING btree ("season_id","user_id");--> statement-breakpoint
CREATE INDEX "idempotency_created_idx" ON "idempotency_key" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "league_member_user_idx" ON "league_member" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "ledger_user_idx" ON "ledger" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "wave_due_idx" ON "wave" USING btree ("status","scheduled_at");--> statement-breakpoint
CREATE UNIQUE INDEX "wave_outcome_situation_idx" ON "wave_outcome" USING btree ("wave_id","situation");--> statement-breakpoint
CREATE UNIQUE INDEX "wave_result_public_idx" ON "wave_result" USING btree ("public_id");--> statement-breakpoint
CREATE INDEX "wave_result_user_idx" ON "wave_result" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE FUNCTION "ledger_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Deleting an account erases its rows; that service sets ffl.erasing inside its transaction.
  IF TG_OP = 'DELETE' AND current_setting('ffl.erasing', true) = 'on' THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'the ledger is append-only (% refused)', TG_OP;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "ledger_append_only" BEFORE UPDATE OR DELETE ON "ledger"
  FOR EACH ROW EXECUTE FUNCTION "ledger_append_only"();
--> statement-breakpoint
CREATE SEQUENCE "bank_change_stamp";
--> statement-breakpoint
CREATE FUNCTION "bank_change_stamp"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- One tick per statement that touches banks: app processes compare it to know when the
  -- leaderboard they hold in memory is out of date. Sequences never block, unlike a counter row.
  PERFORM nextval('bank_change_stamp');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "bank_change_stamp" AFTER INSERT OR UPDATE OR DELETE ON "bank"
  FOR EACH STATEMENT EXECUTE FUNCTION "bank_change_stamp"();
