-- Stages as records: every event gets its stages, rounds and matches point at theirs, the seeds
-- of the cut move from Event.cutSeeds to the elimination stage. Every event so far is FFG SW:TCG,
-- so stage 1 is Swiss and stage 2 (double elimination) exists once the cut has been made.
-- (No semicolons in comments: the migration runner splits statements on them.)

-- CreateTable
CREATE TABLE "EventStage" (
    "id" TEXT NOT NULL,
    "eventId" TEXT NOT NULL,
    "number" INTEGER NOT NULL,
    "kind" TEXT NOT NULL,
    "seeds" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "EventStage_pkey" PRIMARY KEY ("id")
);

-- Backfill the stages of existing events.
INSERT INTO "EventStage" ("id", "eventId", "number", "kind", "createdAt")
SELECT 'stg' || replace(gen_random_uuid()::text, '-', ''), "id", 1, 'swiss', "createdAt" FROM "Event";

INSERT INTO "EventStage" ("id", "eventId", "number", "kind", "seeds")
SELECT 'stg' || replace(gen_random_uuid()::text, '-', ''), "id", 2, 'double-elimination', "cutSeeds" FROM "Event"
WHERE cardinality("cutSeeds") > 0;

-- AlterTable
ALTER TABLE "Round" ADD COLUMN "stageId" TEXT;
ALTER TABLE "Match" ADD COLUMN "stageId" TEXT;

UPDATE "Round" r SET "stageId" = s."id"
FROM "EventStage" s
WHERE s."eventId" = r."eventId" AND s."number" = CASE WHEN r."stage" = 'swiss' THEN 1 ELSE 2 END;

UPDATE "Match" m SET "stageId" = s."id"
FROM "EventStage" s
WHERE s."eventId" = m."eventId" AND s."number" = CASE WHEN m."bracketMatch" IS NULL THEN 1 ELSE 2 END;

ALTER TABLE "Round" ALTER COLUMN "stageId" SET NOT NULL;
ALTER TABLE "Match" ALTER COLUMN "stageId" SET NOT NULL;

-- DropIndex
DROP INDEX "Match_eventId_bracketMatch_key";

-- AlterTable
ALTER TABLE "Event" DROP COLUMN "cutSeeds";

-- CreateIndex
CREATE UNIQUE INDEX "EventStage_eventId_number_key" ON "EventStage"("eventId", "number");

-- CreateIndex
CREATE INDEX "Match_eventId_idx" ON "Match"("eventId");

-- CreateIndex
CREATE UNIQUE INDEX "Match_stageId_bracketMatch_key" ON "Match"("stageId", "bracketMatch");

-- AddForeignKey
ALTER TABLE "EventStage" ADD CONSTRAINT "EventStage_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Round" ADD CONSTRAINT "Round_stageId_fkey" FOREIGN KEY ("stageId") REFERENCES "EventStage"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Match" ADD CONSTRAINT "Match_stageId_fkey" FOREIGN KEY ("stageId") REFERENCES "EventStage"("id") ON DELETE CASCADE ON UPDATE CASCADE;
