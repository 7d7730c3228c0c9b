import { qrSvg } from "@/lib/web/qr";

/** A QR code for a URL, drawn as inline SVG on the server (no script, prints sharply). */
export async function QrCode({ url, size = 160, label }: { url: string; size?: number; label: string }) {
  const svg = await qrSvg(url);
  return (
    <div
      role="img"
      aria-label={label}
      style={{ width: size, height: size }}
      className="shrink-0 bg-white [&>svg]:h-full [&>svg]:w-full"
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}
