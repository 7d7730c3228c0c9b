-- A pending merge request withdrawn by who asked, or declined by the other account holder (or a site administrator).
ALTER TABLE "ProfileMerge" ADD COLUMN "closedById" TEXT;
ALTER TABLE "ProfileMerge" ADD COLUMN "closedAt" TIMESTAMP(3);
