// Google, Facebook (social sign-in) and reCAPTCHA (src/ui/captcha) scripts are loaded only when the server says they
// are configured.

declare global {
  interface Window {
    google?: {
      accounts: {
        id: {
          initialize(options: {
            client_id: string;
            callback: (answer: { credential: string }) => void;
          }): void;
          renderButton(element: HTMLElement, options: Record<string, unknown>): void;
        };
      };
    };
    FB?: {
      init(options: { appId: string; version: string; cookie?: boolean; xfbml?: boolean }): void;
      login(
        callback: (answer: { authResponse?: { accessToken: string } | null }) => void,
        options?: { scope: string },
      ): void;
    };
    grecaptcha?: {
      ready(callback: () => void): void;
      render(element: HTMLElement, options: Record<string, unknown>): number;
      reset(widgetId?: number): void;
    };
  }
}

const loading = new Map<string, Promise<void>>();

/** Adds a script once; a failed load can be tried again. */
export function loadScript(src: string): Promise<void> {
  let promise = loading.get(src);
  if (!promise) {
    promise = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => {
        loading.delete(src);
        script.remove();
        reject(new Error(`Could not load ${src}`));
      };
      document.head.append(script);
    });
    loading.set(src, promise);
  }
  return promise;
}
