-- Owning a booth ranks a person in the directory (docs/networking.md "Directory index"): a booth's
-- write logs its owner before and after in directory_changes.
CREATE OR REPLACE FUNCTION lanyard_directory_booth_owner_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.owner_participant_id IS NOT NULL THEN
    INSERT INTO directory_changes (event_id, participant_id) VALUES (OLD.event_id, OLD.owner_participant_id);
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.owner_participant_id IS NOT NULL THEN
    INSERT INTO directory_changes (event_id, participant_id) VALUES (NEW.event_id, NEW.owner_participant_id);
  END IF;
  RETURN NULL;
END $$;
