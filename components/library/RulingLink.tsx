import Link from "next/link";
import type { ResolvedRef } from "@/lib/library/refs";

function Resolved({ text, resolved, showRef = false }: { text: string; resolved: ResolvedRef; showRef?: boolean }) {
  if (!resolved.ok) {
    return (
      <span className="underline decoration-red-500 decoration-dotted underline-offset-2" title={resolved.reason}>
        {text}
      </span>
    );
  }
  return (
    <Link href={resolved.href} className="font-medium text-blue-800 underline underline-offset-2" title={resolved.section ?? resolved.label} data-ruling-ref={resolved.ref}>
      {resolved.label}
      {showRef && <span className="ml-1 font-mono text-xs text-slate-500">({text})</span>}
    </Link>
  );
}

/**
 * A resolved ruling reference as a link: "swccg-2v2-team-tournament-rules#5.7" → "SWCCG 2-on-2
 * rulings § 5.7" linking to the section. A reference to a section that does not exist is shown
 * as written, marked, with the reason as its title; text that is no reference (`resolved` null)
 * is shown as is.
 */
export function RulingLinkView({ reference, resolved, showRef }: { reference: string; resolved: ResolvedRef | null; showRef?: boolean }) {
  if (!resolved) return <>{reference}</>;
  return <Resolved text={reference.trim()} resolved={resolved} showRef={showRef} />;
}
