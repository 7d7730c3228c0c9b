"use client";

import { createContext, useContext, type ReactNode } from "react";

/** Entrant id → guild tag, for members whose profiles are public (the page reads it once). */
const GuildTags = createContext<Record<string, string>>({});

export function GuildTagsProvider({ tags, children }: { tags: Record<string, string>; children: ReactNode }) {
  return <GuildTags.Provider value={tags}>{children}</GuildTags.Provider>;
}

/** "[TAG]" before an entrant's name when they are in a guild (and show their profile). */
export function GuildTag({ id }: { id: string }) {
  const tag = useContext(GuildTags)[id];
  if (!tag) return null;
  return (
    <span className="mr-1 rounded bg-slate-100 px-1 text-sm font-semibold text-slate-700" title="Guild" data-testid="guild-tag">
      [{tag}]
    </span>
  );
}
