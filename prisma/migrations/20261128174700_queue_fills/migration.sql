-- CreateTable
CREATE TABLE "QueueFill" (
    "id" TEXT NOT NULL,
    "queueId" TEXT NOT NULL,
    "number" INTEGER NOT NULL,
    "template" JSONB NOT NULL,
    "players" JSONB NOT NULL,
    "join" JSONB,
    "claimedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "QueueFill_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "QueueFill_queueId_claimedAt_idx" ON "QueueFill"("queueId", "claimedAt");

-- AddForeignKey
ALTER TABLE "QueueFill" ADD CONSTRAINT "QueueFill_queueId_fkey" FOREIGN KEY ("queueId") REFERENCES "Queue"("id") ON DELETE CASCADE ON UPDATE CASCADE;
