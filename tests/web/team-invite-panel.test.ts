import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { TeamRegistrationPanelView } from "@/components/teams/TeamRegistrationPanel";
import type { MyTeam } from "@/lib/views/players";
import { acceptTeamAction, registerTeamAction, reissueTeamLinkAction } from "@/app/events/[eventId]/team-actions";
import { checkInAction } from "@/app/events/[eventId]/registration-actions";
import type { RegistrationStatus } from "@/lib/schemas/registration-api";

// The live-update hook needs a mounted router; the panel's words do not.
vi.mock("@/components/ui/LiveUpdates", () => ({ LiveUpdates: () => null }));

const mine = {
  team: { id: "t1", name: "Rogues", members: [{ position: 1, name: "Wedge", invitePending: false }, { position: 2, name: "Partner", invitePending: true }] },
  position: 2,
  invited: true,
} as unknown as MyTeam;
const status = { selfRegistration: { open: true }, checkIn: { configured: false, open: false }, started: false } as unknown as RegistrationStatus;
const user = { id: "u", email: "p@example.com", name: "Pat" };

const render = (acceptRefusal: string | null, mail: boolean) => renderToStaticMarkup(createElement(TeamRegistrationPanelView, { eventId: "e1", user, mine, status, mail, acceptRefusal, actions: { acceptTeamAction, registerTeamAction, reissueTeamLinkAction, checkInAction } }));

describe("an invited 2-on-2 partner is offered only what works", () => {
  it("without mail: no Accept button, the captain's join link in one line", () => {
    const html = render("This server sends no mail…", false);
    expect(html).not.toContain("Accept and join");
    expect(html).toContain("open the join link your captain gets on this page");
  });

  it("with a verified address: Accept and join", () => {
    expect(render(null, true)).toContain("Accept and join Rogues");
  });
});
