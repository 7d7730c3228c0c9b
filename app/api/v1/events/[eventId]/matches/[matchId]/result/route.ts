/** Records or corrects a match result: the handler is lib/api/result-put.ts (the fast path runs it too). */
export { PUT } from "@/lib/api/result-put";
