ALTER TABLE "events" ADD COLUMN "time_zone" varchar(64) DEFAULT 'America/New_York' NOT NULL;--> statement-breakpoint
-- Existing events are told in their gym's zone (docs/decisions/0158-venue-time-zones.md).
UPDATE "events" SET "time_zone" = CASE
  WHEN g."country" = 'Australia' AND upper(g."state") IN ('NSW', 'ACT') THEN 'Australia/Sydney'
  WHEN g."country" = 'Australia' AND upper(g."state") IN ('VIC') THEN 'Australia/Melbourne'
  WHEN g."country" = 'Australia' AND upper(g."state") IN ('TAS') THEN 'Australia/Hobart'
  WHEN g."country" = 'Australia' AND upper(g."state") IN ('QLD') THEN 'Australia/Brisbane'
  WHEN g."country" = 'Australia' AND upper(g."state") IN ('SA') THEN 'Australia/Adelaide'
  WHEN g."country" = 'Australia' AND upper(g."state") IN ('NT') THEN 'Australia/Darwin'
  WHEN g."country" = 'Australia' AND upper(g."state") IN ('WA') THEN 'Australia/Perth'
  WHEN g."country" = 'Australia' THEN 'Australia/Sydney'
  WHEN g."country" = 'United Kingdom' THEN 'Europe/London'
  WHEN g."country" = 'Mexico' THEN 'America/Mexico_City'
  WHEN upper(g."state") IN ('AL', 'AR', 'IL', 'IA', 'KS', 'LA', 'MN', 'MS', 'MO', 'NE', 'ND', 'OK', 'SD', 'TN', 'TX', 'WI', 'MB') THEN 'America/Chicago'
  WHEN upper(g."state") IN ('AK') THEN 'America/Anchorage'
  WHEN upper(g."state") IN ('AZ') THEN 'America/Phoenix'
  WHEN upper(g."state") IN ('CA', 'NV', 'OR', 'WA', 'BC') THEN 'America/Los_Angeles'
  WHEN upper(g."state") IN ('CO', 'ID', 'MT', 'NM', 'UT', 'WY', 'AB') THEN 'America/Denver'
  WHEN upper(g."state") IN ('HI') THEN 'Pacific/Honolulu'
  WHEN upper(g."state") IN ('PR') THEN 'America/Puerto_Rico'
  WHEN upper(g."state") IN ('NB', 'NS', 'PE') THEN 'America/Halifax'
  WHEN upper(g."state") IN ('NL') THEN 'America/St_Johns'
  WHEN upper(g."state") IN ('NT') THEN 'America/Edmonton'
  WHEN upper(g."state") IN ('NU') THEN 'America/Iqaluit'
  WHEN upper(g."state") IN ('ON', 'QC') THEN 'America/Toronto'
  WHEN upper(g."state") IN ('SK') THEN 'America/Regina'
  WHEN upper(g."state") IN ('YT') THEN 'America/Whitehorse'
  ELSE 'America/New_York'
END
FROM "gyms" g WHERE g."id" = "events"."gym_id";

