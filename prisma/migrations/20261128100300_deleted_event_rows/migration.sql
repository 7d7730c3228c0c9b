-- The row ids of a deleted event (its stages, players, rounds, matches, staff and history), reserved for its restore.
CREATE TABLE "DeletedEventRow" (
    "id" TEXT NOT NULL,
    "deletedId" TEXT NOT NULL,

    CONSTRAINT "DeletedEventRow_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "DeletedEventRow_deletedId_idx" ON "DeletedEventRow"("deletedId");
