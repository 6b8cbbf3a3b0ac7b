import { useImperativeHandle, type Ref } from "react";
import { vi } from "vitest";

/** The dummy token Cloudflare's test site key hands out (and the Worker accepts in development). */
export const DUMMY_TOKEN = "XXXX.DUMMY.TOKEN.XXXX";

/** Counts widget resets so tests can check the captcha is reset after each error. */
export const resetWidget = vi.fn();

interface MockProps {
  siteKey: string;
  options?: { action?: string };
  onSuccess?: (token: string) => void;
  ref?: Ref<{ reset: () => void }>;
}

/**
 * Stand-in for @marsidev/react-turnstile: happy-dom cannot run the real widget,
 * so a button plays the part of solving the challenge.
 */
export function Turnstile({ siteKey, options, onSuccess, ref }: MockProps) {
  useImperativeHandle(ref, () => ({ reset: resetWidget }), []);
  return (
    <button type="button" data-site-key={siteKey} data-action={options?.action} onClick={() => onSuccess?.(DUMMY_TOKEN)}>
      Solve the captcha
    </button>
  );
}
