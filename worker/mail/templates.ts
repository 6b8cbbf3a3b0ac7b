import { escapeHtml } from "../../shared/html";
import type { Language } from "../db/schema";

/**
 * The account e-mails, in English and French, as text and HTML. Links are built
 * by the caller from APP_URL; names are escaped before they reach HTML.
 */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

export type MailKind = "confirm" | "reset" | "email-change" | "email-change-cancel";

interface Wording {
  subject: string;
  body: string;
  action: string;
  expiry: string;
  ignore: string;
}

const WORDING: Record<Language, Record<MailKind, Wording>> = {
  "en-US": {
    confirm: {
      subject: "Confirm your Fabulo account",
      body: "Welcome to Fabulo! Please confirm your e-mail address to start creating stories.",
      action: "Confirm my e-mail",
      expiry: "This link is valid for 24 hours.",
      ignore: "If you did not create an account, you can ignore this message.",
    },
    reset: {
      subject: "Reset your Fabulo password",
      body: "We received a request to reset your password. Choose a new one with the link below.",
      action: "Choose a new password",
      expiry: "This link is valid for 1 hour.",
      ignore: "If you did not ask for this, you can ignore this message: your password stays the same.",
    },
    "email-change": {
      subject: "Confirm your new e-mail address",
      body: "Please confirm this address to use it for your Fabulo account.",
      action: "Confirm my new e-mail",
      expiry: "This link is valid for 24 hours.",
      ignore: "If you did not ask for this change, you can ignore this message.",
    },
    "email-change-cancel": {
      subject: "Your Fabulo e-mail address is about to change",
      body: "Someone signed in to your account asked to move it to another e-mail address. If it was you, there is nothing to do. If it was not, cancel the change with the link below (every sign-in to your account will end), then choose a new password.",
      action: "Cancel the change",
      expiry: "This link is valid for 24 hours.",
      ignore: "The change only happens once the new address is confirmed.",
    },
  },
  "fr-FR": {
    confirm: {
      subject: "Confirmez votre compte Fabulo",
      body: "Bienvenue sur Fabulo ! Confirmez votre adresse e-mail pour commencer à créer des histoires.",
      action: "Confirmer mon adresse e-mail",
      expiry: "Ce lien est valable 24 heures.",
      ignore: "Si vous n'avez pas créé de compte, vous pouvez ignorer ce message.",
    },
    reset: {
      subject: "Réinitialisez votre mot de passe Fabulo",
      body: "Nous avons reçu une demande de réinitialisation de votre mot de passe. Choisissez-en un nouveau avec le lien ci-dessous.",
      action: "Choisir un nouveau mot de passe",
      expiry: "Ce lien est valable 1 heure.",
      ignore: "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.",
    },
    "email-change": {
      subject: "Confirmez votre nouvelle adresse e-mail",
      body: "Confirmez cette adresse pour l'utiliser avec votre compte Fabulo.",
      action: "Confirmer ma nouvelle adresse e-mail",
      expiry: "Ce lien est valable 24 heures.",
      ignore: "Si vous n'avez pas demandé ce changement, vous pouvez ignorer ce message.",
    },
    "email-change-cancel": {
      subject: "L'adresse e-mail de votre compte Fabulo va changer",
      body: "Une personne connectée à votre compte a demandé à le rattacher à une autre adresse e-mail. Si c'est vous, vous n'avez rien à faire. Sinon, annulez le changement avec le lien ci-dessous (toutes les connexions à votre compte seront fermées), puis choisissez un nouveau mot de passe.",
      action: "Annuler le changement",
      expiry: "Ce lien est valable 24 heures.",
      ignore: "Le changement n'a lieu qu'une fois la nouvelle adresse confirmée.",
    },
  },
};

const HELLO: Record<Language, string> = { "en-US": "Hello", "fr-FR": "Bonjour" };

/**
 * `name` is null for a mail to an address not yet confirmed: whoever registers chooses the
 * name, so greeting by it would let anyone send a text of their own, from us, to any inbox.
 */
export function renderMail(kind: MailKind, language: Language, name: string | null, link: string): MailContent {
  const w = WORDING[language][kind];
  const greeting = name === null ? `${HELLO[language]},` : `${HELLO[language]} ${name},`;
  const text = [greeting, "", w.body, "", `${w.action}: ${link}`, "", w.expiry, w.ignore, "", "Fabulo"].join(
    "\n",
  );
  const safeLink = escapeHtml(link);
  const html = `<!doctype html>
<html lang="${language}"><body style="font-family: sans-serif; line-height: 1.5; color: #222;">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(w.body)}</p>
<p><a href="${safeLink}" style="display: inline-block; padding: 10px 16px; background: #6b4fd8; color: #fff; border-radius: 6px; text-decoration: none;">${escapeHtml(w.action)}</a></p>
<p style="font-size: 13px; color: #555;">${safeLink}</p>
<p style="font-size: 13px; color: #555;">${escapeHtml(w.expiry)} ${escapeHtml(w.ignore)}</p>
<p>Fabulo</p>
</body></html>`;
  return { subject: w.subject, text, html };
}

const ACCOUNT_DELETED: Record<Language, { subject: string; greeting: (name: string) => string; body: string }> = {
  "en-US": {
    subject: "Your Fabulo account has been deleted",
    greeting: (name) => `Hello ${name},`,
    body: "As you asked, your Fabulo account has been deleted, with its profiles, stories, pictures, narrations, reactions and feedback. Any paid plan has been cancelled. You will receive no more e-mails from us.",
  },
  "fr-FR": {
    subject: "Votre compte Fabulo a été supprimé",
    greeting: (name) => `Bonjour ${name},`,
    body: "Comme vous l'avez demandé, votre compte Fabulo a été supprimé, avec ses profils, ses histoires, ses images, ses narrations, ses réactions et ses avis. Tout abonnement payant a été résilié. Vous ne recevrez plus d'e-mails de notre part.",
  },
};

/** The last mail an account receives: no link, since nothing is left to act on. */
export function renderAccountDeletedMail(language: Language, name: string): MailContent {
  const w = ACCOUNT_DELETED[language];
  const text = [w.greeting(name), "", w.body, "", "Fabulo"].join("\n");
  const html = `<!doctype html>
<html lang="${language}"><body style="font-family: sans-serif; line-height: 1.5; color: #222;">
<p>${escapeHtml(w.greeting(name))}</p>
<p>${escapeHtml(w.body)}</p>
<p>Fabulo</p>
</body></html>`;
  return { subject: w.subject, text, html };
}
