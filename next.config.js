/** @type {import('next').NextConfig} */
const nextConfig = {
  // PGlite and the schema engine load .wasm/.data files at run time: keep them out of the bundle.
  serverExternalPackages: ["@electric-sql/pglite", "pglite-prisma-adapter", "@prisma/schema-engine-wasm"],
  outputFileTracingIncludes: {
    "/**": ["./prisma/schema.prisma", "./prisma/migrations/**", "./node_modules/@prisma/schema-engine-wasm/*.wasm"],
  },
  poweredByHeader: false,
  typedRoutes: false,
};

export default nextConfig;
