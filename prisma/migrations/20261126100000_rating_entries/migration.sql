-- The ledger as one row per person per event per run (RatingEntry), with the lines of its matches as JSON.
-- Every existing line is carried over in its order (round, then as written): nothing is lost.
CREATE TABLE "RatingEntry" (
    "runId" TEXT NOT NULL,
    "game" TEXT NOT NULL,
    "eventId" TEXT NOT NULL,
    "ratedId" TEXT NOT NULL,
    "matches" INTEGER NOT NULL,
    "ratingAfter" DOUBLE PRECISION NOT NULL,
    "change" DOUBLE PRECISION NOT NULL,
    "lines" TEXT NOT NULL,

    CONSTRAINT "RatingEntry_pkey" PRIMARY KEY ("runId","eventId","ratedId")
);

-- float8 becomes JSON in its shortest exact form (extra_float_digits 1, the default of PostgreSQL).
SET extra_float_digits = 1;
INSERT INTO "RatingEntry" ("runId", "game", "eventId", "ratedId", "matches", "ratingAfter", "change", "lines")
SELECT "runId", "game", "eventId", "ratedId", count(*)::int,
       (array_agg("ratingAfter" ORDER BY "round" DESC, "id" DESC))[1],
       sum("change" ORDER BY "round", "id"),
       json_agg(json_build_array("matchId", "round", COALESCE(to_json("opponents"), '[]'::json), "ratingBefore", "opponentRating", "expected", "k", "provisional", "score", "change", "ratingAfter") ORDER BY "round", "id")::text
FROM "RatingLine"
GROUP BY "runId", "game", "eventId", "ratedId";

DROP TABLE "RatingLine";

CREATE INDEX "RatingEntry_ratedId_game_idx" ON "RatingEntry"("ratedId", "game");
