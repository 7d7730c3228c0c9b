"use client";

import { usePathname } from "next/navigation";
import type { ReactNode } from "react";

/** The projector clock and the hall poster fill the screen or page: no site header there. */
const HALL_SCREEN = /^\/events\/[^/]+\/(clock|poster)\/?$/;

export function HideOnHallScreens({ children }: { children: ReactNode }) {
  return HALL_SCREEN.test(usePathname() ?? "") ? null : children;
}
