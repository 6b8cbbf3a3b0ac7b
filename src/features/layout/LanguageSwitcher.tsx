import { useLingui } from "@lingui/react/macro";
import { useMutation } from "@tanstack/react-query";
import { useSetAtom } from "jotai";
import { useId, type ChangeEvent } from "react";
import { LANGUAGES, type Language } from "../../../shared/enums";
import { LANGUAGE_NAMES } from "../../i18n/locale";
import { useChangeLocale, useLocale } from "../../i18n/locale-state";
import { sessionAtom, updateLanguage, useSession } from "../session/session";

/** The screen's strings for the language could not be loaded (the account, if any, is put back). */
class LocaleNotLoaded extends Error {}

/**
 * Language picker; each language is named in itself so anyone can find theirs.
 * Signed in, the choice is the account's too (PUT /api/users/language, docs/product.md §7),
 * so stories, suggestions and e-mails follow it: the server is told first, and
 * the screen changes only once it has agreed, so the two never disagree.
 * Signed out, it stays in this browser (local storage and cookie, docs/product.md §9).
 */
export function LanguageSwitcher() {
  const { t } = useLingui();
  const errorId = useId();
  const locale = useLocale();
  const changeLocale = useChangeLocale();
  const session = useSession();
  const setSession = useSetAtom(sessionAtom);
  const setAccountLanguage = (language: Language) =>
    setSession((current) =>
      current.status === "signedIn" ? { ...current, user: { ...current.user, preferredLanguage: language } } : current,
    );
  const loadLocale = (language: Language) =>
    changeLocale(language).catch(() => {
      throw new LocaleNotLoaded();
    });

  const changing = useMutation({
    mutationFn: async (next: Language) => {
      if (session.status !== "signedIn") return loadLocale(next);
      const previous = session.user.preferredLanguage;
      await updateLanguage(next);
      setAccountLanguage(next);
      try {
        // Switching re-mounts every screen, this picker included.
        await loadLocale(next);
      } catch (caught) {
        // The screen could not follow (its strings did not load): put the account back as it was.
        await updateLanguage(previous).catch(() => undefined);
        setAccountLanguage(previous);
        throw caught;
      }
    },
  });
  const busy = changing.isPending;
  const error = !changing.isError
    ? ""
    : changing.error instanceof LocaleNotLoaded
      ? t`This language could not be loaded. Please try again.`
      : t`Your language could not be saved. Please try again.`;

  const choose = (next: Language) => {
    if (!busy) changing.mutate(next);
  };

  const onChange = (event: ChangeEvent<HTMLSelectElement>) => choose(event.target.value as Language);
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
