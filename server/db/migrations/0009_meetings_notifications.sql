CREATE TABLE "invitations" (
	"id" text PRIMARY KEY NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"state" text DEFAULT 'waiting' NOT NULL,
	"from_participant_id" text NOT NULL,
	"to_participant_id" text NOT NULL,
	"to_booth_id" text,
	"meeting_id" text,
	"message" text DEFAULT '' NOT NULL,
	"answer_message" text,
	"expires_at" bigint NOT NULL,
	"created_at" bigint DEFAULT (extract(epoch from now()) * 1000)::bigint NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meeting_participants" (
	"meeting_id" text NOT NULL,
	"participant_id" text NOT NULL,
	"guest" boolean DEFAULT false NOT NULL,
	"checked_in_at" bigint,
	CONSTRAINT "meeting_participants_meeting_id_participant_id_pk" PRIMARY KEY("meeting_id","participant_id")
);
--> statement-breakpoint
CREATE TABLE "meetings" (
	"id" text PRIMARY KEY NOT NULL,
	"event_id" text NOT NULL,
	"session_id" text NOT NULL,
	"occurrence_id" text NOT NULL,
	"starts_at" bigint NOT NULL,
	"ends_at" bigint NOT NULL,
	"status" text DEFAULT 'accepted' NOT NULL,
	"invitation_id" text,
	"pre_booked_by" text,
	"on_site" boolean DEFAULT false NOT NULL,
	"table_number" integer,
	"location" text,
	"executor_id" text NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"created_at" bigint DEFAULT (extract(epoch from now()) * 1000)::bigint NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_meta" (
	"user_id" text PRIMARY KEY NOT NULL,
	"last_notification_date" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text,
	"event_id" text NOT NULL,
	"type_notification" text NOT NULL,
	"type" text NOT NULL,
	"session_id" text,
	"details" jsonb NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications_seen" (
	"user_id" text NOT NULL,
	"notification_id" text NOT NULL,
	"seen_at" bigint NOT NULL,
	CONSTRAINT "notifications_seen_user_id_notification_id_pk" PRIMARY KEY("user_id","notification_id")
);
--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_from_participant_id_participants_id_fk" FOREIGN KEY ("from_participant_id") REFERENCES "public"."participants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_to_participant_id_participants_id_fk" FOREIGN KEY ("to_participant_id") REFERENCES "public"."participants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_to_booth_id_booths_id_fk" FOREIGN KEY ("to_booth_id") REFERENCES "public"."booths"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_participants" ADD CONSTRAINT "meeting_participants_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_participants" ADD CONSTRAINT "meeting_participants_participant_id_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."participants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_occurrence_id_session_occurrences_id_fk" FOREIGN KEY ("occurrence_id") REFERENCES "public"."session_occurrences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_meta" ADD CONSTRAINT "notification_meta_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications_seen" ADD CONSTRAINT "notifications_seen_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications_seen" ADD CONSTRAINT "notifications_seen_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invitations_from_idx" ON "invitations" USING btree ("from_participant_id","created_at");--> statement-breakpoint
CREATE INDEX "invitations_to_idx" ON "invitations" USING btree ("to_participant_id","created_at");--> statement-breakpoint
CREATE INDEX "invitations_booth_idx" ON "invitations" USING btree ("to_booth_id");--> statement-breakpoint
CREATE INDEX "invitations_meeting_idx" ON "invitations" USING btree ("meeting_id");--> statement-breakpoint
CREATE INDEX "meeting_participants_participant_idx" ON "meeting_participants" USING btree ("participant_id");--> statement-breakpoint
CREATE INDEX "meetings_event_idx" ON "meetings" USING btree ("event_id","starts_at");--> statement-breakpoint
CREATE INDEX "meetings_occurrence_idx" ON "meetings" USING btree ("occurrence_id");--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "notifications_event_idx" ON "notifications" USING btree ("event_id","created_at");