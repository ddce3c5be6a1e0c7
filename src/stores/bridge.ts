/**
 * Native app bridge (spec §1, §4): messages to the host (webViewReady, pageTitle) and the host's
 * 'appMessage' event (Token, Language, Locale, and other fields kept as extra app info).
 */
export interface AppMessage {
  Token?: string;
  Language?: string;
  Locale?: string;
  [field: string]: unknown;
}

interface HostWindow {
  webkit?: { messageHandlers?: Record<string, { postMessage(m: unknown): void } | undefined> };
  ReactNativeWebView?: { postMessage(m: string): void };
  AndroidBridge?: { postMessage(m: string): void };
}

export type HostMessage = { type: 'webViewReady' } | { type: 'pageTitle'; title: string };

export function postToHost(message: HostMessage): void {
  const w = window as unknown as HostWindow;
  const json = JSON.stringify(message);
  const ios = w.webkit?.messageHandlers?.[message.type] ?? w.webkit?.messageHandlers?.bridge;
  if (ios) ios.postMessage(message);
  else if (w.ReactNativeWebView) w.ReactNativeWebView.postMessage(json);
  else if (w.AndroidBridge) w.AndroidBridge.postMessage(json);
}

/** Resolves with the first appMessage the host sends (a CustomEvent whose detail is the payload, or a JSON string). */
export function nextAppMessage(): Promise<AppMessage> {
  return new Promise((resolve) => {
    window.addEventListener(
      'appMessage',
      (event) => {
        const detail = (event as CustomEvent<unknown>).detail;
        let payload: unknown = detail;
        if (typeof detail === 'string') {
          try {
            payload = JSON.parse(detail);
          } catch {
            payload = {};
          }
        }
        resolve(typeof payload === 'object' && payload !== null ? (payload as AppMessage) : {});
      },
      { once: true },
    );
  });
}
