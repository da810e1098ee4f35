CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "participant_tags" (
	"user_id" text NOT NULL,
	"participant_id" text NOT NULL,
	"event_id" text NOT NULL,
	"tag" text NOT NULL,
	"created_at" bigint DEFAULT (extract(epoch from now()) * 1000)::bigint NOT NULL,
	CONSTRAINT "participant_tags_user_id_participant_id_pk" PRIMARY KEY("user_id","participant_id")
);
--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "max_selectable_option_count" integer;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "tabs" jsonb;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "limit_tabs" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "tabs_config" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "after_wizard" text DEFAULT 'index' NOT NULL;--> statement-breakpoint
ALTER TABLE "participants" ADD COLUMN "offer" text;--> statement-breakpoint
ALTER TABLE "participants" ADD COLUMN "seek" text;--> statement-breakpoint
ALTER TABLE "participants" ADD COLUMN "some" jsonb DEFAULT '{"facebook":null,"twitter":null,"instagram":null,"linkedin":null}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "participants" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "participants" ADD COLUMN "location" text;--> statement-breakpoint
ALTER TABLE "participants" ADD COLUMN "timezone" text;--> statement-breakpoint
ALTER TABLE "participants" ADD COLUMN "team_size" text;--> statement-breakpoint
ALTER TABLE "participants" ADD COLUMN "industries" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "participants" ADD COLUMN "technologies" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "participants" ADD COLUMN "personal_values" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "participants" ADD COLUMN "video_url" text;--> statement-breakpoint
ALTER TABLE "participants" ADD COLUMN "show_speaker" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "participants" ADD COLUMN "category_choices" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "participants" ADD COLUMN "search_document" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "participants" ADD COLUMN "name_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "participant_tags" ADD CONSTRAINT "participant_tags_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participant_tags" ADD CONSTRAINT "participant_tags_participant_id_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."participants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participant_tags" ADD CONSTRAINT "participant_tags_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "participant_tags_user_event_idx" ON "participant_tags" USING btree ("user_id","event_id","tag");--> statement-breakpoint
CREATE INDEX "participants_event_name_idx" ON "participants" USING btree ("event_id","name_key" collate "C","id");--> statement-breakpoint
CREATE INDEX "participants_search_trgm_idx" ON "participants" USING gin ("search_document" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "participants_category_choices_idx" ON "participants" USING gin ("category_choices");