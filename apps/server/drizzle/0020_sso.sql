CREATE TABLE "organisation" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sso" jsonb,
	"sso_enabled" boolean DEFAULT false NOT NULL,
	"group_attribute" text DEFAULT 'groups' NOT NULL,
	"group_cohorts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"default_cohort_id" text,
	"password_sign_in" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organisation_domain" (
	"domain" text PRIMARY KEY NOT NULL,
	"organisation_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sso_assertion_seen" (
	"organisation_id" text NOT NULL,
	"assertion_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sso_identity" (
	"organisation_id" text NOT NULL,
	"subject" text NOT NULL,
	"user_id" text NOT NULL,
	"last_sign_in_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sso_request" (
	"id" text PRIMARY KEY NOT NULL,
	"organisation_id" text NOT NULL,
	"browser_hash" text NOT NULL,
	"code_verifier" text,
	"nonce" text,
	"return_to" text DEFAULT '/' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "organisation" ADD CONSTRAINT "organisation_default_cohort_id_cohort_id_fk" FOREIGN KEY ("default_cohort_id") REFERENCES "public"."cohort"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_domain" ADD CONSTRAINT "organisation_domain_organisation_id_organisation_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_assertion_seen" ADD CONSTRAINT "sso_assertion_seen_organisation_id_organisation_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_identity" ADD CONSTRAINT "sso_identity_organisation_id_organisation_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_identity" ADD CONSTRAINT "sso_identity_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_request" ADD CONSTRAINT "sso_request_organisation_id_organisation_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "organisation_name_lower_idx" ON "organisation" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "sso_assertion_seen_idx" ON "sso_assertion_seen" USING btree ("organisation_id","assertion_id");--> statement-breakpoint
CREATE INDEX "sso_assertion_seen_expires_idx" ON "sso_assertion_seen" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sso_identity_subject_idx" ON "sso_identity" USING btree ("organisation_id","subject");--> statement-breakpoint
CREATE INDEX "sso_identity_user_idx" ON "sso_identity" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sso_request_expires_idx" ON "sso_request" USING btree ("expires_at");