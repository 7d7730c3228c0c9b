/** @type {import('next').NextConfig} */
const nextConfig = {
  // A second build beside the main one (benchmarks, parallel work) sets NEXT_DIST_DIR.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  // PGlite and the schema engine load .wasm/.data files at run time: keep them out of the bundle.
  serverExternalPackages: ["@electric-sql/pglite", "pglite-prisma-adapter", "@prisma/schema-engine-wasm"],
  // The embedded database's worker (lib/db/pglite-worker.mjs) is started by path, never bundled.
  outputFileTracingIncludes: {
    "/**": ["./prisma/schema.prisma", "./prisma/migrations/**", "./node_modules/@prisma/schema-engine-wasm/*.wasm", "./content/library/**", "./lib/db/pglite-*.mjs"],
  },
  poweredByHeader: false,
  // The service worker's cache version (components/offline/OfflineSupport.tsx): one per build.
  env: { HOLONET_BUILD: process.env.HOLONET_BUILD || Date.now().toString(36) },
  // The proxy buffers request bodies up to this size; an event import (POST /api/v1/events/import)
  // may be tens of megabytes. Every other route still refuses a body over 1 MB itself.
  // Server actions: 3 MB, so the organizer's upload page can take a 2 MB PDF rulings sheet
  // (lib/schemas/event-document.ts); every action's service still checks its own input.
  experimental: { proxyClientMaxBodySize: "50mb", serverActions: { bodySizeLimit: "3mb" } },
  // Pages and API responses get their headers in proxy.ts; the build's static files get these.
  async headers() {
    const base = [
      { key: "X-Content-Type-Options", value: "nosniff" },
      { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
      { key: "X-Frame-Options", value: "DENY" },
    ];
    return [{ source: "/_next/:path*", headers: base }];
  },
  typedRoutes: false,
};

export default nextConfig;
