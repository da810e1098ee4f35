-- Only the venue entrance ('allEvent', shared/schemas/checkin.ts VENUE_ENTRANCE_ID) makes someone on site.
CREATE OR REPLACE FUNCTION lanyard_directory_entrance_changed() RETURNS trigger LANGUAGE plpgsql AS $$
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
