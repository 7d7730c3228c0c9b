import QRCode from "qrcode";

/** A URL as a QR code in inline SVG (server side): no script, prints sharply. */
export const qrSvg = (url: string) => QRCode.toString(url, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
