import 'react';

declare module 'react' {
  // A merged interface must repeat React's type parameter, used or not.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface HTMLAttributes<T> {
    /**
     * Element Timing (Chromium): names the element's text or image, so a `PerformanceObserver` of type
     * `element` reports when it was presented. React passes the lowercase attribute through as it is.
     */
    elementtiming?: string;
  }
}
