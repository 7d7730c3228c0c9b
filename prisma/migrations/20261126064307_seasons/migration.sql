-- CreateTable
CREATE TABLE "Season" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "game" TEXT NOT NULL,
    "preset" TEXT NOT NULL,
    "organizerId" TEXT NOT NULL,
    "schedule" TEXT NOT NULL,
    "startsAt" TIMESTAMP(3),
    "endsAt" TIMESTAMP(3),
    "timeZone" TEXT NOT NULL DEFAULT 'UTC',
    "rules" JSONB NOT NULL,
    "counts" TEXT NOT NULL DEFAULT 'attached',
    "version" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Season_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SeasonOrganizer" (
    "seasonId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,

    CONSTRAINT "SeasonOrganizer_pkey" PRIMARY KEY ("seasonId","userId")
);

-- CreateTable
CREATE TABLE "SeasonEvent" (
    "seasonId" TEXT NOT NULL,
    "eventId" TEXT NOT NULL,
    "tier" TEXT,
    "group" TEXT,
    "attachedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SeasonEvent_pkey" PRIMARY KEY ("seasonId","eventId")
);

-- CreateTable
CREATE TABLE "SeasonSettlement" (
    "seasonId" TEXT NOT NULL,
    "period" TEXT NOT NULL,
    "endedAt" TIMESTAMP(3) NOT NULL,
    "settledAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SeasonSettlement_pkey" PRIMARY KEY ("seasonId","period")
);

-- CreateTable
CREATE TABLE "SeasonAward" (
    "id" TEXT NOT NULL,
    "seasonId" TEXT NOT NULL,
    "period" TEXT NOT NULL,
    "profileId" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "points" INTEGER NOT NULL,
    "rank" INTEGER NOT NULL,
    "awardedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SeasonAward_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SeasonAuditEntry" (
    "id" TEXT NOT NULL,
    "seasonId" TEXT NOT NULL,
    "userId" TEXT,
    "action" TEXT NOT NULL,
    "data" JSONB NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SeasonAuditEntry_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Season_organizerId_idx" ON "Season"("organizerId");

-- CreateIndex
CREATE INDEX "SeasonOrganizer_userId_idx" ON "SeasonOrganizer"("userId");

-- CreateIndex
CREATE INDEX "SeasonEvent_eventId_idx" ON "SeasonEvent"("eventId");

-- CreateIndex
CREATE INDEX "SeasonAward_profileId_idx" ON "SeasonAward"("profileId");

-- CreateIndex
CREATE UNIQUE INDEX "SeasonAward_seasonId_period_profileId_key" ON "SeasonAward"("seasonId", "period", "profileId");

-- CreateIndex
CREATE INDEX "SeasonAuditEntry_seasonId_createdAt_idx" ON "SeasonAuditEntry"("seasonId", "createdAt");

-- AddForeignKey
ALTER TABLE "Season" ADD CONSTRAINT "Season_organizerId_fkey" FOREIGN KEY ("organizerId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SeasonOrganizer" ADD CONSTRAINT "SeasonOrganizer_seasonId_fkey" FOREIGN KEY ("seasonId") REFERENCES "Season"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SeasonOrganizer" ADD CONSTRAINT "SeasonOrganizer_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SeasonEvent" ADD CONSTRAINT "SeasonEvent_seasonId_fkey" FOREIGN KEY ("seasonId") REFERENCES "Season"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SeasonEvent" ADD CONSTRAINT "SeasonEvent_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SeasonSettlement" ADD CONSTRAINT "SeasonSettlement_seasonId_fkey" FOREIGN KEY ("seasonId") REFERENCES "Season"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SeasonAward" ADD CONSTRAINT "SeasonAward_seasonId_fkey" FOREIGN KEY ("seasonId") REFERENCES "Season"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SeasonAward" ADD CONSTRAINT "SeasonAward_profileId_fkey" FOREIGN KEY ("profileId") REFERENCES "PlayerProfile"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SeasonAuditEntry" ADD CONSTRAINT "SeasonAuditEntry_seasonId_fkey" FOREIGN KEY ("seasonId") REFERENCES "Season"("id") ON DELETE CASCADE ON UPDATE CASCADE;
