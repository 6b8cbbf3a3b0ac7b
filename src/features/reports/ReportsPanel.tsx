import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { Link } from "../../app/router";
import type { ReportedStoryJson, ReviewAction } from "../../../shared/reports";
import { REPORT_REASONS } from "../../../shared/safety";
import { isForbidden, useForbidden } from "../../shared/api/forbidden";
import { LoadError } from "../../shared/ui/LoadError";
import { LoadingOverlay } from "../../shared/ui/LoadingOverlay";
import { Modal } from "../../shared/ui/Modal";
import { useReasonLabels } from "./reason-labels";
import { useReportedStories, useResolveReport } from "./reports-queries";
import "./reports.css";

type Decision = { entry: ReportedStoryJson; action: ReviewAction };
type Notice = { kind: "kept" | "unpublished"; title: string } | { kind: "failed" };

function NoticeText({ notice }: { notice: Notice }) {
  if (notice.kind === "failed") {
    return (
      <span className="form-error">
        <Trans>The decision could not be saved. Please try again.</Trans>
      </span>
    );
  }
  const { title } = notice;
  return notice.kind === "kept" ? (
    <Trans>“{title}” is back in the public list.</Trans>
  ) : (
    <Trans>“{title}” is now private.</Trans>
  );
}

function StateBadge({ entry }: { entry: ReportedStoryJson }) {
  if (entry.openReports > 0) {
    return (
      <span className="reported-state open">
        {entry.hidden ? <Trans>To review · hidden from the public list</Trans> : <Trans>To review</Trans>}
      </span>
    );
  }
  return (
    <span className="reported-state">
      {entry.reviewOutcome === "unpublished" ? <Trans>Unpublished</Trans> : <Trans>Kept</Trans>}
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
  const { title } = decision.entry.story;
  const keep = decision.action === "keep";
  return (
    <Modal
      open
      onClose={onCancel}
      title={keep ? <Trans>Keep “{title}”?</Trans> : <Trans>Unpublish “{title}”?</Trans>}
      actions={
        <>
          <button type="button" className="button" onClick={onCancel}>
            <Trans>Cancel</Trans>
          </button>
          <button
            type="button"
            className={`button ${keep ? "primary" : "danger"}`}
            onClick={onConfirm}
            disabled={busy}
          >
            {keep ? <Trans>Keep</Trans> : <Trans>Unpublish</Trans>}
          </button>
        </>
      }
    >
      <p>
        {keep ? (
          <Trans>
            The story returns to the public list and its reports are closed. New reports will count from zero.
          </Trans>
        ) : (
          <Trans>
            The story becomes private: it leaves the public list, only people with its link can open it, and its
            owner cannot publish it again.
          </Trans>
        )}
      </p>
    </Modal>
  );
}

function ReportedStory({ entry, onDecide }: { entry: ReportedStoryJson; onDecide: (decision: Decision) => void }) {
  const { t, i18n } = useLingui();
  const labels = useReasonLabels();
  const { story } = entry;
  const owner = story.owner.name;
  const when = (iso: string) => i18n.date(new Date(iso), { dateStyle: "medium", timeStyle: "short" });
  const withText = entry.reports.filter((report) => report.text !== null);
  return (
    <li className="reported-story">
      <div className="reported-story-header">
        <h3 id={`reported-${story._id}`}>
          <Link to={`/story/${encodeURIComponent(story.slug)}`}>{story.title}</Link>
        </h3>
        <StateBadge entry={entry} />
      </div>
      <p className="muted">
        <Trans>By {owner}</Trans> ·{" "}
        <Plural value={entry.openReports} _0="no open report" one="# open report" other="# open reports" />
        {entry.reportedAt && (
          <>
            {" · "}
            <Trans>last report</Trans> <time dateTime={entry.reportedAt}>{when(entry.reportedAt)}</time>
          </>
        )}
      </p>
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
      {withText.length > 0 && (
        <ul className="reported-texts" aria-label={t`What readers wrote`}>
          {withText.map((report) => (
            <li key={report._id}>
              <span className="muted">
                {report.user.name} · {labels[report.reason]} ·{" "}
                <time dateTime={report.createdAt}>{when(report.createdAt)}</time>
              </span>
              <blockquote>{report.text}</blockquote>
            </li>
          ))}
        </ul>
      )}
      {entry.openReports > 0 && (
        <div className="reported-actions">
          {(
            [
              ["keep", "button", t`Keep`, t`Keep “${story.title}”`],
              ["unpublish", "button danger", t`Unpublish`, t`Unpublish “${story.title}”`],
            ] as const
          ).map(([action, className, text, label]) => (
            <button
              key={action}
              type="button"
              className={className}
              aria-label={label}
              onClick={() => onDecide({ entry, action })}
            >
              {text}
            </button>
          ))}
        </div>
      )}
    </li>
  );
}

/** The /admin "Reports" tab: reported stories, open ones first, with Keep and Unpublish. */
export function ReportsPanel({ onForbidden }: { onForbidden: () => void }) {
  const { data: entries = [], isPending, isError, error, refetch } = useReportedStories();
  useForbidden(error, onForbidden);
  const loadState = isPending ? "loading" : isError ? (isForbidden(error) ? "forbidden" : "failed") : "ready";
  const [decision, setDecision] = useState<Decision | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const resolving = useResolveReport();

  async function confirm() {
    if (!decision) return;
    setNotice(null);
    try {
      const updated = await resolving.mutateAsync({ storyId: decision.entry.story._id, action: decision.action });
      setNotice({ kind: decision.action === "keep" ? "kept" : "unpublished", title: updated.story.title });
    } catch (error) {
      if (isForbidden(error)) return onForbidden();
      setNotice({ kind: "failed" });
    } finally {
      setDecision(null);
    }
  }

  return (
    <>
      <h2>
        <Trans>Reported stories</Trans>
      </h2>
      <p className="muted">
        <Trans>
          Stories readers reported, those to review first. A story reported by enough readers, or by an admin, is
          hidden from the public list until you decide.
        </Trans>
      </p>
      {loadState === "loading" && <LoadingOverlay />}
      {loadState === "failed" && (
        <LoadError onRetry={() => void refetch()}>
          <Trans>The reports could not be loaded.</Trans>
        </LoadError>
      )}
      {loadState === "ready" && (
        <>
          <div role="status" aria-live="polite" className="admin-notice">
            {notice && <NoticeText notice={notice} />}
          </div>
          {entries.length === 0 ? (
            <p>
              <Trans>No story has been reported.</Trans>
            </p>
          ) : (
            <ul className="reported-list">
              {entries.map((entry) => (
                <ReportedStory key={entry.story._id} entry={entry} onDecide={setDecision} />
              ))}
            </ul>
          )}
        </>
      )}
      {decision && (
        <ConfirmDecision
          decision={decision}
          busy={resolving.isPending}
          onConfirm={() => void confirm()}
          onCancel={() => setDecision(null)}
        />
      )}
    </>
  );
}
