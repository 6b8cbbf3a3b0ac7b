/**
 * Stripe.js, loaded from js.stripe.com only when Stripe bills (PCI rules want
 * it from there, and the sandbox never needs it). Only the calls this app
 * makes are typed.
 */

export interface StripeJsError {
  type?: string;
  message?: string;
}

export interface StripePaymentElement {
  mount(element: HTMLElement): void;
  destroy(): void;
}

export interface StripeElements {
  create(type: "payment"): StripePaymentElement;
}

export interface StripeJs {
  elements(options: { clientSecret: string; locale?: string }): StripeElements;
  confirmPayment(options: {
    elements: StripeElements;
    redirect: "if_required";
    confirmParams: { return_url: string };
  }): Promise<{ error?: StripeJsError }>;
}

declare global {
  interface Window {
    Stripe?: (publishableKey: string) => StripeJs;
  }
}

export const STRIPE_JS_URL = "https://js.stripe.com/v3/";

let loading: Promise<NonNullable<Window["Stripe"]>> | null = null;

export function loadStripeJs(): Promise<NonNullable<Window["Stripe"]>> {
  if (window.Stripe) return Promise.resolve(window.Stripe);
  loading ??= new Promise<NonNullable<Window["Stripe"]>>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = STRIPE_JS_URL;
    script.async = true;
    script.onload = () => (window.Stripe ? resolve(window.Stripe) : reject(new Error("Stripe.js did not load")));
    script.onerror = () => reject(new Error("Stripe.js did not load"));
    document.head.append(script);
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
