import { useLingui } from "@lingui/react/macro";
import type { ChangeEvent } from "react";
import { LOCALES, type Locale } from "../../../shared/constants";
import { useChangeLocale, useLocale } from "../../i18n/locale-state";

const LANGUAGE_NAMES: Record<Locale, string> = { "en-US": "English", "fr-FR": "Français" };

/** Language picker; each language is named in itself so anyone can find theirs. */
export function LanguageSwitcher() {
  const { t } = useLingui();
  const locale = useLocale();
  const changeLocale = useChangeLocale();
  const onChange = (event: ChangeEvent<HTMLSelectElement>) => void changeLocale(event.target.value as Locale);
  return (
    <label className="language-switcher">
      <span className="visually-hidden">{t`Language`}</span>
      <select value={locale} onChange={onChange} aria-label={t`Language`}>
        {LOCALES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
    </label>
  );
}
