-- DropIndex
DROP INDEX "User_email_key";

-- CreateTable
CREATE TABLE "ProfileMerge" (
    "id" TEXT NOT NULL,
    "fromId" TEXT NOT NULL,
    "intoId" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "requestedById" TEXT NOT NULL,
    "as" TEXT,
    "mergedById" TEXT,
    "mergedAt" TIMESTAMP(3),
    "moved" JSONB,
    "undoneById" TEXT,
    "undoneAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ProfileMerge_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "ProfileMerge_fromId_idx" ON "ProfileMerge"("fromId");

-- CreateIndex
CREATE INDEX "ProfileMerge_intoId_idx" ON "ProfileMerge"("intoId");

-- CreateIndex
CREATE INDEX "User_email_idx" ON "User"("email");
