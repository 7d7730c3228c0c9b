import { z } from "zod";
import { cleanText, emailSchema, text } from "./common";
import { apiRegistry } from "./registry";

export const PASSWORD_MIN = 10;

export const PASSWORD_MAX = 200;

/**
 * Kept exactly as typed (it is hashed, never shown), but without NUL or broken characters. The
 * length is checked first, so a huge password is refused before any other work (or hashing).
 * Strength (common or guessable passwords) is checked by the service: lib/server/accounts/password-strength.ts.
 */
const boundedPassword = (min: number) =>
  z
    .string({ error: "Password is required." })
    .max(PASSWORD_MAX, { error: `Password can be at most ${PASSWORD_MAX} characters.` })
    .pipe(text("Password", { min, max: PASSWORD_MAX, verbatim: true }));
export const passwordSchema = boundedPassword(PASSWORD_MIN);

export const SignupInput = z
  .object({ email: emailSchema, password: passwordSchema, name: cleanText(1, 80, "Name") })
  .register(apiRegistry, { id: "SignupInput" });
export type SignupInput = z.infer<typeof SignupInput>;

export const LoginInput = z
  .object({ email: emailSchema, password: boundedPassword(1) })
  .register(apiRegistry, { id: "LoginInput" });
export type LoginInput = z.infer<typeof LoginInput>;

export const User = z
  .object({ id: z.string(), email: z.string(), name: z.string() })
  .register(apiRegistry, { id: "User" });
export type User = z.infer<typeof User>;

export const AuthResult = z
  .object({ token: z.string().describe("Bearer token for the Authorization header."), user: User })
  .register(apiRegistry, { id: "AuthResult" });

export const ApiTokenNameInput = z
  .object({ name: cleanText(1, 80, "Token name").default("API token").describe("A label for the tokens page, e.g. the tool using it.") })
  .register(apiRegistry, { id: "ApiTokenNameInput" });

export const ApiTokenInfo = z
  .object({
    id: z.string().describe("Names the token for DELETE /auth/tokens/{id}; not the secret."),
    name: z.string(),
    createdAt: z.iso.datetime(),
    lastUsedAt: z.iso.datetime().nullable(),
    expiresAt: z.iso.datetime().describe("Slides forward on each use (30 days idle), never past 365 days after creation."),
  })
  .register(apiRegistry, { id: "ApiTokenInfo" });
export type ApiTokenInfo = z.infer<typeof ApiTokenInfo>;

export const ApiTokenList = z.object({ tokens: z.array(ApiTokenInfo) }).register(apiRegistry, { id: "ApiTokenList" });

export const PasswordChangeInput = z
  .object({ currentPassword: text("Current password", { min: 1, max: PASSWORD_MAX, verbatim: true }), newPassword: passwordSchema })
  .register(apiRegistry, { id: "PasswordChangeInput" });
export type PasswordChangeInput = z.infer<typeof PasswordChangeInput>;
