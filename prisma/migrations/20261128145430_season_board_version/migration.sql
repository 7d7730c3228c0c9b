-- CreateTable
CREATE TABLE "SeasonBoardVersion" (
    "seasonId" TEXT NOT NULL,
    "period" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "n" INTEGER NOT NULL,

    CONSTRAINT "SeasonBoardVersion_pkey" PRIMARY KEY ("seasonId","period")
);

-- AddForeignKey
ALTER TABLE "SeasonBoardVersion" ADD CONSTRAINT "SeasonBoardVersion_seasonId_fkey" FOREIGN KEY ("seasonId") REFERENCES "Season"("id") ON DELETE CASCADE ON UPDATE CASCADE;
