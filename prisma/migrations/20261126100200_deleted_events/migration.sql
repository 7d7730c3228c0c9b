-- CreateTable
CREATE TABLE "DeletedEvent" (
    "id" TEXT NOT NULL,
    "eventId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "deletedById" TEXT NOT NULL,
    "deletedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "document" JSONB NOT NULL,
    "links" JSONB NOT NULL,
    "restoredAt" TIMESTAMP(3),

    CONSTRAINT "DeletedEvent_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "DeletedEvent_deletedById_deletedAt_idx" ON "DeletedEvent"("deletedById", "deletedAt");
