DROP INDEX "cohort_member_cohort_idx";--> statement-breakpoint
CREATE INDEX "cohort_member_cohort_user_idx" ON "cohort_member" USING btree ("cohort_id","user_id");