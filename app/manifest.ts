import type { MetadataRoute } from "next";

/**
 * The web app manifest (`/manifest.webmanifest`): "Add to home screen" on Android Chrome, and
 * with the root layout's apple-* tags on iOS Safari. The installed app opens on the home page,
 * whose first list is the signed-in person's own events. Icons: scripts/make-icons.mjs.
 */
export default function manifest(): MetadataRoute.Manifest {
  return {
    id: "/",
    name: "Holonet — Star Wars card game tournaments",
    short_name: "Holonet",
    description: "Your table, the standings and the round clock — on your phone, even when the hall's network fails.",
    start_url: "/?source=home-screen",
    scope: "/",
    display: "standalone",
    orientation: "portrait",
    background_color: "#0f172a",
    theme_color: "#0f172a",
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icons/maskable-192.png", sizes: "192x192", type: "image/png", purpose: "maskable" },
      { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
}
