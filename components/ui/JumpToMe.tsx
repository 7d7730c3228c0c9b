/** "Jump to me" above a long list: to the signed-in player's own row (`id="me"`), on whatever page it is. */
export function JumpToMe({ href, where }: { href: string; where: string }) {
  return (
    <p className="mb-3 print:hidden">
      <a href={href} className="inline-flex min-h-11 items-center gap-2 rounded-lg border-2 border-amber-400 bg-amber-50 px-3 font-semibold text-slate-900" data-testid="jump-to-me">
        Jump to me <span className="font-normal text-slate-700">· {where}</span>
      </a>
    </p>
  );
}

/** The classes and attributes of the signed-in player's own row. */
export const myRow = { id: "me", className: "bg-amber-50 scroll-mt-20", "data-me": true, "aria-current": true } as const;
