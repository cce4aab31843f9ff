ALTER TABLE "drill_attempt" ADD COLUMN "hotspots" integer;--> statement-breakpoint
ALTER TABLE "drill_attempt" RENAME COLUMN "pay_false_flags" TO "pay_deduction";