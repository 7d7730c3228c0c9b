-- AlterTable
ALTER TABLE "Event" ADD COLUMN     "timeZone" TEXT NOT NULL DEFAULT 'UTC';
