import { useLingui } from "@lingui/react/macro";
import { useSetAtom } from "jotai";
import { useId, useState, type ChangeEvent } from "react";
import { LANGUAGES, type Language } from "../../../shared/enums";
import { LANGUAGE_NAMES } from "../../i18n/locale";
import { useChangeLocale, useLocale } from "../../i18n/locale-state";
import { sessionAtom, updateLanguage, useSession } from "../session/session";


/**
 * Language picker; each language is named in itself so anyone can find theirs.
 * Signed in, the choice is the account's too (PUT /api/users/language, SPEC §7),
 * so stories, suggestions and e-mails follow it: the server is told first, and
 * the screen changes only once it has agreed, so the two never disagree.
 * Signed out, it stays in this browser (local storage and cookie, SPEC §9).
 */
export function LanguageSwitcher() {
  const { t } = useLingui();
  const errorId = useId();
  const locale = useLocale();
  const changeLocale = useChangeLocale();
  const session = useSession();
  const setSession = useSetAtom(sessionAtom);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");

  const choose = async (next: Language) => {
    if (busy) return;
    setError("");
    if (session.status !== "signedIn") {
      await changeLocale(next).catch(() => setError(t`This language could not be loaded. Please try again.`));
      return;
    }
    const previous = session.user.preferredLanguage;
    setBusy(true);
    try {
      await updateLanguage(next);
    } catch {
      setBusy(false);
      setError(t`Your language could not be saved. Please try again.`);
      return;
    }
    setSession((current) =>
      current.status === "signedIn" ? { ...current, user: { ...current.user, preferredLanguage: next } } : current,
    );
    try {
      // Switching re-mounts every screen, this picker included.
      await changeLocale(next);
    } catch {
      // The screen could not follow (its strings did not load): put the account back as it was.
      await updateLanguage(previous).catch(() => undefined);
      setSession((current) =>
        current.status === "signedIn" ? { ...current, user: { ...current.user, preferredLanguage: previous } } : current,
      );
      setBusy(false);
      setError(t`This language could not be loaded. Please try again.`);
    }
  };

  const onChange = (event: ChangeEvent<HTMLSelectElement>) => void choose(event.target.value as Language);
  return (
    <div className="language-switcher">
      <label>
        <span className="visually-hidden">{t`Language`}</span>
        <select
          value={locale}
          onChange={onChange}
          aria-label={t`Language`}
          aria-describedby={error ? errorId : undefined}
          aria-busy={busy || undefined}
        >
          {LANGUAGES.map((code) => (
            <option key={code} value={code} lang={code}>
              {LANGUAGE_NAMES[code]}
            </option>
          ))}
        </select>
      </label>
      {error && (
        <p id={errorId} className="language-switcher-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
