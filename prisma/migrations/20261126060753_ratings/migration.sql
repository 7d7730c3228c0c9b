-- CreateTable
CREATE TABLE "RatedEvent" (
    "eventId" TEXT NOT NULL,
    "game" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "k" DOUBLE PRECISION NOT NULL,
    "entrants" INTEGER NOT NULL,
    "runId" TEXT NOT NULL,
    "ratedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "RatedEvent_pkey" PRIMARY KEY ("eventId")
);

-- CreateTable
CREATE TABLE "RatingRun" (
    "id" TEXT NOT NULL,
    "game" TEXT NOT NULL,
    "reason" TEXT NOT NULL,
    "eventId" TEXT,
    "fromPosition" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "RatingRun_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "RatingLine" (
    "id" BIGSERIAL NOT NULL,
    "runId" TEXT NOT NULL,
    "game" TEXT NOT NULL,
    "eventId" TEXT NOT NULL,
    "matchId" TEXT NOT NULL,
    "round" INTEGER NOT NULL,
    "ratedId" TEXT NOT NULL,
    "opponents" TEXT[],
    "ratingBefore" DOUBLE PRECISION NOT NULL,
    "opponentRating" DOUBLE PRECISION NOT NULL,
    "expected" DOUBLE PRECISION NOT NULL,
    "k" DOUBLE PRECISION NOT NULL,
    "provisional" BOOLEAN NOT NULL,
    "score" DOUBLE PRECISION NOT NULL,
    "change" DOUBLE PRECISION NOT NULL,
    "ratingAfter" DOUBLE PRECISION NOT NULL,

    CONSTRAINT "RatingLine_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PlayerRating" (
    "game" TEXT NOT NULL,
    "ratedId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "rating" DOUBLE PRECISION NOT NULL,
    "matches" INTEGER NOT NULL,
    "provisional" BOOLEAN NOT NULL,
    "lastEventId" TEXT NOT NULL,
    "lastRatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "PlayerRating_pkey" PRIMARY KEY ("game","ratedId")
);

-- CreateTable
CREATE TABLE "RatingJob" (
    "id" TEXT NOT NULL,
    "game" TEXT NOT NULL,
    "eventId" TEXT,
    "reason" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "doneAt" TIMESTAMP(3),

    CONSTRAINT "RatingJob_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "RatedEvent_game_position_key" ON "RatedEvent"("game", "position");

-- CreateIndex
CREATE INDEX "RatingRun_game_createdAt_idx" ON "RatingRun"("game", "createdAt");

-- CreateIndex
CREATE INDEX "RatingLine_ratedId_game_idx" ON "RatingLine"("ratedId", "game");

-- CreateIndex
CREATE INDEX "RatingLine_runId_eventId_idx" ON "RatingLine"("runId", "eventId");

-- CreateIndex
CREATE INDEX "PlayerRating_game_rating_idx" ON "PlayerRating"("game", "rating" DESC);

-- CreateIndex
CREATE INDEX "RatingJob_doneAt_createdAt_idx" ON "RatingJob"("doneAt", "createdAt");
