-- AlterTable
ALTER TABLE "RatingJob" ADD COLUMN     "claimedAt" TIMESTAMP(3),
ADD COLUMN     "claimedBy" TEXT;

-- CreateIndex
CREATE INDEX "RatingJob_game_doneAt_idx" ON "RatingJob"("game", "doneAt");
