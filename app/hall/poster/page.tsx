import type { Metadata } from "next";
import { headers } from "next/headers";
import { Poster } from "@/components/share/Poster";
import { hallAddress } from "@/lib/server/hall/lan";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Hall server poster" };

/** The hall server's poster (issue 40): phones on the hall's Wi-Fi scan it to reach this laptop. */
export default async function HallPosterPage() {
  const url = hallAddress((await headers()).get("host"));
  return <Poster title="Holonet in this hall" line="On the hall's Wi-Fi? Scan for pairings, standings, the clock and your results." url={url} hint="Print this page (Ctrl+P) and put it up by the pairings board." />;
}
