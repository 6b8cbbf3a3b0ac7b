import { Trans } from "@lingui/react/macro";
import { useCallback, useEffect, useRef, useState } from "react";
import { EmailModal } from "../../features/profile/EmailModal";
import { DataRights } from "../../features/profile/DataRights";
import { ExtraProfiles } from "../../features/profile/ExtraProfiles";
import { IdentityModal } from "../../features/profile/IdentityModal";
import { LanguageModal } from "../../features/profile/LanguageModal";
import { PasswordModal } from "../../features/profile/PasswordModal";
import { AccountDetails, SubscriptionSummary, type Editor } from "../../features/profile/ProfileDetails";
import { useUserDetails } from "../../features/profile/profile-queries";
import { SuccessNotice } from "../../shared/ui/success-notice";
import { useSession } from "../../features/session/session";
import { LoadError } from "../../shared/ui/LoadError";

/** /profile (sign-in required): the account's details, plan and extra profiles. */
export default function ProfilePage() {
  const session = useSession();
  const details = useUserDetails();
  const [editor, setEditor] = useState<Editor | null>(null);
  const opener = useRef<HTMLElement | null>(null);

  // The session's copy shows at once; the fresh one replaces it when it arrives.
  const load = details.isError ? "error" : details.isFetching ? "loading" : "ready";

  // Keyboard users land back on the Edit button they came from.
  const returnFocus = useCallback(() => opener.current?.focus(), []);
  useEffect(() => {
    if (editor === null) returnFocus();
  }, [editor, returnFocus]);

  const openEditor = (next: Editor) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setEditor(next);
  };
  const closeEditor = () => setEditor(null);

  if (session.status !== "signedIn") return null;
  const user = session.user;

  return (
    <div className="profile-page">
      <h1>
        <Trans>Profile</Trans>
      </h1>
      {/* Its line stays when the text goes: the page must not move under a finger pressing Edit. */}
      <p role="status" className="muted profile-status">
        {load === "loading" && <Trans>Loading your profile…</Trans>}
      </p>
      {load === "error" && (
        <LoadError onRetry={() => void details.refetch()}>
          <Trans>Your latest profile details could not be loaded.</Trans>
        </LoadError>
      )}
      <AccountDetails user={user} onEdit={openEditor} />
      <SubscriptionSummary user={user} />
      <ExtraProfiles />
      <DataRights />
      {editor === "identity" && <IdentityModal user={user} onClose={closeEditor} />}
      {editor === "language" && <LanguageModal user={user} onClose={closeEditor} />}
      {editor === "email" && <EmailModal user={user} onClose={closeEditor} />}
      {editor === "password" && <PasswordModal onClose={closeEditor} />}
      <SuccessNotice onClosed={returnFocus} />
    </div>
  );
}
