/**
 * Guilds on two phones: a leader founds a guild (a taken name is refused beside the field),
 * invites a player by their profile link, withdraws the invitation and invites again, and the
 * player accepts from their notices; the guild page then lists them, its history says so, the
 * guild list ranks it, and the player's data download names the guild.
 */
import { readFile } from "node:fs/promises";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { signUpInBrowser } from "./helpers";

async function phone(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  return context.newPage();
}

test("a leader invites a player who accepts from their notices, on phones", async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const name = `Rebel Cell ${Date.now().toString(36)}`;
  const leader = await phone(browser, baseURL!);
  const member = await phone(browser, baseURL!);

  // The leader founds the guild.
  await signUpInBrowser(leader, "Leia Leader");
  await leader.goto("/guilds/new");
  await leader.getByLabel("Guild name").fill(name);
  await leader.getByLabel("Tag").fill("has space");
  await leader.getByRole("button", { name: "Found the guild" }).click();
  await expect(leader.getByText("Tag: letters and digits only (up to 6).")).toBeVisible();
  await leader.getByLabel("Tag").fill("REB");
  await leader.getByRole("button", { name: "Found the guild" }).click();
  await leader.waitForURL((u) => /^\/guilds\/(?!new$)[^/]+$/.test(u.pathname));
  const guildUrl = new URL(leader.url()).pathname;
  await expect(leader.getByRole("heading", { level: 1 })).toContainText(name);

  // The player signs up; their profile link is on their account page.
  await signUpInBrowser(member, "Han Member");
  await member.goto("/account");
  const profileHref = await member.getByTestId("own-profile-link").getAttribute("href");
  expect(profileHref).toMatch(/^\/players\//);

  // The leader invites them by that link, sees the invitation waiting, and withdraws it: the
  // player's notice of it is gone.
  await leader.getByLabel("Invite a player").fill(`${baseURL}${profileHref}`);
  await leader.getByRole("button", { name: "Invite", exact: true }).click();
  await expect(leader.getByText("Invited: they see it in their notices.")).toBeVisible();
  await expect(leader.getByTestId("guild-invitations")).toContainText("Han Member");
  leader.once("dialog", (d) => void d.accept());
  await leader.getByTestId("withdraw-invitation").click();
  await expect(leader.getByTestId("guild-invitations")).toHaveCount(0);
  await member.goto("/account/notifications");
  await expect(member.getByText(`invites you to the guild ${name}`)).toHaveCount(0);
  await expect(member.getByTestId("notice-accept")).toHaveCount(0);

  // Invited again (a second invitation within the hour is allowed; a third would be refused).
  await leader.getByLabel("Invite a player").fill(`${baseURL}${profileHref}`);
  await leader.getByRole("button", { name: "Invite", exact: true }).click();
  await expect(leader.getByTestId("guild-invitations")).toContainText("Han Member");

  // The player answers from their notices.
  await member.goto("/account/notifications");
  await expect(member.getByTestId("notice-list")).toContainText(`invites you to the guild ${name}`);
  await member.getByTestId("notice-list").getByRole("link", { name: "Guild page" }).first().waitFor();
  await member.getByTestId("notice-accept").getByRole("button", { name: "Accept" }).click();
  // Answered: the buttons go (the invitation is no longer waiting).
  await expect(member.getByTestId("notice-accept")).toHaveCount(0);

  // Both see the new member; the history says who did what.
  await member.goto(guildUrl);
  await expect(member.getByTestId("guild-members")).toContainText("Han Member");
  await expect(member.getByTestId("leave-guild")).toBeVisible();
  await leader.reload();
  await expect(leader.getByTestId("guild-members")).toContainText("Han Member");
  await expect(leader.getByTestId("guild-history")).toContainText("Leia Leader invited Han Member.");
  await expect(leader.getByTestId("guild-history")).toContainText("Han Member joined.");

  // The guild list shows it with two members; the member's profile names the guild.
  // Found by its name however many guilds the server holds (CI's database keeps earlier runs').
  await member.goto("/guilds");
  await member.getByRole("searchbox", { name: "Find a guild by name or tag" }).fill(name);
  await member.getByRole("button", { name: "Search" }).click();
  await expect(member.getByTestId("guild-list").getByTestId("guild-row").filter({ hasText: name })).toContainText("2 members (0 rated)");
  await member.goto(profileHref!);
  await expect(member.getByTestId("profile-guild")).toContainText(`[REB] ${name}`);

  // The member downloads their data from the account page: the guild is in it, with the role.
  await member.goto("/account");
  const [download] = await Promise.all([member.waitForEvent("download"), member.getByTestId("download-my-data").click()]);
  expect(download.suggestedFilename()).toMatch(/^holonet-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(await readFile((await download.path())!, "utf8")) as { account: { name: string }; guild: { name: string; role: string } | null; guildInvitations: { status: string }[] };
  expect(exported.account.name).toBe("Han Member");
  expect(exported.guild).toMatchObject({ name, role: "member" });
  expect(exported.guildInvitations.map((i) => i.status).sort()).toEqual(["accepted", "withdrawn"]);

  // The guild pages pass axe (WCAG 2.1 A/AA) on the phone.
  const found: string[] = [];
  for (const [page, path] of [[member, "/guilds"], [leader, "/guilds/new"], [leader, guildUrl], [member, guildUrl], [member, "/account/notifications"]] as const) {
    await page.goto(path);
    const { violations } = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
    for (const v of violations.filter((v) => v.impact === "serious" || v.impact === "critical")) found.push(`${path}: ${v.id} — ${v.help} ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  }
  expect(found).toEqual([]);
});
