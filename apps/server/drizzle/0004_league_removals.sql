CREATE TABLE "league_removal" (
	"league_id" text NOT NULL,
	"user_id" text NOT NULL,
	"code" text NOT NULL,
	"removed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "league_removal_league_id_user_id_pk" PRIMARY KEY("league_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "league_removal" ADD CONSTRAINT "league_removal_league_id_league_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."league"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_removal" ADD CONSTRAINT "league_removal_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;