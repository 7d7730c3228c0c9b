-- CreateTable
CREATE TABLE "EventHall" (
    "id" TEXT NOT NULL,
    "eventId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "secretHash" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'held',
    "takenAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "appliedVersion" INTEGER NOT NULL,
    "lastPushAt" TIMESTAMP(3),
    "endedAt" TIMESTAMP(3),

    CONSTRAINT "EventHall_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "HallLink" (
    "eventId" TEXT NOT NULL,
    "publicUrl" TEXT NOT NULL,
    "apiToken" TEXT NOT NULL,
    "hallId" TEXT NOT NULL,
    "secret" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "ackVersion" INTEGER NOT NULL,
    "lastSuccess" TIMESTAMP(3),
    "lastError" TEXT,
    "retryAt" TIMESTAMP(3),
    "status" TEXT NOT NULL DEFAULT 'mirroring',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "HallLink_pkey" PRIMARY KEY ("eventId")
);

-- CreateIndex
CREATE INDEX "EventHall_eventId_status_idx" ON "EventHall"("eventId", "status");
