ALTER TABLE "lti_platform" ADD COLUMN "enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "scim_user" ADD COLUMN "display_name" text;--> statement-breakpoint
ALTER TABLE "scim_user" ADD COLUMN "given_name" text;--> statement-breakpoint
ALTER TABLE "scim_user" ADD COLUMN "family_name" text;