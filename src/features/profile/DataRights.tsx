import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation } from "@tanstack/react-query";
import { useSetAtom } from "jotai";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { ACCOUNT_EXPORT_FILE_NAME } from "../../../shared/user-json";
import { useLocation } from "wouter";
import { removeToken } from "../../shared/api/token";
import { saveFile } from "../../shared/save-file";
import { CurrentPasswordField, FormMessage, InputField } from "../../shared/ui/fields";
import { Modal } from "../../shared/ui/Modal";
import { sessionAtom } from "../session/session";
import { deleteAccountErrorText } from "./error-text";
import { deleteMyAccount, fetchMyData } from "./profile-api";

/** Erasure asks for the password and for a typed word, so a slip of the finger cannot delete a family's stories. */
function DeleteAccountModal({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useLingui();
  const formId = useId();
  const setSession = useSetAtom(sessionAtom);
  const [, navigate] = useLocation();
  const word = t({ message: "DELETE", comment: "The word a user types to confirm deleting their account" });
  const [password, setPassword] = useState("");
  const [typed, setTyped] = useState("");
  const [errors, setErrors] = useState<{ password?: string; typed?: string }>({});
  const deletion = useMutation({
    mutationFn: deleteMyAccount,
    onSuccess: () => {
      removeToken();
      setSession({ status: "signedOut", user: null });
      navigate("/login");
    },
  });
  // Still busy once done: the account is gone and the page is on its way to /login.
  const busy = deletion.isPending || deletion.isSuccess;
  const error = deletion.isError ? deleteAccountErrorText(deletion.error, i18n) : "";

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    if (!password) found.password = t`Please enter your current password.`;
    if (typed.trim() !== word) found.typed = t`Type ${word} to confirm`;
    setErrors(found);
    deletion.reset();
    if (Object.keys(found).length === 0) deletion.mutate(password);
  };

  return (
    <Modal
      open
      title={<Trans>Delete my account</Trans>}
      onClose={onClose}
      actions={
        <>
          <button type="button" className="button" onClick={onClose} disabled={busy}>
            <Trans>Cancel</Trans>
          </button>
          <button type="submit" form={formId} className="button primary danger" disabled={busy}>
            <Trans>Delete my account for good</Trans>
          </button>
        </>
      }
    >
      <form id={formId} className="form" noValidate onSubmit={submit}>
        <p>
          <Trans>
            This deletes your account, its profiles, all its stories with their pictures and narrations, your reactions
            and your feedback. A paid plan is cancelled at once. This cannot be undone.
          </Trans>
        </p>
        <CurrentPasswordField value={password} error={errors.password} onChange={setPassword} />
        <InputField
          label={t`Type ${word} to confirm`}
          name="confirmDeletion"
          autoComplete="off"
          required
          value={typed}
          error={errors.typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        <FormMessage error={error} />
      </form>
    </Modal>
  );
}

/** The family's rights over its data (GDPR art. 15, 17, 20): a copy of it, and its erasure. */
export function DataRights() {
  const { t } = useLingui();
  const [deleting, setDeleting] = useState(false);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const wasDeleting = useRef(false);
  // Once the dialog is gone (the page is inert while it is open), keyboard users land back on its button.
  useEffect(() => {
    if (!deleting && wasDeleting.current) deleteButton.current?.focus();
    wasDeleting.current = deleting;
  }, [deleting]);
  const closeDeletion = () => setDeleting(false);
  const download = useMutation({
    mutationFn: async () => saveFile(await fetchMyData(), ACCOUNT_EXPORT_FILE_NAME),
  });

  return (
    <section className="profile-section" aria-labelledby="data-rights-heading">
      <h2 id="data-rights-heading">
        <Trans>My data</Trans>
      </h2>
      <p className="muted">
        <Trans>Download a copy of everything your account holds, or delete the account and all its stories.</Trans>
      </p>
      <div className="data-rights-actions">
        <button type="button" className="button" onClick={() => download.mutate()} disabled={download.isPending}>
          <Trans>Download my data</Trans>
        </button>
        <button ref={deleteButton} type="button" className="button danger" onClick={() => setDeleting(true)}>
          <Trans>Delete my account</Trans>
        </button>
      </div>
      <FormMessage error={download.isError && t`Your data could not be downloaded. Please try again.`} />
      {deleting && <DeleteAccountModal onClose={closeDeletion} />}
    </section>
  );
}
