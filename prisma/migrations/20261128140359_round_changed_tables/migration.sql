-- AlterTable
ALTER TABLE "Round" ADD COLUMN     "changedTables" INTEGER[] DEFAULT ARRAY[]::INTEGER[];
