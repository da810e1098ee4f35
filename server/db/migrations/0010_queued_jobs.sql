CREATE TABLE "queued_jobs" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" bigint NOT NULL,
	"run_after" bigint NOT NULL,
	"locked_until" bigint,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text
);
--> statement-breakpoint
CREATE INDEX "queued_jobs_due_idx" ON "queued_jobs" USING btree ("run_after","created_at");