-- A deleted event's id stays reserved for its restore: imports look it up.
CREATE INDEX "DeletedEvent_eventId_idx" ON "DeletedEvent"("eventId");
