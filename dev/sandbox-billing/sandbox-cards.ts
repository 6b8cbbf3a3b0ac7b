import type { CardDetails } from "../../worker/billing/billing-provider";

/**
 * Stripe's test cards (docs.stripe.com/testing) as the sandbox honours them: 4242 4242 4242 4242 and
 * 5555 5555 5555 4444 pay; 4000 0000 0000 0341 is saved but every charge to it fails (a renewal then
 * goes past due); any other number is declined.
 */
const SUCCEEDING_CARDS = new Set(["4242424242424242", "5555555555554444"]);
const CHARGES_FAIL_CARD = "4000000000000341";

/** The card a subscription's renewals charge (Stripe's default payment method), as the sandbox keeps it. */
export interface SavedCard {
  last4: string;
  /** MM/YY */
  expiry: string;
  chargesFail: boolean;
}

const digitsOf = (card: CardDetails) => card.cardNumber.replace(/[\s-]/g, "");

/** The first instant the card no longer pays (it is valid through its expiry month), or null when unreadable. */
function expiresAt(expiry: string): number | null {
  const match = /^(\d{2})\s*\/\s*(\d{2}|\d{4})$/.exec(expiry.trim());
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return null;
  return Date.UTC(year, month, 1);
}

/** A well-formed card: 12–19 digits passing the Luhn check, an expiry not passed, a 3–4 digit CVC. */
export function cardIsWellFormed(card: CardDetails, now = new Date()): boolean {
  const digits = digitsOf(card);
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  if (sum % 10 !== 0) return false;
  const end = expiresAt(card.expiry);
  if (end === null || end <= now.getTime()) return false;
  return /^\d{3,4}$/.test(card.cvc.trim());
}

/** Whether a first payment with this card goes through at once. */
export function cardPays(card: CardDetails, now = new Date()): boolean {
  return cardIsWellFormed(card, now) && SUCCEEDING_CARDS.has(digitsOf(card));
}

/** The card as saved on the subscription, or null when Stripe would decline attaching it. */
export function cardToSave(card: CardDetails, now = new Date()): SavedCard | null {
  const digits = digitsOf(card);
  if (!cardIsWellFormed(card, now) || !(SUCCEEDING_CARDS.has(digits) || digits === CHARGES_FAIL_CARD)) return null;
  const [month, year] = card.expiry.split("/").map((part) => part.trim());
  return { last4: digits.slice(-4), expiry: `${month}/${year!.slice(-2)}`, chargesFail: digits === CHARGES_FAIL_CARD };
}

/** Whether a charge at `at` to the saved card succeeds: there is one, it has not expired, and it is not the failing one. */
export function chargeSucceeds(card: SavedCard | null, at: Date): boolean {
  if (!card || card.chargesFail) return false;
  const end = expiresAt(card.expiry);
  return end !== null && end > at.getTime();
}
