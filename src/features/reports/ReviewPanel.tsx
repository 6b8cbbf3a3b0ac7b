import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { Link } from "wouter";
import type { ReporterClass } from "../../../shared/reports";
import type { ReviewDecision, ReviewStoryJson } from "../../../shared/review";
import { REPORT_REASONS } from "../../../shared/safety";
import { isForbidden, useForbidden } from "../../shared/api/forbidden";
import { LoadError } from "../../shared/ui/LoadError";
import { LoadingOverlay } from "../../shared/ui/LoadingOverlay";
import { Modal } from "../../shared/ui/Modal";
import { useReasonLabels } from "./reason-labels";
import { useDecideReview, useReviewList } from "./reports-queries";
import "./reports.css";

type Decision = { entry: ReviewStoryJson; decision: ReviewDecision };
type Notice = { kind: ReviewDecision; title: string } | { kind: "failed" };

function NoticeText({ notice }: { notice: Notice }) {
  if (notice.kind === "failed") {
    return (
      <span className="form-error">
        <Trans>The decision could not be saved. Please try again.</Trans>
      </span>
    );
  }
  const { title } = notice;
  return notice.kind === "approve" ? <Trans>“{title}” is approved.</Trans> : <Trans>“{title}” is now private.</Trans>;
}

/** What the reports did: hidden (established readers, or an admin), or not, because an admin kept it before. */
function ReportedState({ entry }: { entry: ReviewStoryJson }) {
  if (entry.hidden) return <Trans>Reported · hidden from the public list</Trans>;
  if (entry.kept) return <Trans>Reported again · an admin kept it before, so it stays listed</Trans>;
  return <Trans>Reported</Trans>;
}

function ReasonBadge({ entry }: { entry: ReviewStoryJson }) {
  return entry.reason === "reported" ? (
    <span className="reported-state open">
      <ReportedState entry={entry} />
    </span>
  ) : (
    <span className="reported-state">
      <Trans>New account · waiting to be published</Trans>
    </span>
  );
}

/** Asks before a decision, saying what it does. */
function ConfirmDecision({
  decision,
  busy,
  onConfirm,
  onCancel,
}: {
  decision: Decision;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { title } = decision.entry;
  const approve = decision.decision === "approve";
  return (
    <Modal
      open
      onClose={onCancel}
      title={approve ? <Trans>Approve “{title}”?</Trans> : <Trans>Decline “{title}”?</Trans>}
      actions={
        <>
          <button type="button" className="button" onClick={onCancel}>
            <Trans>Cancel</Trans>
          </button>
          <button
            type="button"
            className={`button ${approve ? "primary" : "danger"}`}
            onClick={onConfirm}
            disabled={busy}
          >
            {approve ? <Trans>Approve</Trans> : <Trans>Decline</Trans>}
          </button>
        </>
      }
    >
      <p>
        {approve ? (
          <Trans>
            The story appears in the public list and its reports are closed. New reports will count from zero.
          </Trans>
        ) : (
          <Trans>
            The story becomes private: it leaves the public list and readers’ favourites, only people with its link can
            open it, and its owner cannot publish it again.
          </Trans>
        )}
      </p>
    </Modal>
  );
}

/** Who reported, report by report (the newest first): name, new account or established reader, reason, when, and what they wrote. */
function ReportList({ entry, when }: { entry: ReviewStoryJson; when: (iso: string) => string }) {
  const { t } = useLingui();
  const labels = useReasonLabels();
  const classes = useReporterLabels();
  const shown = entry.reportList.length;
  const total = entry.reports;
  return (
    <>
      <ul className="reported-texts" aria-label={t`Reports, newest first`}>
        {entry.reportList.map((report) => (
          <li key={report._id}>
            <span className="muted">
              {report.user.name} · {classes[report.reporter]} · {labels[report.reason]} ·{" "}
              <time dateTime={report.createdAt}>{when(report.createdAt)}</time>
            </span>
            {report.text !== null && <blockquote>{report.text}</blockquote>}
          </li>
        ))}
      </ul>
      {total > shown && (
        <p className="muted">
          <Trans>
            The newest {shown} of {total} reports.
          </Trans>
        </p>
      )}
    </>
  );
}

/** A reporter's weight class in the admin's words (shared/reports.ts). */
function useReporterLabels(): Record<ReporterClass, string> {
  const { t } = useLingui();
  return { new: t`New account`, established: t`Established reader` };
}

function StoryInReview({ entry, onDecide }: { entry: ReviewStoryJson; onDecide: (decision: Decision) => void }) {
  const { t, i18n } = useLingui();
  const labels = useReasonLabels();
  const owner = entry.user.name;
  const when = (iso: string) => i18n.date(new Date(iso), { dateStyle: "medium", timeStyle: "short" });
  const language = new Intl.DisplayNames([i18n.locale], { type: "language" }).of(entry.language) ?? entry.language;
  const weight = i18n.number(entry.weight, { maximumFractionDigits: 2 });
  const newAccounts = entry.reporters.new;
  const establishedReaders = entry.reporters.established;
  return (
    <li className="reported-story">
      <div className="reported-story-header">
        <h3 id={`review-${entry._id}`}>
          <Link to={`/story/${encodeURIComponent(entry.slug)}`}>{entry.title}</Link>
        </h3>
        <ReasonBadge entry={entry} />
      </div>
      <p className="muted">
        <Trans>By {owner}</Trans> · {language} ·{" "}
        <Trans>waiting since</Trans> <time dateTime={entry.since}>{when(entry.since)}</time>
        {entry.reports > 0 && (
          <>
            {" · "}
            <Plural value={entry.reports} one="# open report" other="# open reports" />
            {" · "}
            <Trans>weighing {weight} established readers</Trans>
          </>
        )}
      </p>
      {entry.reports > 0 && (
        <ul className="reported-reasons" aria-label={t`Reasons`}>
          {REPORT_REASONS.filter((reason) => entry.reasons[reason]).map((reason) => {
            const label = labels[reason];
            const count = entry.reasons[reason];
            return (
              <li key={reason}>
                <Trans>
                  {label}: {count}
                </Trans>
              </li>
            );
          })}
        </ul>
      )}
      {entry.reports > 0 && (
        <ul className="reported-reasons" aria-label={t`Who reported`}>
          {newAccounts > 0 && (
            <li>
              <Plural value={newAccounts} one="# new account" other="# new accounts" />
            </li>
          )}
          {establishedReaders > 0 && (
            <li>
              <Plural value={establishedReaders} one="# established reader" other="# established readers" />
            </li>
          )}
        </ul>
      )}
      {entry.reportList.length > 0 && <ReportList entry={entry} when={when} />}
      <div className="reported-actions">
        {(
          [
            ["approve", "button primary", t`Approve`, t`Approve “${entry.title}”`],
            ["decline", "button danger", t`Decline`, t`Decline “${entry.title}”`],
          ] as const
        ).map(([decision, className, text, label]) => (
          <button
            key={decision}
            type="button"
            className={className}
            aria-label={label}
            onClick={() => onDecide({ entry, decision })}
          >
            {text}
          </button>
        ))}
      </div>
    </li>
  );
}

/**
 * The /admin "Review" tab: stories waiting for an admin — every reported story, the heaviest reports
 * first, then a new account's public stories — with who reported, why, and Approve and Decline.
 */
export function ReviewPanel({ onForbidden }: { onForbidden: () => void }) {
  const { data: entries = [], isPending, isError, error, refetch } = useReviewList();
  useForbidden(error, onForbidden);
  const loadState = isPending ? "loading" : isError ? (isForbidden(error) ? "forbidden" : "failed") : "ready";
  const [decision, setDecision] = useState<Decision | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const deciding = useDecideReview();

  function confirm() {
    if (!decision) return;
    setNotice(null);
    deciding.mutate(
      { storyId: decision.entry._id, decision: decision.decision },
      {
        onSuccess: () => setNotice({ kind: decision.decision, title: decision.entry.title }),
        onError: (error) => (isForbidden(error) ? onForbidden() : setNotice({ kind: "failed" })),
        onSettled: () => setDecision(null),
      },
    );
  }

  return (
    <>
      <h2>
        <Trans>Stories to review</Trans>
      </h2>
      <p className="muted">
        <Trans>
          Every story readers reported, the heaviest reports first, then a new account’s public stories waiting to be
          published. Reports from established readers take a story out of the public list until you decide.
        </Trans>
      </p>
      {loadState === "loading" && <LoadingOverlay />}
      {loadState === "failed" && (
        <LoadError onRetry={() => void refetch()}>
          <Trans>The stories to review could not be loaded.</Trans>
        </LoadError>
      )}
      {loadState === "ready" && (
        <>
          <div role="status" aria-live="polite" className="admin-notice">
            {notice && <NoticeText notice={notice} />}
          </div>
          {entries.length === 0 ? (
            <p>
              <Trans>No story is waiting for a review.</Trans>
            </p>
          ) : (
            <ul className="reported-list">
              {entries.map((entry) => (
                <StoryInReview key={entry._id} entry={entry} onDecide={setDecision} />
              ))}
            </ul>
          )}
        </>
      )}
      {decision && (
        <ConfirmDecision
          decision={decision}
          busy={deciding.isPending}
          onConfirm={confirm}
          onCancel={() => setDecision(null)}
        />
      )}
    </>
  );
}
