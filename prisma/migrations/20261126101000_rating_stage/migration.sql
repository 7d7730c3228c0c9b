-- CreateTable
CREATE TABLE "RatingStage" (
    "pass" TEXT NOT NULL,
    "ratedId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "rating" DOUBLE PRECISION NOT NULL,
    "matches" INTEGER NOT NULL,
    "provisional" BOOLEAN NOT NULL,
    "lastEventId" TEXT NOT NULL,
    "lastRatedAt" TIMESTAMP(3) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "RatingStage_pkey" PRIMARY KEY ("pass","ratedId")
);
