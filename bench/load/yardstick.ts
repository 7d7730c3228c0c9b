/**
 * The machine's ceiling for a page: a bare Node server, in its own process, answering the very
 * bytes the app sent for it (brotli, as phones ask) from memory. The static asset measures the
 * app's own server; this measures what any Node server on this machine could do with the same
 * bytes, so "reads at 0.8× the yardstick" means the app spends little beyond sending them.
 */
import { spawn } from "node:child_process";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { onCleanup } from "./cleanup";
import { sleep } from "./util";

const SERVER = `
const http = require("node:http");
const fs = require("node:fs");
const body = fs.readFileSync(process.argv[1]);
const headers = JSON.parse(process.argv[2]);
http.createServer((req, res) => { res.writeHead(200, { ...headers, "content-length": body.length }); res.end(body); })
  .listen(Number(process.argv[3]), "127.0.0.1", () => process.send && process.send("ready"));
`;

export interface Yardstick {
  base: string;
  stop(): Promise<void>;
}

/** Starts the bare server on `port` with `body` and its content headers. */
export async function startYardstick(dir: string, port: number, body: Buffer, headers: Record<string, string>): Promise<Yardstick> {
  const file = path.join(dir, `yardstick-${port}.bin`);
  writeFileSync(file, body);
  const child = spawn(process.execPath, ["-e", SERVER, file, JSON.stringify(headers), String(port)], { stdio: ["ignore", "ignore", "inherit", "ipc"] });
  const ready = new Promise<void>((resolve, reject) => {
    child.once("message", () => resolve());
    child.once("exit", (code) => reject(new Error(`the yardstick server stopped (exit code ${code})`)));
  });
  const stop = async () => {
    if (child.exitCode === null) child.kill("SIGTERM");
    await sleep(50);
  };
  const forget = onCleanup("stop the yardstick server", stop);
  await Promise.race([ready, sleep(10_000).then(() => Promise.reject(new Error("the yardstick server did not start")))]);
  return {
    base: `http://127.0.0.1:${port}`,
    async stop() {
      await stop();
      await forget();
    },
  };
}
