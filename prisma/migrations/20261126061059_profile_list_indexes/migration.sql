-- CreateIndex
CREATE INDEX "PlayerProfile_public_idx" ON "PlayerProfile"("public");

-- CreateIndex
CREATE INDEX "PlayerProfile_mergedIntoId_idx" ON "PlayerProfile"("mergedIntoId");
