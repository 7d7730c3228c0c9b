-- CreateTable
CREATE TABLE "SeasonInvitation" (
    "id" TEXT NOT NULL,
    "seasonId" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "tokenId" TEXT NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "invitedById" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SeasonInvitation_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "SeasonInvitation_tokenId_key" ON "SeasonInvitation"("tokenId");

-- CreateIndex
CREATE UNIQUE INDEX "SeasonInvitation_seasonId_email_key" ON "SeasonInvitation"("seasonId", "email");

-- AddForeignKey
ALTER TABLE "SeasonInvitation" ADD CONSTRAINT "SeasonInvitation_seasonId_fkey" FOREIGN KEY ("seasonId") REFERENCES "Season"("id") ON DELETE CASCADE ON UPDATE CASCADE;
