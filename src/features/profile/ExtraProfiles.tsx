import { msg } from "@lingui/core/macro";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useCallback, useEffect, useState, type FormEvent } from "react";
import { FormModal } from "../../shared/ui/FormModal";
import { ageFromDateOfBirth } from "./age";
import { ConfirmModal } from "../../shared/ui/ConfirmModal";
import { extraProfileErrorText } from "./error-text";
import { FormMessage } from "../../shared/ui/fields";
import { GENDER_LABELS } from "./labels";
import { hasErrors, PersonFields, toPersonInput, validatePerson, type PersonErrors, type PersonValues } from "./PersonFields";
import {
  createExtraProfile,
  deleteExtraProfile,
  EXTRA_PROFILES_MAX,
  listExtraProfiles,
  updateExtraProfile,
  type ExtraProfile,
} from "./profile-api";
import { useShowNotice } from "../../shared/ui/success-notice";

type Editing = { kind: "add" } | { kind: "edit"; profile: ExtraProfile } | { kind: "delete"; profile: ExtraProfile };

/** Extra profiles under the account: list, add (up to the limit), edit, delete. */
export function ExtraProfiles() {
  const { t, i18n } = useLingui();
  const showNotice = useShowNotice();
  const [profiles, setProfiles] = useState<ExtraProfile[]>([]);
  const [status, setStatus] = useState<"loading" | "ready" | "error">("loading");
  const [editing, setEditing] = useState<Editing | null>(null);
  const [attempt, setAttempt] = useState(0);
  const max = EXTRA_PROFILES_MAX;

  useEffect(() => {
    const controller = new AbortController();
    setStatus("loading");
    listExtraProfiles(controller.signal)
      .then((list) => {
        setProfiles(list);
        setStatus("ready");
      })
      .catch(() => {
        if (!controller.signal.aborted) setStatus("error");
      });
    return () => controller.abort();
  }, [attempt]);

  const close = useCallback(() => setEditing(null), []);

  const saved = (profile: ExtraProfile, added: boolean) => {
    setProfiles((list) => (added ? [...list, profile] : list.map((item) => (item._id === profile._id ? profile : item))));
    showNotice(added ? msg`The profile has been added.` : msg`The profile has been updated.`);
    setEditing(null);
  };

  const deleted = (id: string) => {
    setProfiles((list) => list.filter((item) => item._id !== id));
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
          <button type="button" className="button" onClick={() => setAttempt((n) => n + 1)}>
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
      {editing?.kind === "add" && <ExtraProfileModal onClose={close} onSaved={(profile) => saved(profile, true)} />}
      {editing?.kind === "edit" && (
        <ExtraProfileModal profile={editing.profile} onClose={close} onSaved={(profile) => saved(profile, false)} />
      )}
      {editing?.kind === "delete" && (
        <DeleteProfileModal profile={editing.profile} onClose={close} onDeleted={() => deleted(editing.profile._id)} />
      )}
    </section>
  );
}

interface ExtraProfileModalProps {
  /** Absent when adding. */
  profile?: ExtraProfile;
  onClose: () => void;
  onSaved: (profile: ExtraProfile) => void;
}

function ExtraProfileModal({ profile, onClose, onSaved }: ExtraProfileModalProps) {
  const { t, i18n } = useLingui();
  const [values, setValues] = useState<PersonValues>({
    name: profile?.name ?? "",
    dateOfBirth: profile?.dateOfBirth ?? "",
    gender: profile?.gender ?? "not communicated",
  });
  const [errors, setErrors] = useState<PersonErrors>({});
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  const name = profile?.name ?? "";

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validatePerson(values, i18n);
    setErrors(found);
    setError("");
    if (hasErrors(found)) return;
    setBusy(true);
    try {
      const input = toPersonInput(values);
      onSaved(profile ? await updateExtraProfile(profile._id, input) : await createExtraProfile(input));
    } catch (caught) {
      setError(extraProfileErrorText(caught, i18n, t`The profile could not be saved.`));
      setBusy(false);
    }
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
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");
  const name = profile.name;

  const confirm = async () => {
    setBusy(true);
    setError("");
    try {
      await deleteExtraProfile(profile._id);
      onDeleted();
    } catch (caught) {
      setError(extraProfileErrorText(caught, i18n, t`The profile could not be deleted.`));
      setBusy(false);
    }
  };

  return (
    <ConfirmModal
      title={t`Delete profile ${name}?`}
      confirmLabel={<Trans>Delete</Trans>}
      busy={busy}
      error={error}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    >
      <p>
        <Trans>The profile {name} will be deleted. This cannot be undone.</Trans>
      </p>
    </ConfirmModal>
  );
}
