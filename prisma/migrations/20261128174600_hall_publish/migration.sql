-- An event started in the hall waits here to be published on the public server (issue 40).
ALTER TABLE "HallLink" ADD COLUMN "publishAs" TEXT;
