-- AlterTable
ALTER TABLE "Event" ADD COLUMN     "preset" TEXT NOT NULL DEFAULT 'ffg-swtcg',
ADD COLUMN     "presetOptions" JSONB NOT NULL DEFAULT '{}';

-- AlterTable
ALTER TABLE "Match" ADD COLUMN     "clockEvents" JSONB NOT NULL DEFAULT '[]';
