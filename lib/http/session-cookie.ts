/** The session cookie's name: its own module so proxy.ts can read it without server code. */
export const SESSION_COOKIE = "holonet_session";
