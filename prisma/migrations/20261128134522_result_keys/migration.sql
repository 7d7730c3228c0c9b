-- CreateTable
CREATE TABLE "ResultKey" (
    "key" TEXT NOT NULL,
    "matchId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "body" JSONB NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ResultKey_pkey" PRIMARY KEY ("key")
);

-- CreateIndex
CREATE INDEX "ResultKey_matchId_idx" ON "ResultKey"("matchId");

-- AddForeignKey
ALTER TABLE "ResultKey" ADD CONSTRAINT "ResultKey_matchId_fkey" FOREIGN KEY ("matchId") REFERENCES "Match"("id") ON DELETE CASCADE ON UPDATE CASCADE;
