/** HOLONET_PUBLIC_URL without a trailing slash, or undefined when it is not set (the origin of mailed links; lib/http/link-origin.ts works out the rest). */
export const configuredOrigin = () => process.env.HOLONET_PUBLIC_URL?.trim().replace(/\/+$/, "") || undefined;
