ALTER TABLE "events" ADD COLUMN "going_in_person" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "going_zoom" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The going counts of every event as its RSVPs stand now (decision 0180).
UPDATE "events" e SET "going_in_person" = c.in_person, "going_zoom" = c.zoom
FROM (
  SELECT "event_id",
         count(*) FILTER (WHERE "mode" = 'in-person')::int AS in_person,
         count(*) FILTER (WHERE "mode" = 'zoom')::int AS zoom
  FROM "rsvps" WHERE "status" = 'going' GROUP BY "event_id"
) c
WHERE e."id" = c."event_id";--> statement-breakpoint
-- One statement-level trigger per operation: a bulk insert of a million RSVPs moves each event's
-- counts once, by the sum of its rows, not once per row. Events are updated in id order, so two
-- statements touching the same events lock them in the same order.
CREATE FUNCTION "rsvps_going_counts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "events" e SET "going_in_person" = e."going_in_person" + d.in_person, "going_zoom" = e."going_zoom" + d.zoom
    FROM (
      SELECT "event_id", count(*) FILTER (WHERE "mode" = 'in-person')::int AS in_person,
             count(*) FILTER (WHERE "mode" = 'zoom')::int AS zoom
      FROM new_rows WHERE "status" = 'going' GROUP BY "event_id" ORDER BY "event_id"
    ) d
    WHERE e."id" = d."event_id";
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "events" e SET "going_in_person" = e."going_in_person" - d.in_person, "going_zoom" = e."going_zoom" - d.zoom
    FROM (
      SELECT "event_id", count(*) FILTER (WHERE "mode" = 'in-person')::int AS in_person,
             count(*) FILTER (WHERE "mode" = 'zoom')::int AS zoom
      FROM old_rows WHERE "status" = 'going' GROUP BY "event_id" ORDER BY "event_id"
    ) d
    WHERE e."id" = d."event_id";
  ELSE
    UPDATE "events" e SET "going_in_person" = e."going_in_person" + d.in_person, "going_zoom" = e."going_zoom" + d.zoom
    FROM (
      SELECT "event_id", sum(in_person)::int AS in_person, sum(zoom)::int AS zoom
      FROM (
        SELECT "event_id", (CASE WHEN "mode" = 'in-person' THEN 1 ELSE 0 END) AS in_person,
               (CASE WHEN "mode" = 'zoom' THEN 1 ELSE 0 END) AS zoom
        FROM new_rows WHERE "status" = 'going'
        UNION ALL
        SELECT "event_id", (CASE WHEN "mode" = 'in-person' THEN -1 ELSE 0 END),
               (CASE WHEN "mode" = 'zoom' THEN -1 ELSE 0 END)
        FROM old_rows WHERE "status" = 'going'
      ) moved
      GROUP BY "event_id" ORDER BY "event_id"
    ) d
    WHERE e."id" = d."event_id" AND (d.in_person <> 0 OR d.zoom <> 0);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "rsvps_going_counts_insert" AFTER INSERT ON "rsvps"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "rsvps_going_counts"();--> statement-breakpoint
CREATE TRIGGER "rsvps_going_counts_update" AFTER UPDATE ON "rsvps"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "rsvps_going_counts"();--> statement-breakpoint
CREATE TRIGGER "rsvps_going_counts_delete" AFTER DELETE ON "rsvps"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "rsvps_going_counts"();
