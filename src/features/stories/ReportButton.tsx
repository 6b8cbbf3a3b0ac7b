import { Trans, useLingui } from "@lingui/react/macro";
import { lazy, Suspense, useState } from "react";
import { loadScreenMessages } from "../../i18n/locale";
import { Icon } from "../../shared/ui/icons";
import { useSession } from "../session/session";
import { SignInPrompt } from "./SignInPrompt";

// Few readers report: the dialog and its strings (the screens catalog) load when first opened.
const ReportDialog = lazy(() =>
  Promise.all([import("../reports/ReportDialog"), loadScreenMessages()]).then(([module]) => ({
    default: module.ReportDialog,
  })),
);

interface ReportButtonProps {
  storyId: string;
  storyTitle: string;
  /** The story's owner does not see the button (they delete their story instead). */
  ownerId: string;
  className?: string;
}

/**
 * "Report" on story cards and in the player: opens the report dialog for a signed-in reader, and
 * for a visitor the same sign-in prompt as reactions.
 */
export function ReportButton({ storyId, storyTitle, ownerId, className = "reaction-button" }: ReportButtonProps) {
  const { t } = useLingui();
  const session = useSession();
  const [open, setOpen] = useState<"report" | "signIn" | null>(null);
  if (session.status === "signedIn" && session.user._id === ownerId) return null;
  return (
    <>
      <button
        type="button"
        className={`${className} report-button`}
        aria-label={t`Report “${storyTitle}”`}
        aria-haspopup="dialog"
        // While a stored sign-in is being checked the reader most likely has one: the dialog opens,
        // and should the server refuse it, says that signing in is needed.
        onClick={() => setOpen(session.status === "signedOut" ? "signIn" : "report")}
      >
        <Icon name="report" />
        <span className="report-button-label">
          <Trans>Report</Trans>
        </span>
      </button>
      {/* Mounted only when needed: a list shows this button on every card. */}
      <SignInPrompt open={open === "signIn"} onClose={() => setOpen(null)} />
      {open === "report" && (
        <Suspense fallback={null}>
          <ReportDialog storyId={storyId} storyTitle={storyTitle} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </>
  );
}
