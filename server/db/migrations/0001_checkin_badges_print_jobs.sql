CREATE TABLE "badge_prints" (
	"event_id" text NOT NULL,
	"ticket_id" text NOT NULL,
	"badge_id" text NOT NULL,
	"version" integer NOT NULL,
	"printed_at" bigint NOT NULL,
	"printer" text,
	"forced" boolean DEFAULT false NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "badge_prints_event_id_ticket_id_badge_id_version_pk" PRIMARY KEY("event_id","ticket_id","badge_id","version")
);
--> statement-breakpoint
CREATE TABLE "check_in_requests" (
	"event_id" text NOT NULL,
	"key" text NOT NULL,
	"user_id" text NOT NULL,
	"status" integer NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" bigint NOT NULL,
	CONSTRAINT "check_in_requests_event_id_key_pk" PRIMARY KEY("event_id","key")
);
--> statement-breakpoint
CREATE TABLE "check_in_states" (
	"event_id" text NOT NULL,
	"area_id" text NOT NULL,
	"participant_id" text NOT NULL,
	"checked_in" boolean NOT NULL,
	"updated_at" bigint NOT NULL,
	CONSTRAINT "check_in_states_event_id_area_id_participant_id_pk" PRIMARY KEY("event_id","area_id","participant_id")
);
--> statement-breakpoint
CREATE TABLE "print_jobs" (
	"id" text PRIMARY KEY NOT NULL,
	"event_id" text NOT NULL,
	"printer_id" text NOT NULL,
	"ticket_id" text NOT NULL,
	"participant_name" text NOT NULL,
	"badge_id" text NOT NULL,
	"version" integer NOT NULL,
	"key" text NOT NULL,
	"forced" boolean DEFAULT false NOT NULL,
	"state" text NOT NULL,
	"station_id" text,
	"error" text,
	"requested_by" text NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scan_log" (
	"id" text PRIMARY KEY NOT NULL,
	"event_id" text NOT NULL,
	"area_id" text NOT NULL,
	"check_in" boolean NOT NULL,
	"outcome" text NOT NULL,
	"scanned" text NOT NULL,
	"participant_id" text,
	"operator_user_id" text NOT NULL,
	"operator_name" text NOT NULL,
	"station_id" text,
	"printer" text,
	"at" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "badge_prints" ADD CONSTRAINT "badge_prints_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_in_requests" ADD CONSTRAINT "check_in_requests_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_in_states" ADD CONSTRAINT "check_in_states_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_in_states" ADD CONSTRAINT "check_in_states_participant_id_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."participants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_jobs" ADD CONSTRAINT "print_jobs_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scan_log" ADD CONSTRAINT "scan_log_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "print_jobs_printer_idx" ON "print_jobs" USING btree ("event_id","printer_id","state");--> statement-breakpoint
CREATE UNIQUE INDEX "print_jobs_live_key" ON "print_jobs" USING btree ("key") WHERE state in ('pending', 'claimed');--> statement-breakpoint
CREATE INDEX "scan_log_event_at_idx" ON "scan_log" USING btree ("event_id","at");