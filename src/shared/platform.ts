/** Platform detection (spec §1): desktop, mobile, iOS, and our native app's webview. */
import { DESKTOP_BREAKPOINT_PX } from './constants';

export interface Platform {
  isDesktop: boolean;
  isMobile: boolean;
  isIOS: boolean;
  isWebview: boolean;
}

/** Our apps add this token to their webview user agent. */
export const APP_UA_TOKEN = 'StorefrontApp';

export function detectPlatform(userAgent: string, viewportWidth: number): Platform {
  const isIOS = /iPhone|iPad|iPod/i.test(userAgent) || (/Macintosh/.test(userAgent) && /Mobile\//.test(userAgent));
  const isWebview = userAgent.includes(APP_UA_TOKEN);
  const isDesktop = !isWebview && viewportWidth >= DESKTOP_BREAKPOINT_PX;
  return { isDesktop, isMobile: !isDesktop, isIOS, isWebview };
}
