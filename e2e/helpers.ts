import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";

export const uniqueEmail = (who: string) => `${who}-${randomUUID().slice(0, 8)}@e2e.holonet.local`;

export async function signUpInBrowser(page: Page, name: string) {
  const email = uniqueEmail(name.toLowerCase().replace(/\W+/g, ""));
  await page.goto("/signup");
  await page.getByLabel("Your name").fill(name);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("a long e2e password");
  await page.getByRole("button", { name: "Create account" }).click();
  await page.waitForURL("/");
  return email;
}
