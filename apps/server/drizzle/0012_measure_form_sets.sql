CREATE TABLE "measure_form_set" (
	"id" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" text,
	"method" text NOT NULL,
	"first_attempts" integer NOT NULL,
	"players" integer NOT NULL,
	"assignment" jsonb NOT NULL,
	"unused" text[] NOT NULL,
	"estimates" jsonb NOT NULL,
	"form_means" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "measure_check" ADD COLUMN "form_set_id" text;--> statement-breakpoint
ALTER TABLE "measure_form_set" ADD CONSTRAINT "measure_form_set_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "measure_form_set_created_idx" ON "measure_form_set" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "measure_check" ADD CONSTRAINT "measure_check_form_set_id_measure_form_set_id_fk" FOREIGN KEY ("form_set_id") REFERENCES "public"."measure_form_set"("id") ON DELETE no action ON UPDATE no action;