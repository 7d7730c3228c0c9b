-- CreateTable
CREATE TABLE "ReportKey" (
    "key" TEXT NOT NULL,
    "reportId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "body" JSONB NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ReportKey_pkey" PRIMARY KEY ("key")
);

-- CreateIndex
CREATE INDEX "ReportKey_reportId_idx" ON "ReportKey"("reportId");

-- AddForeignKey
ALTER TABLE "ReportKey" ADD CONSTRAINT "ReportKey_reportId_fkey" FOREIGN KEY ("reportId") REFERENCES "ResultReport"("id") ON DELETE CASCADE ON UPDATE CASCADE;
