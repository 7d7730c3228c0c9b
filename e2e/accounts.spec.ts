import { expect, test } from "@playwright/test";
import { linkIn, startSmtp, type Inbox } from "../tests/smtp";
import { openManageTab, signUpInBrowser, uniqueEmail } from "./helpers";

// playwright.config.ts points the server's SMTP_URL here (E2E_PORT + 1000).
const SMTP_PORT = Number(process.env.E2E_PORT || 3211) + 1000;

let inbox: Inbox;
test.beforeAll(async () => {
  inbox = await startSmtp(SMTP_PORT);
});
test.afterAll(async () => {
  await inbox.close();
});

test("signing up mails a verification link; opening it verifies nothing until the account confirms it", async ({ page, browser }) => {
  const email = await signUpInBrowser(page, "Vera Verify");
  await page.getByTestId("signed-in-as").click();
  await expect(page.getByTestId("email-status")).toHaveText("Not verified");

  const mail = await inbox.next(email);
  expect(mail.subject).toBe("Verify your Holonet email");
  const link = linkIn(mail);

  // Opened signed out (a mail scanner, or the mailbox's owner elsewhere): it names the account and verifies nothing.
  const stranger = await browser.newContext();
  const other = await stranger.newPage();
  await other.goto(link);
  await expect(other.getByTestId("verify-request")).toContainText(`This link verifies ${email} for the account Vera Verify.`);
  await expect(other.getByRole("link", { name: "Log in as Vera Verify" })).toBeVisible();
  await expect(other.getByTestId("confirm-verification")).toHaveCount(0);
  await stranger.close();
  await page.goto("/account");
  await expect(page.getByTestId("email-status")).toHaveText("Not verified");

  // Signed in as that account: confirm with the button.
  await page.goto(link);
  await page.getByTestId("confirm-verification").getByRole("button").click();
  await expect(page.getByTestId("confirm-verification").getByRole("status")).toHaveText(`Email verified: ${email}.`);
  await page.getByRole("link", { name: "Your account" }).click();
  await expect(page.getByTestId("email-status")).toHaveText("Verified");

  // The link works once.
  await page.goto(link);
  await expect(page.getByTestId("verify-result")).toContainText("already used");
});

test("an organizer's invitation link gives a judge the role; the public page never shows the invitee's address", async ({ page, browser }) => {
  await signUpInBrowser(page, "Olga Organa");
  await page.goto("/events/new");
  await page.getByLabel("Event name").fill("Invitational");
  await page.getByRole("button", { name: "Create event" }).click();
  await page.waitForURL(/\/events\/[^/]+\/manage$/);
  const eventUrl = page.url().replace(/\/manage$/, "");

  await openManageTab(page, "Staff");
  await page.waitForURL(/\/manage\/staff$/);
  const invitee = uniqueEmail("janedoeheadjudge");
  await page.getByLabel("Email").fill(invitee);
  await page.getByLabel("Role").selectOption("judge");
  await page.getByRole("button", { name: "Invite" }).click();
  const shown = page.getByTestId("invitation-link");
  await expect(shown.getByRole("img", { name: "QR code of the invitation link" })).toBeVisible();
  const link = await shown.getByRole("textbox", { name: "Invitation link" }).inputValue();
  expect(link).toMatch(/\/invite\/hn_invite_/);
  // The same link also went to the invitee's mailbox.
  expect(linkIn(await inbox.next(invitee))).toBe(link);

  await page.goto(eventUrl);
  await expect(page.getByText("1 invitation pending")).toBeVisible();
  await expect(page.locator("body")).not.toContainText("janedoeheadjudge");

  // The judge, on another phone, signs up through the link with a different address.
  const judge = await browser.newContext();
  const judgePage = await judge.newPage();
  await judgePage.goto(link);
  await expect(judgePage.getByText("You are invited to be a judge of Invitational.")).toBeVisible();
  await judgePage.getByRole("link", { name: "sign up", exact: true }).click();
  await judgePage.getByLabel("Your name").fill("Jan Judge");
  await judgePage.getByLabel("Email").fill(uniqueEmail("jan"));
  await judgePage.getByLabel("Password").fill("a long e2e password");
  await judgePage.getByRole("button", { name: "Create account" }).click();
  await judgePage.waitForURL(/\/invite\//);
  await judgePage.getByRole("button", { name: "Accept as Jan Judge" }).click();
  await judgePage.waitForURL(eventUrl);
  await expect(judgePage.getByRole("link", { name: "Enter results" })).toBeVisible();
  await expect(judgePage.getByText("Jan Judge (judge)")).toBeVisible();

  // Used up: opening it again does nothing.
  await judgePage.goto(link);
  await expect(judgePage.getByText(/has already been used/)).toBeVisible();
  await judge.close();

  await page.goto(`${eventUrl}/history`);
  await expect(page.getByTestId("history")).toContainText(`Accepted the judge invitation for ${invitee} through its link`);
});

test("the event page prints its pairings link on the host the visitor came to, never on a forged X-Forwarded-Host", async ({ page, browser }) => {
  await signUpInBrowser(page, "Hosta Host");
  await page.goto("/events/new");
  await page.getByLabel("Event name").fill("Host Cup");
  await page.getByRole("button", { name: "Create event" }).click();
  await page.waitForURL(/\/events\/[^/]+\/manage$/);
  const eventUrl = page.url().replace(/\/manage$/, "");
  const visitor = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-host": "evil.example", "x-forwarded-proto": "https" } });
  const phone = await visitor.newPage();
  // Twice: rendered for the response cache, then served from it.
  for (let i = 0; i < 2; i++) {
    await phone.goto(eventUrl);
    await expect(phone.getByText(`${eventUrl}/pairings`, { exact: true })).toBeVisible();
    await expect(phone.getByText("evil.example")).toHaveCount(0);
  }
  await visitor.close();
});
