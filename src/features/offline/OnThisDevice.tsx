import { Trans, useLingui } from "@lingui/react/macro";
import { useCallback, useEffect, useState } from "react";
import { Link } from "wouter";
import { useDeviceReader } from "./device-reader";
import { listSavedStories, removeSavedStory, type SavedStorySummary } from "./saved-stories";
import "./offline.css";

type ListState = { status: "loading" } | { status: "ready"; stories: SavedStorySummary[] } | { status: "failed" };

/**
 * The browse page's "On this device" section: the stories saved for offline
 * reading, each with its cover, title, a link to open it and a remove button.
 * The browse page mounts it only when something is saved (hasSavedStories); a
 * private story is listed only to the account that saved it.
 */
export function OnThisDevice() {
  const { t } = useLingui();
  const [state, setState] = useState<ListState>({ status: "loading" });
  const [removed, setRemoved] = useState<string | null>(null);

  const reader = useDeviceReader();
  const load = useCallback(() => {
    listSavedStories(reader).then(
      (stories) => setState({ status: "ready", stories }),
      () => setState({ status: "failed" }),
    );
  }, [reader]);
  useEffect(load, [load]);

  const remove = async (story: SavedStorySummary) => {
    try {
      await removeSavedStory(story.slug);
      setRemoved(story.title);
    } finally {
      load();
    }
  };

  return (
    <section className="device-stories" aria-labelledby="on-this-device-title" aria-busy={state.status === "loading"}>
      <h2 id="on-this-device-title">
        <Trans>On this device</Trans>
      </h2>
      <p className="muted">
        <Trans>Saved for offline: these stories play without a network.</Trans>
      </p>
      {state.status === "failed" && (
        <p role="alert">
          <Trans>The stories saved on this device could not be read.</Trans>
        </p>
      )}
      {state.status === "ready" && state.stories.length === 0 && (
        <p>
          <Trans>No story is saved on this device.</Trans>
        </p>
      )}
      {state.status === "ready" && state.stories.length > 0 && (
        <ul className="device-story-list">
          {state.stories.map((story) => {
            const { title } = story;
            return (
              <li key={story.slug} className="device-story" lang={story.language}>
                {story.coverImage ? (
                  <img className="device-story-cover" src={story.coverImage} alt="" width={96} height={72} />
                ) : (
                  <span className="device-story-cover" aria-hidden="true" />
                )}
                <span className="device-story-title">{title}</span>
                <span className="device-story-actions">
                  <Link className="button primary" to={`/story/${encodeURIComponent(story.slug)}`} aria-label={t`Open “${title}”`}>
                    <Trans>Open</Trans>
                  </Link>
                  <button type="button" className="button" aria-label={t`Remove “${title}” from this device`} onClick={() => void remove(story)}>
                    <Trans>Remove</Trans>
                  </button>
                </span>
              </li>
            );
          })}
        </ul>
      )}
      <p role="status" className="device-story-status">
        {removed !== null && <Trans>“{removed}” was removed from this device.</Trans>}
      </p>
    </section>
  );
}
