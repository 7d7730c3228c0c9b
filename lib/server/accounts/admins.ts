/**
 * Site administrators: the addresses in HOLONET_ADMIN_EMAILS (comma-separated), read when an
 * account verifies its email (never at sign-up: the address must be proven), which sets
 * `User.admin`. Nothing clears the flag by itself: removing an address from the list takes
 * effect for accounts verified after that.
 */
export function adminEmails(): Set<string> {
  return new Set(
    (process.env.HOLONET_ADMIN_EMAILS ?? "")
      .split(",")
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean),
  );
}

export const isAdminEmail = (email: string) => adminEmails().has(email.trim().toLowerCase());
