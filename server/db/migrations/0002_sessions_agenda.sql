CREATE TABLE "agenda_entries" (
	"id" text PRIMARY KEY NOT NULL,
	"event_id" text NOT NULL,
	"participant_id" text NOT NULL,
	"session_id" text NOT NULL,
	"occurrence_id" text NOT NULL,
	"state" text NOT NULL,
	"decided_by" text,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calendar_feeds" (
	"user_id" text PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "off_times" (
	"id" text PRIMARY KEY NOT NULL,
	"event_id" text NOT NULL,
	"participant_id" text NOT NULL,
	"starts_at" bigint NOT NULL,
	"ends_at" bigint NOT NULL,
	"timezone" text NOT NULL,
	"date" text NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"created_by" text NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session_attendance" (
	"participant_id" text NOT NULL,
	"occurrence_id" text NOT NULL,
	"session_id" text NOT NULL,
	"last_join_at" bigint,
	"checked_in_at" bigint,
	CONSTRAINT "session_attendance_participant_id_occurrence_id_pk" PRIMARY KEY("participant_id","occurrence_id")
);
--> statement-breakpoint
ALTER TABLE "agenda_entries" ADD CONSTRAINT "agenda_entries_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agenda_entries" ADD CONSTRAINT "agenda_entries_participant_id_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."participants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agenda_entries" ADD CONSTRAINT "agenda_entries_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agenda_entries" ADD CONSTRAINT "agenda_entries_occurrence_id_session_occurrences_id_fk" FOREIGN KEY ("occurrence_id") REFERENCES "public"."session_occurrences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "off_times" ADD CONSTRAINT "off_times_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "off_times" ADD CONSTRAINT "off_times_participant_id_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."participants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_attendance" ADD CONSTRAINT "session_attendance_participant_id_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."participants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_attendance" ADD CONSTRAINT "session_attendance_occurrence_id_session_occurrences_id_fk" FOREIGN KEY ("occurrence_id") REFERENCES "public"."session_occurrences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_attendance" ADD CONSTRAINT "session_attendance_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agenda_entries_participant_session_key" ON "agenda_entries" USING btree ("participant_id","session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "agenda_entries_participant_occurrence_key" ON "agenda_entries" USING btree ("participant_id","occurrence_id");--> statement-breakpoint
CREATE INDEX "agenda_entries_occurrence_idx" ON "agenda_entries" USING btree ("occurrence_id");--> statement-breakpoint
CREATE INDEX "agenda_entries_event_state_idx" ON "agenda_entries" USING btree ("event_id","state");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_secret_key" ON "calendar_feeds" USING btree ("secret");--> statement-breakpoint
CREATE INDEX "off_times_participant_idx" ON "off_times" USING btree ("participant_id","starts_at");--> statement-breakpoint
CREATE INDEX "session_attendance_session_idx" ON "session_attendance" USING btree ("session_id");