import type { NextRequest } from "next/server";
import { pathGuard } from "@/lib/web/path-guard";

/** Runs before every route: refuses addresses Next.js cannot decode (lib/web/path-guard.ts). */
export function proxy(request: NextRequest) {
  return pathGuard(request.nextUrl.pathname) ?? undefined;
}

export const config = { matcher: "/((?!_next/static|_next/image).*)" };
