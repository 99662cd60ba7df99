/** A minimal typed event emitter; `on` returns the unsubscribe function. */
export class Emitter<Events extends Record<string, unknown>> {
  private handlers = new Map<keyof Events, Set<(payload: never) => void>>();

  /** Subscribes to an event; returns a function that unsubscribes. */
  on<K extends keyof Events>(type: K, handler: (payload: Events[K]) => void): () => void {
    let set = this.handlers.get(type);
    if (!set) this.handlers.set(type, (set = new Set()));
    set.add(handler as (payload: never) => void);
    return () => set!.delete(handler as (payload: never) => void);
  }

  /** Calls every handler of an event; a throwing handler is logged and does not stop the others. */
  emit<K extends keyof Events>(type: K, payload: Events[K]): void {
    for (const h of this.handlers.get(type) ?? []) {
      try {
        (h as (p: Events[K]) => void)(payload);
      } catch (err) {
        console.error(err);
      }
    }
  }

  /** Drops every handler. */
  clear(): void {
    this.handlers.clear();
  }
}
