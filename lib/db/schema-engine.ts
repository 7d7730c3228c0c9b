/**
 * Prisma's schema engine, compiled to WebAssembly (@prisma/schema-engine-wasm), loaded the way
 * Prisma's own CLI loads it: instantiate the .wasm with the package's wasm-bindgen glue. This is
 * an internal Prisma API, so it is kept in this one file and covered by tests/db/migrations.test.ts.
 */
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { bindMigrationAwareSqlAdapterFactory } from "@prisma/driver-adapter-utils";
import type { SqlMigrationAwareDriverAdapterFactory } from "@prisma/driver-adapter-utils";
import type { SchemaEngine } from "@prisma/schema-engine-wasm";

type Glue = typeof import("@prisma/schema-engine-wasm/schema_engine_bg") & {
  __wbg_set_wasm(exports: WebAssembly.Exports): void;
};

let gluePromise: Promise<Glue> | undefined;

async function loadGlue(): Promise<Glue> {
  // Resolve from the project root, not from this file: Next bundles server code elsewhere.
  const require = createRequire(path.join(process.cwd(), "package.json"));
  const dir = path.dirname(require.resolve("@prisma/schema-engine-wasm/schema_engine_bg"));
  const glue = (await import(
    /* webpackIgnore: true */ /* turbopackIgnore: true */ pathToFileURL(path.join(dir, "schema_engine_bg.js")).href
  )) as Glue;
  const bytes = await readFile(path.join(dir, "schema_engine_bg.wasm"));
  const { instance } = await WebAssembly.instantiate(bytes, {
    "./schema_engine_bg.js": glue as unknown as WebAssembly.ModuleImports,
  });
  glue.__wbg_set_wasm(instance.exports);
  (instance.exports.__wbindgen_start as () => void)();
  return glue;
}

export async function openSchemaEngine(
  schema: { path: string; content: string },
  adapterFactory: SqlMigrationAwareDriverAdapterFactory,
): Promise<SchemaEngine> {
  gluePromise ??= loadGlue();
  const glue = await gluePromise;
  const log = (line: string) => {
    if (process.env.HOLONET_DEBUG_MIGRATIONS) console.error("[schema-engine]", line);
  };
  return glue.SchemaEngine.new(
    { datamodels: [[schema.path, schema.content]] },
    log,
    bindMigrationAwareSqlAdapterFactory(adapterFactory),
  );
}
