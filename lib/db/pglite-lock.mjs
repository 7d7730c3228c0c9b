/**
 * One process per embedded data folder. PGlite does not check this itself (two processes open the
 * same folder without a word and then corrupt it), so the worker holds a Unix socket in the
 * folder while the database is open. The kernel closes it when the process ends, however it
 * ends: a socket file nobody answers on was left by a process that stopped, and is replaced.
 * Where the folder cannot hold a socket (some network or FUSE file systems) there is no lock,
 * as before.
 */
import { rmSync } from "node:fs";
import net from "node:net";
import path from "node:path";

const LOCK_NAME = "holonet.lock";

const listen = (server, file) =>
  new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(file, () => {
      server.off("error", reject);
      resolve();
    });
  });

/** Whether a live process holds the socket. */
const answers = (file) =>
  new Promise((resolve) => {
    const socket = net.connect(file);
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });

/** Takes the folder's lock; throws when another process holds it. */
export async function lockDataDir(dataDir) {
  const file = path.join(dataDir, LOCK_NAME);
  for (let attempt = 0; attempt < 2; attempt++) {
    const server = net.createServer((socket) => socket.destroy());
    try {
      await listen(server, file);
      server.unref(); // the lock alone must not keep the process running
      return { release: () => new Promise((resolve) => server.close(() => resolve())) };
    } catch (e) {
      if (e.code !== "EADDRINUSE") return { release: async () => {} }; // no sockets here: no lock
    }
    if (await answers(file)) {
      throw new Error(`the folder is in use by another process (one process per data folder; its lock is ${file})`);
    }
    rmSync(file, { force: true }); // left by a process that stopped
  }
  throw new Error(`could not take the lock ${file}`);
}
