-- Every write that changes what the attendee directory ranks, filters or orders by logs the
-- participant in directory_changes (docs/networking.md "Directory index"), whoever writes it: the
-- profile save, the seed, an import, the door's check-in function or a booth's owner change.
CREATE OR REPLACE FUNCTION lanyard_directory_participant_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    INSERT INTO directory_changes (event_id, participant_id) VALUES (OLD.event_id, OLD.id);
  ELSE
    INSERT INTO directory_changes (event_id, participant_id) VALUES (NEW.event_id, NEW.id);
  END IF;
  RETURN NULL;
END $$;
