import { z } from "zod";

/** Every schema the API exposes is registered here; the OpenAPI document is generated from it. */
export const apiRegistry = z.registry<{ id: string; description?: string }>();
