import { z } from "zod";
import { cleanText, emailSchema } from "./common";
import { apiRegistry } from "./registry";

export const PASSWORD_MIN = 10;

export const passwordSchema = z
  .string({ error: "Password is required." })
  .min(PASSWORD_MIN, { error: `Password needs at least ${PASSWORD_MIN} characters.` })
  .max(200, { error: "Password can be at most 200 characters." });

export const SignupInput = z
  .object({ email: emailSchema, password: passwordSchema, name: cleanText(1, 80, "Name") })
  .register(apiRegistry, { id: "SignupInput" });
export type SignupInput = z.infer<typeof SignupInput>;

export const LoginInput = z
  .object({ email: emailSchema, password: z.string({ error: "Password is required." }).min(1, { error: "Password is required." }) })
  .register(apiRegistry, { id: "LoginInput" });
export type LoginInput = z.infer<typeof LoginInput>;

export const User = z
  .object({ id: z.string(), email: z.string(), name: z.string() })
  .register(apiRegistry, { id: "User" });
export type User = z.infer<typeof User>;

export const AuthResult = z
  .object({ token: z.string().describe("Bearer token for the Authorization header."), user: User })
  .register(apiRegistry, { id: "AuthResult" });
