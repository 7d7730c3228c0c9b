/**
 * Lets the response cache send bytes it compressed once. Next.js drops a Response's
 * Content-Encoding (it assumes `fetch` already decoded the body) and gzips what it sends itself,
 * per request — for a 1,000-player round that is milliseconds of CPU on every read. So a cached
 * response names its encoding in a marker header and says `no-transform` (which makes Next.js's
 * compression stand aside), and this hook turns the marker into Content-Encoding as the headers
 * go out. Installed once per process (instrumentation.ts); a response without the marker is
 * untouched.
 */
import { ServerResponse } from "node:http";

export const ENCODING_MARKER = "x-holonet-encoding";

const ENCODINGS = new Set(["br", "gzip"]);

export function sendPrecompressedBodies(): void {
  const proto = ServerResponse.prototype as ServerResponse & { holonetPrecompressed?: true };
  if (proto.holonetPrecompressed) return;
  proto.holonetPrecompressed = true;
  const writeHead = proto.writeHead;
  proto.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    const encoding = this.getHeader(ENCODING_MARKER);
    if (encoding !== undefined) {
      this.removeHeader(ENCODING_MARKER);
      if (typeof encoding === "string" && ENCODINGS.has(encoding)) this.setHeader("content-encoding", encoding);
    }
    return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
  } as ServerResponse["writeHead"];
}
