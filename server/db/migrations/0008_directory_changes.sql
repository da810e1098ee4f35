CREATE TABLE "directory_changes" (
	"event_id" text NOT NULL,
	"participant_id" text NOT NULL,
	"xid" bigint DEFAULT (pg_current_xact_id()::text)::bigint NOT NULL,
	"created_at" bigint DEFAULT (extract(epoch from now()) * 1000)::bigint NOT NULL
);
--> statement-breakpoint
DROP INDEX "participants_event_name_idx";--> statement-breakpoint
DROP INDEX "participants_search_trgm_idx";--> statement-breakpoint
DROP INDEX "participants_category_choices_idx";--> statement-breakpoint
CREATE INDEX "directory_changes_event_xid_idx" ON "directory_changes" USING btree ("event_id","xid");--> statement-breakpoint
CREATE INDEX "directory_changes_created_idx" ON "directory_changes" USING btree ("created_at");--> statement-breakpoint
-- Every write that changes what the attendee directory ranks, filters or orders by logs the
-- participant in directory_changes (docs/networking.md "Directory index"), whoever writes it: the
-- profile save, the seed, an import, the door's check-in function or a booth's owner change.
CREATE FUNCTION lanyard_directory_participant_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    INSERT INTO directory_changes (event_id, participant_id) VALUES (OLD.event_id, OLD.id);
  ELSE
    INSERT INTO directory_changes (event_id, participant_id) VALUES (NEW.event_id, NEW.id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER participants_directory_written AFTER INSERT OR DELETE ON participants
  FOR EACH ROW EXECUTE FUNCTION lanyard_directory_participant_changed();
--> statement-breakpoint
CREATE TRIGGER participants_directory_updated AFTER UPDATE ON participants
  FOR EACH ROW WHEN (
    OLD.type_id IS DISTINCT FROM NEW.type_id OR OLD.state IS DISTINCT FROM NEW.state
    OR OLD.name_key IS DISTINCT FROM NEW.name_key OR OLD.search_document IS DISTINCT FROM NEW.search_document
    OR OLD.category_choices IS DISTINCT FROM NEW.category_choices OR OLD.event_id IS DISTINCT FROM NEW.event_id
  ) EXECUTE FUNCTION lanyard_directory_participant_changed();
--> statement-breakpoint
CREATE FUNCTION lanyard_directory_booth_owner_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.owner_participant_id IS NOT NULL THEN
    INSERT INTO directory_changes (event_id, participant_id) VALUES (OLD.event_id, OLD.owner_participant_id);
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.owner_participant_id IS NOT NULL THEN
    INSERT INTO directory_changes (event_id, participant_id) VALUES (NEW.event_id, NEW.owner_participant_id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER booths_directory_written AFTER INSERT OR DELETE ON booths
  FOR EACH ROW EXECUTE FUNCTION lanyard_directory_booth_owner_changed();
--> statement-breakpoint
CREATE TRIGGER booths_directory_updated AFTER UPDATE ON booths
  FOR EACH ROW WHEN (
    OLD.owner_participant_id IS DISTINCT FROM NEW.owner_participant_id OR OLD.event_id IS DISTINCT FROM NEW.event_id
  ) EXECUTE FUNCTION lanyard_directory_booth_owner_changed();
--> statement-breakpoint
-- Only the venue entrance ('allEvent', shared/schemas/checkin.ts VENUE_ENTRANCE_ID) makes someone on site.
CREATE FUNCTION lanyard_directory_entrance_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF OLD.area_id = 'allEvent' THEN
      INSERT INTO directory_changes (event_id, participant_id) VALUES (OLD.event_id, OLD.participant_id);
    END IF;
  ELSIF NEW.area_id = 'allEvent' THEN
    INSERT INTO directory_changes (event_id, participant_id) VALUES (NEW.event_id, NEW.participant_id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER check_in_states_directory_written AFTER INSERT OR DELETE ON check_in_states
  FOR EACH ROW EXECUTE FUNCTION lanyard_directory_entrance_changed();
--> statement-breakpoint
CREATE TRIGGER check_in_states_directory_updated AFTER UPDATE ON check_in_states
  FOR EACH ROW WHEN (OLD.checked_in IS DISTINCT FROM NEW.checked_in)
  EXECUTE FUNCTION lanyard_directory_entrance_changed();
