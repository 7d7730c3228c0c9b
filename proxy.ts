import { NextResponse, type NextRequest } from "next/server";
import { pathGuard } from "@/lib/web/path-guard";
import { API_CSP, BASE_SECURITY_HEADERS, newNonce, pageCsp, requestIsHttps, withHeaders } from "@/lib/web/security-headers";

/**
 * Runs before every route: refuses addresses Next.js cannot decode (lib/web/path-guard.ts), and
 * sets the security headers, with a fresh CSP nonce for each page (lib/web/security-headers.ts).
 */
export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  const isApi = pathname.startsWith("/api/");
  const refused = pathGuard(pathname);
  if (refused) return withHeaders(refused, { ...BASE_SECURITY_HEADERS, "content-security-policy": API_CSP });
  if (isApi) return withHeaders(NextResponse.next(), { ...BASE_SECURITY_HEADERS, "content-security-policy": API_CSP });

  const nonce = newNonce();
  const csp = pageCsp(nonce, { https: requestIsHttps(request.url, request.headers), dev: process.env.NODE_ENV === "development" });
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set("x-nonce", nonce);
  requestHeaders.set("content-security-policy", csp);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  return withHeaders(response, { ...BASE_SECURITY_HEADERS, "content-security-policy": csp });
}

export const config = { matcher: "/((?!_next/static|_next/image).*)" };
