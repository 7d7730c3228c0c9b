import { NextResponse, type NextRequest } from "next/server";
import { pathGuard } from "@/lib/http/path-guard";
import { isForeignServerAction } from "@/lib/http/action-origin";
import { cacheableRequest, isRenderRequest, RENDER_NONCE_HEADER, sharedResponseCache } from "@/lib/http/cacheable";
import { API_CSP, BASE_SECURITY_HEADERS, DOCUMENT_CSP, isDocumentFilePath, isNonce, newNonce, pageCsp, requestIsHttps, withHeaders } from "@/lib/http/security-headers";

/**
 * Runs before every route: refuses addresses Next.js cannot decode (lib/http/path-guard.ts) and
 * other sites' server actions (403, lib/http/action-origin.ts),
 * answers public reads from the shared response cache (lib/http/response-cache.ts) when it has
 * them, and sets the security headers, with a fresh CSP nonce for each page
 * (lib/http/security-headers.ts) — or, for the cache's own render, the nonce the cache will serve
 * the page with.
 */
export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const isApi = pathname.startsWith("/api/");
  const refused = pathGuard(pathname);
  if (refused) return withHeaders(refused, { ...BASE_SECURITY_HEADERS, "content-security-policy": API_CSP });

  // Next.js would abort a cross-site server action with a 500: it is refused, so say so.
  if (!isApi && isForeignServerAction(request.method, request.headers)) {
    return withHeaders(new NextResponse("A form of this site can only be sent from this site.", { status: 403, headers: { "content-type": "text/plain; charset=utf-8" } }), {
      ...BASE_SECURITY_HEADERS,
      "content-security-policy": API_CSP,
    });
  }

  const cache = sharedResponseCache();
  const what = cache ? cacheableRequest({ method: request.method, pathname, search, headers: request.headers }) : null;
  if (cache && what) {
    const cached = await cache.serve(request, what).catch((err: unknown) => {
      console.error("[cache] serving from Next.js instead:", err);
      return null;
    });
    if (cached) return cached;
  }
  if (isApi) return withHeaders(NextResponse.next(), { ...BASE_SECURITY_HEADERS, "content-security-policy": isDocumentFilePath(pathname) ? DOCUMENT_CSP : API_CSP });

  const chosen = isRenderRequest(request.headers) ? request.headers.get(RENDER_NONCE_HEADER) : null;
  const nonce = chosen && isNonce(chosen) ? chosen : newNonce();
  const csp = pageCsp(nonce, { https: requestIsHttps(request.url, request.headers), dev: process.env.NODE_ENV === "development" });
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set("x-nonce", nonce);
  requestHeaders.set("content-security-policy", csp);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  return withHeaders(response, { ...BASE_SECURITY_HEADERS, "content-security-policy": csp });
}

export const config = { matcher: "/((?!_next/static|_next/image).*)" };
