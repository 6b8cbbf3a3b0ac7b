import { msg } from "@lingui/core/macro";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useCallback, useState, type FormEvent } from "react";
import { FormModal } from "../../shared/ui/FormModal";
import { ageFromDateOfBirth } from "./age";
import { ConfirmModal } from "../../shared/ui/ConfirmModal";
import { extraProfileErrorText } from "./error-text";
import { FormMessage } from "../../shared/ui/fields";
import { GENDER_LABELS } from "./labels";
import { hasErrors, PersonFields, toPersonInput, validatePerson, type PersonErrors, type PersonValues } from "./PersonFields";
import { EXTRA_PROFILES_MAX, type ExtraProfile } from "./profile-api";
import { useExtraProfileChanges, useExtraProfiles } from "./profile-queries";
import { useShowNotice } from "../../shared/ui/success-notice";

type Editing = { kind: "add" } | { kind: "edit"; profile: ExtraProfile } | { kind: "delete"; profile: ExtraProfile };

/** Extra profiles under the account: list, add (up to the limit), edit, delete. */
export function ExtraProfiles() {
  const { t, i18n } = useLingui();
  const showNotice = useShowNotice();
  const { data: profiles = [], isPending, isError, refetch } = useExtraProfiles();
  const status = isError ? "error" : isPending ? "loading" : "ready";
  const [editing, setEditing] = useState<Editing | null>(null);
  const max = EXTRA_PROFILES_MAX;

  const close = useCallback(() => setEditing(null), []);

  const saved = (added: boolean) => {
    showNotice(added ? msg`The profile has been added.` : msg`The profile has been updated.`);
    setEditing(null);
  };

  const deleted = () => {
    showNotice(msg`The profile has been deleted.`);
    setEditing(null);
  };

  return (
    <section className="profile-section" aria-labelledby="extra-profiles-heading">
      <h2 id="extra-profiles-heading">
        <Trans>Extra profiles</Trans>
      </h2>
      {status === "loading" && (
        <p role="status" className="muted">
          <Trans>Loading profiles…</Trans>
        </p>
      )}
      {status === "error" && (
        <div className="form-error" role="alert">
          <p>
            <Trans>The extra profiles could not be loaded.</Trans>
          </p>
          <button type="button" className="button" onClick={() => void refetch()}>
            <Trans>Try again</Trans>
          </button>
        </div>
      )}
      {status === "ready" && (
        <>
          {profiles.length === 0 ? (
            <p className="muted">
              <Trans>No extra profiles yet.</Trans>
            </p>
          ) : (
            <ul className="extra-profiles">
              {profiles.map((profile) => {
                const age = ageFromDateOfBirth(profile.dateOfBirth);
                const name = profile.name;
                return (
                  <li key={profile._id} className="extra-profile">
                    <div>
                      <strong>{name}</strong>
                      <span className="muted">
                        {" · "}
                        {age === null ? <Trans>No age</Trans> : <Plural value={age} one="# year old" other="# years old" />}
                        {" · "}
                        {i18n._(GENDER_LABELS[profile.gender])}
                      </span>
                    </div>
                    <div className="extra-profile-actions">
                      <button
                        type="button"
                        className="button"
                        aria-label={t`Edit profile ${name}`}
                        onClick={() => setEditing({ kind: "edit", profile })}
                      >
                        <Trans>Edit</Trans>
                      </button>
                      <button
                        type="button"
                        className="button"
                        aria-label={t`Delete profile ${name}`}
                        onClick={() => setEditing({ kind: "delete", profile })}
                      >
                        <Trans>Delete</Trans>
                      </button>
                    </div>
                  </li>
                );
              })}
            </ul>
          )}
          {profiles.length < max ? (
            <button type="button" className="button primary" onClick={() => setEditing({ kind: "add" })}>
              <Trans>Add a profile</Trans>
            </button>
          ) : (
            <p className="muted">
              <Trans>You have reached the maximum of {max} extra profiles.</Trans>
            </p>
          )}
        </>
      )}
      {editing?.kind === "add" && <ExtraProfileModal onClose={close} onSaved={() => saved(true)} />}
      {editing?.kind === "edit" && (
        <ExtraProfileModal profile={editing.profile} onClose={close} onSaved={() => saved(false)} />
      )}
      {editing?.kind === "delete" && (
        <DeleteProfileModal profile={editing.profile} onClose={close} onDeleted={deleted} />
      )}
    </section>
  );
}

interface ExtraProfileModalProps {
  /** Absent when adding. */
  profile?: ExtraProfile;
  onClose: () => void;
  onSaved: () => void;
}

function ExtraProfileModal({ profile, onClose, onSaved }: ExtraProfileModalProps) {
  const { t, i18n } = useLingui();
  const [values, setValues] = useState<PersonValues>({
    name: profile?.name ?? "",
    dateOfBirth: profile?.dateOfBirth ?? "",
    gender: profile?.gender ?? "not communicated",
  });
  const [errors, setErrors] = useState<PersonErrors>({});
  const changes = useExtraProfileChanges();
  const saving = profile ? changes.update : changes.create;
  // Still busy once saved, until the list closes this dialog.
  const busy = saving.isPending || saving.isSuccess;
  const error = saving.isError ? extraProfileErrorText(saving.error, i18n, t`The profile could not be saved.`) : "";
  const name = profile?.name ?? "";

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validatePerson(values, i18n);
    setErrors(found);
    saving.reset();
    if (hasErrors(found)) return;
    const input = toPersonInput(values);
    if (profile) changes.update.mutate({ id: profile._id, input }, { onSuccess: onSaved });
    else changes.create.mutate(input, { onSuccess: onSaved });
  };

  return (
    <FormModal title={profile ? t`Edit profile ${name}` : t`Add a profile`} onClose={onClose} onSubmit={submit} busy={busy}>
      <PersonFields values={values} errors={errors} onChange={setValues} />
      <FormMessage error={error} />
    </FormModal>
  );
}

function DeleteProfileModal({ profile, onClose, onDeleted }: { profile: ExtraProfile; onClose: () => void; onDeleted: () => void }) {
  const { t, i18n } = useLingui();
  const { remove } = useExtraProfileChanges();
  const name = profile.name;

  return (
    <ConfirmModal
      title={t`Delete profile ${name}?`}
      confirmLabel={<Trans>Delete</Trans>}
      busy={remove.isPending || remove.isSuccess}
      error={remove.isError ? extraProfileErrorText(remove.error, i18n, t`The profile could not be deleted.`) : ""}
      onConfirm={() => remove.mutate(profile._id, { onSuccess: onDeleted })}
      onCancel={onClose}
    >
      <p>
        <Trans>The profile {name} will be deleted. This cannot be undone.</Trans>
      </p>
    </ConfirmModal>
  );
}
