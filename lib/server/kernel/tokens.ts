import { createHash, randomBytes } from "node:crypto";

/** A fresh opaque secret (256 bits) with a readable prefix, e.g. `hn_api_…`. */
export const newSecret = (prefix: string) => `${prefix}_${randomBytes(32).toString("base64url")}`;

/** Tokens are stored only as their SHA-256, so a database leak does not leak sessions. */
export const tokenId = (token: string) => createHash("sha256").update(token).digest("base64url");
