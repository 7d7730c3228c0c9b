-- AlterTable
ALTER TABLE "Event" ADD COLUMN     "cutSeeds" TEXT[] DEFAULT ARRAY[]::TEXT[];

-- AlterTable
ALTER TABLE "Match" DROP COLUMN "extraMinutes";

-- AlterTable
ALTER TABLE "Round" DROP COLUMN "timerElapsedMs",
DROP COLUMN "timerPausedAt",
DROP COLUMN "timerStartedAt",
ADD COLUMN     "pairingAttempt" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "timerEvents" JSONB NOT NULL DEFAULT '[]',
ADD COLUMN     "warnings" TEXT[] DEFAULT ARRAY[]::TEXT[];
