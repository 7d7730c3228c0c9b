"use client";

import Link from "next/link";
import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from "react";

/**
 * Entrants' names that link to their profile (claimed, public profiles only). The page hands
 * the links of the names it renders first; names shown later (another page of tables, a
 * search) are asked for in one batch, so no page ever carries the whole field's links.
 */
interface Links {
  links: Record<string, string | null>;
  want: (playerId: string) => void;
}
const ProfileLinks = createContext<Links | null>(null);

/** Names asked for at once, at most (the service's cap). */
const BATCH = 200;

/** Asks the server for the profile links of these entrants (the page passes its server action). */
export type LookUpProfileLinks = (eventId: string, playerIds: string[]) => Promise<Record<string, string>>;

export function ProfileLinksProvider({ eventId, links: initial, lookUp, children }: { eventId: string; links: Record<string, string>; lookUp: LookUpProfileLinks; children: ReactNode }) {
  const [links, setLinks] = useState<Record<string, string | null>>(initial);
  const asked = useRef(new Set(Object.keys(initial)));
  const waiting = useRef(new Set<string>());
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const want = useCallback(
    (playerId: string) => {
      if (asked.current.has(playerId)) return;
      asked.current.add(playerId);
      waiting.current.add(playerId);
      timer.current ??= setTimeout(async () => {
        timer.current = null;
        const ids = [...waiting.current];
        waiting.current.clear();
        for (let i = 0; i < ids.length; i += BATCH) {
          const part = ids.slice(i, i + BATCH);
          const found = await lookUp(eventId, part).catch(() => ({}) as Record<string, string>);
          setLinks((prev) => ({ ...prev, ...Object.fromEntries(part.map((id) => [id, found[id] ?? null])) }));
        }
      }, 30);
    },
    [eventId, lookUp],
  );
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);
  return <ProfileLinks.Provider value={{ links, want }}>{children}</ProfileLinks.Provider>;
}

/** An entrant's name: a link to their profile when it is claimed and public, else plain text. */
export function EntrantName({ id, name, className = "" }: { id: string; name: string; className?: string }) {
  const ctx = useContext(ProfileLinks);
  const profile = ctx?.links[id];
  useEffect(() => {
    if (ctx && profile === undefined) ctx.want(id);
  }, [ctx, id, profile]);
  if (!profile) return <span className={className}>{name}</span>;
  return (
    <Link href={`/players/${profile}`} prefetch={false} className={`${className} underline decoration-slate-400 underline-offset-4 hover:decoration-slate-900`} data-testid="profile-link">
      {name}
    </Link>
  );
}
