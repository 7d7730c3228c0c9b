/**
 * The short name shown on buttons, badges and result lines, unambiguous within one event: the
 * first name when no one else there shares it ("Corran"), else first name and last initial
 * ("Ben K.", "Ben S."), else the full name ("Ben Kenobi", "Ben Kirk"). Full names are unique in
 * an event (registration refuses duplicates), so every player ends up with a distinct label.
 */
function candidates(name: string): string[] {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length <= 1) return [name.trim()];
  const first = words[0]!;
  const last = words.at(-1)!;
  return [first, `${first} ${[...last][0]!.toUpperCase()}.`, name.trim()];
}

/** Player id → short name, for every player of the event. */
export function shortNames(players: readonly { id: string; name: string }[]): Map<string, string> {
  const options = new Map(players.map((p) => [p.id, candidates(p.name)]));
  const level = new Map(players.map((p) => [p.id, 0]));
  const label = (id: string) => {
    const list = options.get(id)!;
    return list[Math.min(level.get(id)!, list.length - 1)]!;
  };
  // Raise every label that two players share, until none is shared (at most two rounds).
  for (let changed = true; changed; ) {
    changed = false;
    const holders = new Map<string, string[]>();
    for (const p of players) {
      const key = label(p.id).toLowerCase();
      holders.set(key, [...(holders.get(key) ?? []), p.id]);
    }
    for (const ids of holders.values()) {
      if (ids.length < 2) continue;
      for (const id of ids) {
        if (level.get(id)! < options.get(id)!.length - 1) {
          level.set(id, level.get(id)! + 1);
          changed = true;
        }
      }
    }
  }
  return new Map(players.map((p) => [p.id, label(p.id)]));
}
