/**
 * Plugin events (docs/behaviour.md §10). Host pages listen in either of two ways:
 *
 * @example
 * window.Platon.events.on('AfterLogin', ({ user }) => console.log(user.username));
 * window.addEventListener('platon:AfterLogin', (e) => console.log(e.detail.user));
 *
 * Handlers run synchronously in registration order; one that throws is logged and does not stop the rest,
 * because a host's plugin must never break sign-in.
 */
export const PLUGIN_EVENTS = [
  'AfterAuth',
  'BeforeAuth',
  'BeforeLogin',
  'AfterLogin',
  'SetUserTheme',
  'AfterLogout',
  'OnPageOpened',
  'OnTableOpened',
  'OnFormRead',
  'OnFormInsert',
  'OnFormUpdate',
  'OnFormDelete',
  'OnFormHardDelete',
  'AfterInit',
] as const;

export type PluginEvent = (typeof PLUGIN_EVENTS)[number];
export type PluginHandler = (detail: Record<string, unknown>) => void;

export interface EventBus {
  on(event: PluginEvent, handler: PluginHandler): () => void;
  off(event: PluginEvent, handler: PluginHandler): void;
  emit(event: PluginEvent, detail?: Record<string, unknown>): void;
}

export function createEventBus(target: EventTarget | null = globalThis.window ?? null): EventBus {
  const handlers = new Map<PluginEvent, Set<PluginHandler>>();
  const bus: EventBus = {
    on(event, handler) {
      if (!handlers.has(event)) handlers.set(event, new Set());
      handlers.get(event)!.add(handler);
      return () => bus.off(event, handler);
    },
    off(event, handler) {
      handlers.get(event)?.delete(handler);
    },
    emit(event, detail = {}) {
      for (const handler of [...(handlers.get(event) ?? [])]) {
        try {
          handler(detail);
        } catch (error) {
          console.error(`[platon] ${event} handler failed`, error);
        }
      }
      target?.dispatchEvent(new CustomEvent(`platon:${event}`, { detail }));
    },
  };
  return bus;
}
