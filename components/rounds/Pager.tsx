"use client";

import type { MouseEvent } from "react";

const LINK = "inline-flex min-h-11 items-center rounded-lg border border-slate-300 bg-white px-3 font-semibold whitespace-nowrap text-slate-900";

/**
 * "← Previous · Page 2 of 10 · Next →" under a long list. With `href`, real links (they work
 * before the page's script has loaded); `onPage` (once the whole list is in the browser) turns
 * a click into an instant page switch instead of a new page load.
 */
export function Pager({
  label,
  page,
  pages,
  href,
  onPage,
}: {
  /** Names the navigation landmark: "Tables: pages". */
  label: string;
  page: number;
  pages: number;
  href?: (page: number) => string;
  onPage?: (page: number) => void;
}) {
  if (pages <= 1) return null;
  const go = (to: number) => (e: MouseEvent) => {
    if (!onPage) return;
    e.preventDefault();
    onPage(to);
  };
  const control = (to: number, text: string, rel: "prev" | "next") =>
    href ? (
      <a className={LINK} href={href(to)} rel={rel} onClick={go(to)}>
        {text}
      </a>
    ) : (
      <button type="button" className={LINK} onClick={go(to)}>
        {text}
      </button>
    );
  return (
    <nav aria-label={`${label}: pages`} className="flex items-center justify-between gap-2 text-sm print:hidden">
      {page > 1 ? control(page - 1, "← Previous", "prev") : <span />}
      <span className="text-slate-700">
        Page {page} of {pages}
      </span>
      {page < pages ? control(page + 1, "Next →", "next") : <span />}
    </nav>
  );
}
