import { CAPTCHA_AFTER_FAILED_LOGINS } from "../../../shared/constants";

/** docs/product.md §4: the failed-login counter lives in local storage so a reload does not reset it. */
export const FAILED_LOGINS_KEY = "fabulo.failedLogins";

export function getFailedLogins(): number {
  try {
    const count = Number.parseInt(localStorage.getItem(FAILED_LOGINS_KEY) ?? "0", 10);
    return Number.isFinite(count) && count > 0 ? count : 0;
  } catch {
    return 0;
  }
}

function store(count: number): number {
  try {
    localStorage.setItem(FAILED_LOGINS_KEY, String(count));
  } catch {
    // Storage can be blocked (private mode); the counter then only lives for this screen.
  }
  return count;
}

export function incrementFailedLogins(): number {
  return store(getFailedLogins() + 1);
}

export function resetFailedLogins(): void {
  store(0);
}

export function captchaRequiredAfter(count: number): boolean {
  return count >= CAPTCHA_AFTER_FAILED_LOGINS;
}
