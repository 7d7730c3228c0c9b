/**
 * The home page's lists, at any number of events: the signed-in user's events, then live,
 * upcoming and recent ones, each searched by name or venue and read one page at a time
 * (a count and one page of rows per list; indexed on status and start time).
 */
import { z } from "zod";
import { getDb } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { User } from "@/lib/schemas/auth";
import { text } from "@/lib/schemas/text";
import type { BrowsePage } from "@/lib/views/events";
import { playerCounts, toEventSummary } from "./events";

export const BROWSE_PAGE_SIZE = 10;

export type BrowseSection = "mine" | "live" | "upcoming" | "recent";

const WHERE: Record<Exclude<BrowseSection, "mine">, Prisma.EventWhereInput> = {
  live: { status: { in: ["swiss", "elimination"] } },
  upcoming: { status: "registration" },
  recent: { status: "complete" },
};

const ORDER: Record<BrowseSection, Prisma.EventOrderByWithRelationInput[]> = {
  mine: [{ startsAt: { sort: "desc", nulls: "first" } }, { createdAt: "desc" }],
  live: [{ startsAt: { sort: "desc", nulls: "last" } }, { createdAt: "desc" }],
  upcoming: [{ startsAt: { sort: "asc", nulls: "last" } }, { createdAt: "desc" }],
  recent: [{ startsAt: { sort: "desc", nulls: "last" } }, { updatedAt: "desc" }],
};

/** What the address bar may say: junk falls back to the first page and no search. */
const BrowseQuery = z.object({
  q: text("Search", { max: 100 }).catch(""),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
});

export async function browseEvents(section: BrowseSection, query: { q?: unknown; page?: unknown }, user: User | null): Promise<BrowsePage> {
  const { q, page } = BrowseQuery.parse({ q: query.q ?? "", page: query.page ?? 1 });
  if (section === "mine" && !user) return { events: [], page: 1, pages: 1, total: 0 };
  const search: Prisma.EventWhereInput = q
    ? { OR: [{ name: { contains: q, mode: "insensitive" } }, { venue: { contains: q, mode: "insensitive" } }] }
    : {};
  const where: Prisma.EventWhereInput =
    section === "mine" ? { AND: [{ staff: { some: { userId: user!.id } } }, search] } : { AND: [WHERE[section], search] };
  const db = await getDb();
  const total = await db.event.count({ where });
  const pages = Math.max(1, Math.ceil(total / BROWSE_PAGE_SIZE));
  const current = Math.min(page, pages);
  const rows = await db.event.findMany({
    where,
    orderBy: ORDER[section],
    skip: (current - 1) * BROWSE_PAGE_SIZE,
    take: BROWSE_PAGE_SIZE,
    include: user && section === "mine" ? { staff: { where: { userId: user.id }, select: { role: true } } } : undefined,
  });
  const counts = await playerCounts(db, rows.map((r) => r.id));
  return {
    total,
    pages,
    page: current,
    events: rows.map((r) => toEventSummary(r, counts, "staff" in r && Array.isArray(r.staff) ? r.staff[0]?.role : undefined)),
  };
}
