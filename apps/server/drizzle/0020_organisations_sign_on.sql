CREATE TABLE "lti_context" (
	"platform_id" text NOT NULL,
	"context_id" text NOT NULL,
	"title" text NOT NULL,
	"cohort_id" text,
	"memberships_url" text,
	"deployment_id" text NOT NULL,
	"synced_at" timestamp with time zone,
	CONSTRAINT "lti_context_platform_id_context_id_pk" PRIMARY KEY("platform_id","context_id")
);
--> statement-breakpoint
CREATE TABLE "lti_grade" (
	"platform_id" text NOT NULL,
	"resource_link_id" text NOT NULL,
	"user_id" text NOT NULL,
	"sub" text NOT NULL,
	"sent_score" integer,
	"sent_complete" boolean DEFAULT false NOT NULL,
	"sent_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"last_error" text,
	CONSTRAINT "lti_grade_platform_id_resource_link_id_user_id_pk" PRIMARY KEY("platform_id","resource_link_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "lti_link" (
	"platform_id" text NOT NULL,
	"resource_link_id" text NOT NULL,
	"context_id" text NOT NULL,
	"kind" text NOT NULL,
	"family" text,
	"assignment_id" text,
	"line_item_url" text,
	"can_score" boolean DEFAULT false NOT NULL,
	CONSTRAINT "lti_link_platform_id_resource_link_id_pk" PRIMARY KEY("platform_id","resource_link_id")
);
--> statement-breakpoint
CREATE TABLE "lti_login" (
	"state" text PRIMARY KEY NOT NULL,
	"nonce" text NOT NULL,
	"platform_id" text NOT NULL,
	"browser_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lti_nonce_seen" (
	"platform_id" text NOT NULL,
	"nonce" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lti_nonce_seen_platform_id_nonce_pk" PRIMARY KEY("platform_id","nonce")
);
--> statement-breakpoint
CREATE TABLE "lti_platform" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"issuer" text NOT NULL,
	"client_id" text NOT NULL,
	"auth_login_url" text NOT NULL,
	"token_url" text NOT NULL,
	"jwks_url" text NOT NULL,
	"deployment_ids" text[] NOT NULL,
	"source" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text
);
--> statement-breakpoint
CREATE TABLE "lti_tool_key" (
	"kid" text PRIMARY KEY NOT NULL,
	"public_jwk" jsonb NOT NULL,
	"private_jwk" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retired_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "lti_user" (
	"platform_id" text NOT NULL,
	"sub" text NOT NULL,
	"user_id" text NOT NULL,
	CONSTRAINT "lti_user_platform_id_sub_pk" PRIMARY KEY("platform_id","sub")
);
--> statement-breakpoint
CREATE TABLE "scim_group" (
	"organisation_id" text NOT NULL,
	"cohort_id" text PRIMARY KEY NOT NULL,
	"external_id" text,
	"display_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scim_token" (
	"id" text PRIMARY KEY NOT NULL,
	"organisation_id" text NOT NULL,
	"name" text NOT NULL,
	"secret_hash" text NOT NULL,
	"prefix" text NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "scim_user" (
	"organisation_id" text NOT NULL,
	"user_id" text PRIMARY KEY NOT NULL,
	"external_id" text,
	"user_name" text NOT NULL,
	"display_name" text,
	"given_name" text,
	"family_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
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
	"user_id" text,
	"finish_code_hash" text,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lti_context" ADD CONSTRAINT "lti_context_platform_id_lti_platform_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."lti_platform"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_context" ADD CONSTRAINT "lti_context_cohort_id_cohort_id_fk" FOREIGN KEY ("cohort_id") REFERENCES "public"."cohort"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_grade" ADD CONSTRAINT "lti_grade_platform_id_lti_platform_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."lti_platform"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_grade" ADD CONSTRAINT "lti_grade_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_link" ADD CONSTRAINT "lti_link_platform_id_lti_platform_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."lti_platform"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_link" ADD CONSTRAINT "lti_link_assignment_id_assignment_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignment"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_login" ADD CONSTRAINT "lti_login_platform_id_lti_platform_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."lti_platform"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_nonce_seen" ADD CONSTRAINT "lti_nonce_seen_platform_id_lti_platform_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."lti_platform"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_platform" ADD CONSTRAINT "lti_platform_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_user" ADD CONSTRAINT "lti_user_platform_id_lti_platform_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."lti_platform"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_user" ADD CONSTRAINT "lti_user_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scim_group" ADD CONSTRAINT "scim_group_organisation_id_organisation_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scim_group" ADD CONSTRAINT "scim_group_cohort_id_cohort_id_fk" FOREIGN KEY ("cohort_id") REFERENCES "public"."cohort"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scim_token" ADD CONSTRAINT "scim_token_organisation_id_organisation_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scim_token" ADD CONSTRAINT "scim_token_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scim_user" ADD CONSTRAINT "scim_user_organisation_id_organisation_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scim_user" ADD CONSTRAINT "scim_user_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation" ADD CONSTRAINT "organisation_default_cohort_id_cohort_id_fk" FOREIGN KEY ("default_cohort_id") REFERENCES "public"."cohort"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_domain" ADD CONSTRAINT "organisation_domain_organisation_id_organisation_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_assertion_seen" ADD CONSTRAINT "sso_assertion_seen_organisation_id_organisation_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_identity" ADD CONSTRAINT "sso_identity_organisation_id_organisation_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_identity" ADD CONSTRAINT "sso_identity_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_request" ADD CONSTRAINT "sso_request_organisation_id_organisation_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_request" ADD CONSTRAINT "sso_request_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lti_login_expires_idx" ON "lti_login" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "lti_platform_issuer_client_idx" ON "lti_platform" USING btree ("issuer","client_id");--> statement-breakpoint
CREATE INDEX "lti_user_user_idx" ON "lti_user" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "scim_group_name_idx" ON "scim_group" USING btree ("organisation_id",lower("display_name"));--> statement-breakpoint
CREATE UNIQUE INDEX "scim_group_external_idx" ON "scim_group" USING btree ("organisation_id","external_id");--> statement-breakpoint
CREATE UNIQUE INDEX "scim_token_secret_idx" ON "scim_token" USING btree ("secret_hash");--> statement-breakpoint
CREATE INDEX "scim_token_organisation_idx" ON "scim_token" USING btree ("organisation_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "scim_user_name_idx" ON "scim_user" USING btree ("organisation_id",lower("user_name"));--> statement-breakpoint
CREATE UNIQUE INDEX "scim_user_external_idx" ON "scim_user" USING btree ("organisation_id","external_id");--> statement-breakpoint
CREATE UNIQUE INDEX "organisation_name_lower_idx" ON "organisation" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "sso_assertion_seen_idx" ON "sso_assertion_seen" USING btree ("organisation_id","assertion_id");--> statement-breakpoint
CREATE INDEX "sso_assertion_seen_expires_idx" ON "sso_assertion_seen" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sso_identity_subject_idx" ON "sso_identity" USING btree ("organisation_id","subject");--> statement-breakpoint
CREATE INDEX "sso_identity_user_idx" ON "sso_identity" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sso_request_expires_idx" ON "sso_request" USING btree ("expires_at");