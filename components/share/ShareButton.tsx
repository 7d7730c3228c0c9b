"use client";

import { useState } from "react";
import { buttonClass } from "@/components/ui/LinkButton";

/** The phone's own share sheet where there is one; else the address copied. */
export function ShareButton({ url, title }: { url: string; title: string }) {
  const [said, setSaid] = useState("");
  return (
    <button
      type="button"
      className={buttonClass.secondary}
      onClick={async () => {
        try {
          if (navigator.share) await navigator.share({ url, title });
          else {
            await navigator.clipboard.writeText(url);
            setSaid("Link copied");
          }
        } catch {
          // Dismissed share sheets land here too: nothing to say.
        }
      }}
    >
      <span aria-live="polite">{said || "Share the link"}</span>
    </button>
  );
}
