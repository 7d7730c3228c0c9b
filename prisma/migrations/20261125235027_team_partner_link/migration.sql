-- AlterTable
ALTER TABLE "TeamMember" ADD COLUMN     "inviteExpiresAt" TIMESTAMP(3),
ADD COLUMN     "inviteTokenId" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "TeamMember_inviteTokenId_key" ON "TeamMember"("inviteTokenId");
