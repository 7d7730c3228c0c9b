/**
 * Long lists on a phone (a 1,000-player event has 500 tables): one page at a time. The server
 * renders the first page (or `?page=N`, so the links work before and without JavaScript); once
 * the full list has loaded, the same links switch pages in the browser.
 */
export const TABLES_PER_PAGE = 50;
export const NAMES_PER_PAGE = 100;
export const RANKS_PER_PAGE = 50;

export const pageCount = (total: number, size: number) => Math.max(1, Math.ceil(total / size));

/** The page a `?page=` parameter asks for, within 1…pages. */
export function pageParam(value: string | string[] | undefined, total: number, size: number): number {
  const n = Number(Array.isArray(value) ? value[0] : value);
  return Number.isInteger(n) && n > 1 ? Math.min(n, pageCount(total, size)) : 1;
}

export const count = (n: number) => n.toLocaleString("en");

/** Lower-case, accents off: "padmé" finds "Padmé", "jade" finds "Mara Jade". */
export const norm = (s: string) => s.toLocaleLowerCase("en").normalize("NFD").replace(/[\u0300-\u036f]/g, "");
