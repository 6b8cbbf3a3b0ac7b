import { Trans } from "@lingui/react/macro";
import { useSession } from "../../features/session/session";

/** /profile (sign-in required). */
export default function ProfilePage() {
  const session = useSession();
  return (
    <div className="profile-page">
      <h1>
        <Trans>Profile</Trans>
      </h1>
      {session.status === "signedIn" && <p>{session.user.name}</p>}
    </div>
  );
}
