-- The instant an event was played (its first round's pairing) orders a game's ratings.
ALTER TABLE "RatedEvent" ADD COLUMN "playedAt" TIMESTAMP(3);
UPDATE "RatedEvent" e SET "playedAt" = COALESCE(
  (SELECT min(r."createdAt") FROM "Round" r WHERE r."eventId" = e."eventId"),
  (SELECT v."createdAt" FROM "Event" v WHERE v.id = e."eventId"),
  e."ratedAt");
ALTER TABLE "RatedEvent" ALTER COLUMN "playedAt" SET NOT NULL, ALTER COLUMN "playedAt" SET DEFAULT CURRENT_TIMESTAMP;
