/**
 * A form's action that tries once more by itself when the server was busy (nothing was saved:
 * lib/server/kernel/busy.ts), after the seconds the answer gives. A second busy answer is shown.
 */
export type FormAction<S, P> = (prev: S, payload: P) => Promise<S>;

const pause = (seconds: number) => new Promise<void>((resolve) => setTimeout(resolve, seconds * 1000));

export function retryingOnce<S extends { busy?: number }, P>(action: FormAction<S, P>, wait: (seconds: number) => Promise<void> = pause): FormAction<S, P> {
  return async (prev, payload) => {
    const first = await action(prev, payload);
    if (!first.busy) return first;
    await wait(first.busy);
    return action(prev, payload);
  };
}
