-- A re-rating rewrites thousands of PlayerRating rows in its final transaction, which on the
-- embedded database holds every other request. Nothing reads the rating index (the rating list
-- sorts a game in memory, lib/server/ratings/list-cache.ts), and without it and with room left on
-- each page a rewrite stays on its page (a HOT update) with no index entry to add: about half
-- the time.
DROP INDEX "PlayerRating_game_rating_idx";
ALTER TABLE "PlayerRating" SET (fillfactor = 70);
