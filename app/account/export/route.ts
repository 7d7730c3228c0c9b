import { errorResponse } from "@/lib/api/http";
import { exportMyData } from "@/lib/server/accounts/my-export";
import { currentUser } from "@/lib/web/session";

export const dynamic = "force-dynamic";

/** "Download my data" on the account page: GET /api/v1/me/export's document, for the signed-in browser, as a file. */
export async function GET(): Promise<Response> {
  try {
    const data = await exportMyData(await currentUser());
    return new Response(JSON.stringify(data, null, 2), {
      headers: { "content-type": "application/json; charset=utf-8", "content-disposition": `attachment; filename="holonet-my-data-${data.exportedAt.slice(0, 10)}.json"`, "cache-control": "no-store" },
    });
  } catch (err) {
    return errorResponse(err);
  }
}
