-- AlterTable
ALTER TABLE "Event" ADD COLUMN     "draftRounds" BOOLEAN;

-- AlterTable
ALTER TABLE "Round" ADD COLUMN     "draft" BOOLEAN NOT NULL DEFAULT false;
