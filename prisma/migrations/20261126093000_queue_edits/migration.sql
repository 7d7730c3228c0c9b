-- AlterTable
ALTER TABLE "Queue" ADD COLUMN     "archivedAt" TIMESTAMP(3),
ADD COLUMN     "version" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "Schedule" ADD COLUMN     "archivedAt" TIMESTAMP(3),
ADD COLUMN     "open" BOOLEAN NOT NULL DEFAULT true;

-- CreateTable
CREATE TABLE "QueueAuditEntry" (
    "id" TEXT NOT NULL,
    "queueId" TEXT,
    "scheduleId" TEXT,
    "userId" TEXT,
    "action" TEXT NOT NULL,
    "data" JSONB NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "QueueAuditEntry_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "QueueAuditEntry_queueId_createdAt_idx" ON "QueueAuditEntry"("queueId", "createdAt");

-- CreateIndex
CREATE INDEX "QueueAuditEntry_scheduleId_createdAt_idx" ON "QueueAuditEntry"("scheduleId", "createdAt");

-- AddForeignKey
ALTER TABLE "QueueAuditEntry" ADD CONSTRAINT "QueueAuditEntry_queueId_fkey" FOREIGN KEY ("queueId") REFERENCES "Queue"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "QueueAuditEntry" ADD CONSTRAINT "QueueAuditEntry_scheduleId_fkey" FOREIGN KEY ("scheduleId") REFERENCES "Schedule"("id") ON DELETE CASCADE ON UPDATE CASCADE;
