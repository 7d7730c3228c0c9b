-- CreateTable
CREATE TABLE "SeasonTag" (
    "seasonId" TEXT NOT NULL,
    "eventId" TEXT NOT NULL,
    "taggedById" TEXT,
    "taggedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "refusedAt" TIMESTAMP(3),
    "refusedById" TEXT,

    CONSTRAINT "SeasonTag_pkey" PRIMARY KEY ("seasonId","eventId")
);

-- CreateIndex
CREATE INDEX "SeasonTag_eventId_idx" ON "SeasonTag"("eventId");

-- AddForeignKey
ALTER TABLE "SeasonTag" ADD CONSTRAINT "SeasonTag_seasonId_fkey" FOREIGN KEY ("seasonId") REFERENCES "Season"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SeasonTag" ADD CONSTRAINT "SeasonTag_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event"("id") ON DELETE CASCADE ON UPDATE CASCADE;
