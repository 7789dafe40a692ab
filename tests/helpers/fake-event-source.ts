import { act } from '@testing-library/react';

/** The browser's EventSource as the screens use it (components/market/market-stream.ts): the test opens it and sends its events. */
export class FakeEventSource {
  static last: FakeEventSource | null = null;
  private readonly listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.last = this;
  }
  addEventListener(name: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(name, [...(this.listeners.get(name) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  emit(name: string, data?: unknown) {
    act(() => {
      for (const listener of this.listeners.get(name) ?? []) listener({ data: JSON.stringify(data) } as MessageEvent<string>);
    });
  }
}

/** Gives the test's DOM an EventSource until `uninstallFakeEventSource`. */
export function installFakeEventSource() {
  FakeEventSource.last = null;
  Object.assign(globalThis, { EventSource: FakeEventSource });
}

export function uninstallFakeEventSource() {
  Reflect.deleteProperty(globalThis, 'EventSource');
}
