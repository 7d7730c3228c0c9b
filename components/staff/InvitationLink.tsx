"use client";

import { useState } from "react";
import { LocalTime } from "@/components/ui/LocalTime";
import type { FormState } from "@/lib/web/form-state";

/** A freshly issued invitation link: copy it, or let the invitee scan it from this screen. */
export function InvitationLink({ link }: { link: NonNullable<FormState["link"]> }) {
  const [copied, setCopied] = useState(false);
  return (
    <div className="space-y-2 rounded-md border border-amber-300 bg-amber-50 p-3" data-testid="invitation-link">
      <p className="text-sm text-slate-700">
        Share this one-time link (shown only now; re-issue it for a new one). It works until <LocalTime iso={link.expiresAt} />.
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <input readOnly value={link.url} aria-label="Invitation link" className="min-w-0 flex-1 rounded border border-slate-300 bg-white px-2 py-1 font-mono text-xs" onFocus={(e) => e.currentTarget.select()} />
        <button
          type="button"
          className="rounded-md bg-slate-800 px-3 py-1 text-sm font-semibold text-white"
          onClick={() => void navigator.clipboard?.writeText(link.url).then(() => setCopied(true), () => setCopied(false))}
        >
          {copied ? "Copied" : "Copy link"}
        </button>
      </div>
      <div role="img" aria-label="QR code of the invitation link" className="h-40 w-40 bg-white [&>svg]:h-full [&>svg]:w-full" dangerouslySetInnerHTML={{ __html: link.qrSvg }} />
    </div>
  );
}
