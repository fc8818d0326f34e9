// A test double of Google's gapi iframe loader (https://apis.google.com/js/api.js). Firebase's popup
// sign-in and the Auth emulator's helper iframe both load it from the internet, which this offline
// machine cannot reach (docs/architecture.md §8 Offline machines). It implements only what they use:
// gapi.load('gapi.iframes'), context.open / getParentIframe, and register/send/ping over postMessage.
import type { BrowserContext } from 'playwright-core';

/** Runs inside the page (serialised with toString): keep it self-contained. */
function gapiStub(): void {
  type Handler = (data: unknown) => unknown;
  interface Wire {
    gapiStub: true;
    kind: 'call' | 'reply' | 'ready';
    id: number;
    type: string;
    data: unknown;
    result: unknown[];
  }
  interface Channel {
    peer: () => Window | null;
    handlers: Map<string, Handler>;
    queued: { type: string; data: unknown; reply: (result: unknown[]) => void }[];
  }
  const w = window as unknown as Record<string, unknown>;
  const channels: Channel[] = [];
  const pending = new Map<number, (result: unknown[]) => void>();
  const readyPeers = new Set<MessageEventSource>();
  const readyWaiters: (() => void)[] = [];
  let nextId = 1;

  const post = (peer: Window | MessageEventSource | null, message: Partial<Wire>) => (peer as Window | null)?.postMessage({ gapiStub: true, ...message }, '*');

  function iframeApi(peer: () => Window | null) {
    const channel: Channel = { peer, handlers: new Map(), queued: [] };
    channels.push(channel);
    return {
      register(type: string, handler: Handler) {
        channel.handlers.set(type, handler);
        // gapi buffers calls that arrive before their handler: deliver them now.
        for (const call of channel.queued.filter((c) => c.type === type)) call.reply([handler(call.data)]);
        channel.queued = channel.queued.filter((c) => c.type !== type);
      },
      send(type: string, data: unknown, callback?: (result: unknown[]) => void) {
        const id = nextId++;
        if (callback) pending.set(id, callback);
        post(peer(), { kind: 'call', id, type, data });
      },
      ping(callback?: () => void) {
        return new Promise<void>((resolve) => {
          const done = () => {
            callback?.();
            resolve();
          };
          const source = peer();
          if (source && readyPeers.has(source)) done();
          else readyWaiters.push(done);
        });
      },
      restyle: () => Promise.resolve(),
    };
  }

  window.addEventListener('message', (event) => {
    const message = event.data as Partial<Wire> | null;
    if (!message || message.gapiStub !== true || !event.source) return;
    if (message.kind === 'ready') {
      readyPeers.add(event.source);
      readyWaiters.splice(0).forEach((wake) => wake());
    } else if (message.kind === 'reply') {
      pending.get(message.id ?? 0)?.(message.result ?? []);
      pending.delete(message.id ?? 0);
    } else if (message.kind === 'call') {
      const source = event.source;
      const reply = (result: unknown[]) => post(source, { kind: 'reply', id: message.id, result });
      const channel = channels.find((c) => c.peer() === source);
      const handler = channel?.handlers.get(message.type ?? '');
      if (handler) reply([handler(message.data)]);
      else channel?.queued.push({ type: message.type ?? '', data: message.data, reply });
    }
  });

  const context = {
    open(options: { where: HTMLElement; url: string; attributes?: { style?: Record<string, string> } }, callback?: (iframe: unknown) => unknown) {
      const frame = document.createElement('iframe');
      Object.assign(frame.style, options.attributes?.style ?? {});
      frame.setAttribute('aria-hidden', 'true');
      frame.src = options.url;
      options.where.appendChild(frame);
      const iframe = iframeApi(() => frame.contentWindow);
      return callback ? callback(iframe) : iframe;
    },
    getParentIframe: () => iframeApi(() => window.parent),
  };

  w.gapi = {
    load(_name: string, options: { callback: () => void }) {
      setTimeout(() => {
        options.callback();
        // A helper iframe tells its parent it is listening (what gapi's ping waits for).
        if (window.parent !== window) post(window.parent, { kind: 'ready' });
      }, 0);
    },
    iframes: { getContext: () => context, CROSS_ORIGIN_IFRAMES_FILTER: () => true, Iframe: function Iframe() {} },
  };

  const onload = new URL((document.currentScript as HTMLScriptElement | null)?.src ?? location.href).searchParams.get('onload');
  setTimeout(() => {
    if (onload && typeof w[onload] === 'function') (w[onload] as () => void)();
    if (typeof w.gapi_onload === 'function') (w.gapi_onload as () => void)();
  }, 0);
}

/** Serves the gapi double and fails the helper page's other CDN assets fast (they are cosmetic). */
export async function serveGapiStub(context: BrowserContext): Promise<void> {
  await context.route('https://apis.google.com/**', (route) =>
    // `__name`: the TS transform may wrap named functions with this helper; define it in the page.
    route.fulfill({ contentType: 'text/javascript', body: `var __name = (f) => f;\n(${gapiStub.toString()})();` }),
  );
  await context.route(/^https:\/\/(unpkg\.com|fonts\.googleapis\.com|fonts\.gstatic\.com)\//, (route) => route.abort());
}
