-- AlterTable
ALTER TABLE "Event" ADD COLUMN     "rating" JSONB NOT NULL DEFAULT '{}';
