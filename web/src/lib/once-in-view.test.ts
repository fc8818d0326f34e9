import { afterEach, beforeEach, expect, test } from 'vitest';
import { onceInView } from './once-in-view';

/** A stand-in observer that hands over the entries a test gives it, as a busy browser may: several at once. */
class Observer {
  static last: Observer | null = null;
  watched: Element[] = [];
  disconnected = false;
  constructor(
    readonly report: (entries: Array<Pick<IntersectionObserverEntry, 'isIntersecting'>>) => void,
    readonly options: IntersectionObserverInit,
  ) {
    Observer.last = this;
  }
  observe(element: Element) {
    this.watched.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
}

const element = {} as Element;
const real = globalThis.IntersectionObserver;
beforeEach(() => {
  Observer.last = null;
  globalThis.IntersectionObserver = Observer as unknown as typeof IntersectionObserver;
});
afterEach(() => {
  globalThis.IntersectionObserver = real;
});

function observer(): Observer {
  if (!Observer.last) throw new Error('no observer was created');
  return Observer.last;
}

test('the first observation and a later one inside, handed over together, count as reached', () => {
  let reached = 0;
  onceInView(element, () => (reached += 1), '600px');
  expect(observer().watched).toEqual([element]);
  expect(observer().options.rootMargin).toBe('600px 0px');
  observer().report([{ isIntersecting: false }, { isIntersecting: true }]);
  expect(reached).toBe(1);
  expect(observer().disconnected).toBe(true);
});

test('outside, nothing happens until an entry comes inside; then once only', () => {
  let reached = 0;
  onceInView(element, () => (reached += 1));
  observer().report([{ isIntersecting: false }]);
  expect(reached).toBe(0);
  expect(observer().disconnected).toBe(false);
  observer().report([{ isIntersecting: true }]);
  expect(reached).toBe(1);
});

test('the function it answers stops watching', () => {
  const stop = onceInView(element, () => undefined);
  stop();
  expect(observer().disconnected).toBe(true);
});

test('without IntersectionObserver the element counts as reached at once', () => {
  globalThis.IntersectionObserver = undefined as unknown as typeof IntersectionObserver;
  let reached = 0;
  onceInView(element, () => (reached += 1));
  expect(reached).toBe(1);
});
