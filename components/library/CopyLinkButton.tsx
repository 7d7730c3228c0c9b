"use client";

import { useState } from "react";

/**
 * Copies the address of a section (this page + `#anchor`) for a judge call or a message. Without
 * JavaScript the heading's own "#" link is there to long-press and copy.
 */
export function CopyLinkButton({ anchor, label }: { anchor: string; label: string }) {
  const [copied, setCopied] = useState<"yes" | "no" | null>(null);
  return (
    <button
      type="button"
      className="ml-1 inline-flex min-h-11 items-center rounded px-1.5 align-middle text-xs font-medium text-slate-600 hover:bg-slate-100 hover:text-slate-800 print:hidden"
      aria-label={`Copy link to ${label}`}
      onClick={async () => {
        const url = new URL(window.location.href);
        url.search = "";
        url.hash = anchor;
        try {
          await navigator.clipboard.writeText(url.toString());
          setCopied("yes");
        } catch {
          setCopied("no");
        }
        setTimeout(() => setCopied(null), 2000);
      }}
    >
      <span aria-live="polite">{copied === "yes" ? "Link copied" : copied === "no" ? "Copy failed" : "Copy link"}</span>
    </button>
  );
}
