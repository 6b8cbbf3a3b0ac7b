import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation } from "@tanstack/react-query";
import { useId, useState, type FormEvent } from "react";
import { useLocation } from "wouter";
import { isValidPassword } from "../../../shared/constants";
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from "../../../shared/enums";
import { isLocale, LANGUAGE_NAMES } from "../../i18n/locale";
import { EmailField, FormMessage, InputField } from "../../shared/ui/fields";
import { Modal } from "../../shared/ui/Modal";
import type { User } from "../session/session";
import { register } from "./account-api";
import { Captcha, useCaptcha } from "./Captcha";
import { completeCaptchaText, registerErrorText } from "./error-text";

type Gender = User["gender"];

/** The sign-up form, then the "check your inbox" dialog that leads to log in. */
export function RegisterForm() {
  const { t, i18n } = useLingui();
  const [, navigate] = useLocation();
  const captcha = useCaptcha("register");
  const genderId = useId();
  const languageId = useId();
  const passwordErrorId = useId();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [name, setName] = useState("");
  const [dateOfBirth, setDateOfBirth] = useState("");
  const [gender, setGender] = useState<Gender>("not communicated");
  const [preferredLanguage, setPreferredLanguage] = useState<Language>(() =>
    isLocale(i18n.locale) ? i18n.locale : DEFAULT_LANGUAGE,
  );
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [invalid, setInvalid] = useState<string | null>(null);
  const registering = useMutation({
    mutationFn: register,
    // Either way the token is spent; a new attempt needs a new challenge.
    onSettled: () => captcha.reset(),
  });
  const error = invalid ?? (registering.isError ? registerErrorText(registering.error, i18n) : null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!captcha.token) return setInvalid(completeCaptchaText(i18n));
    if (!email.trim() || !password || !name.trim()) return setInvalid(t`Please fill in your e-mail, password and name.`);
    // docs/product.md §5: the rule's message shows, yet the request still goes out (the server has the last word).
    setPasswordError(isValidPassword(password) ? null : t`Password must be at least 6 characters with a letter and a digit`);
    setInvalid(null);
    registering.mutate({
      email: email.trim(),
      password,
      name: name.trim(),
      dateOfBirth: dateOfBirth || null,
      preferredLanguage,
      gender,
      captchaValue: captcha.token,
    });
  };

  return (
    <>
      <form className="form" onSubmit={onSubmit} noValidate>
        <EmailField value={email} onChange={setEmail} />
        <InputField
          label={<Trans>Password</Trans>}
          type="password"
          name="password"
          autoComplete="new-password"
          required
          aria-describedby={passwordError ? passwordErrorId : undefined}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        {passwordError && (
          <p id={passwordErrorId} className="field-error" role="alert">
            {passwordError}
          </p>
        )}
        <InputField
          label={<Trans>Name</Trans>}
          type="text"
          name="name"
          autoComplete="name"
          required
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
        <InputField
          label={<Trans>Date of birth (optional)</Trans>}
          type="date"
          name="dateOfBirth"
          autoComplete="bday"
          value={dateOfBirth}
          onChange={(event) => setDateOfBirth(event.target.value)}
        />
        <div className="field">
          <label htmlFor={genderId}>
            <Trans>Gender</Trans>
          </label>
          <select id={genderId} name="gender" value={gender} onChange={(event) => setGender(event.target.value as Gender)}>
            <option value="boy">{t`Boy`}</option>
            <option value="girl">{t`Girl`}</option>
            <option value="not communicated">{t`Not communicated`}</option>
          </select>
        </div>
        <div className="field">
          <label htmlFor={languageId}>
            <Trans>Preferred language</Trans>
          </label>
          <select
            id={languageId}
            name="preferredLanguage"
            value={preferredLanguage}
            onChange={(event) => setPreferredLanguage(event.target.value as Language)}
          >
            {LANGUAGES.map((code) => (
              <option key={code} value={code} lang={code}>
                {LANGUAGE_NAMES[code]}
              </option>
            ))}
          </select>
        </div>
        <Captcha {...captcha.props} />
        <FormMessage error={error} />
        <button type="submit" className="button primary" disabled={registering.isPending}>
          {registering.isPending ? <Trans>Creating your account…</Trans> : <Trans>Create my account</Trans>}
        </button>
      </form>
      <Modal
        open={registering.isSuccess}
        title={<Trans>Thank you for signing up!</Trans>}
        onClose={() => registering.reset()}
        actions={
          <button type="button" className="button primary" onClick={() => navigate("/login")}>
            <Trans>Go to log in</Trans>
          </button>
        }
      >
        <p>
          <Trans>We have sent you an e-mail. Please check your inbox and click the link to confirm your address.</Trans>
        </p>
      </Modal>
    </>
  );
}
