import { Trans, useLingui } from "@lingui/react/macro";
import { useId, useRef, useState } from "react";
import { Modal } from "../../shared/ui/Modal";

export interface ShareableStory {
  slug: string | null | undefined;
  title: string;
}

interface ShareModalProps {
  /** The story to share; null when it could not be found. */
  story: ShareableStory | null;
  onClose: () => void;
}

/** The public link of a story: the player route on this site. */
export function storyLink(slug: string, origin: string = window.location.origin): string {
  return `${origin}/story/${encodeURIComponent(slug)}`;
}

export function shareLinks(url: string, title: string, texts: { subject: string; body: string; message: string }) {
  const u = encodeURIComponent(url);
  return {
    email: `mailto:?subject=${encodeURIComponent(texts.subject)}&body=${encodeURIComponent(texts.body)}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    twitter: `https://twitter.com/intent/tweet?url=${u}&text=${encodeURIComponent(title)}`,
    whatsapp: `https://wa.me/?text=${encodeURIComponent(`${texts.message} ${url}`)}`,
  };
}

type CopyState = "idle" | "copied" | "failed";

/** Share a story (docs/product.md §2): e-mail, Facebook, Twitter (X), WhatsApp, or copy the link. */
export function ShareModal({ story, onClose }: ShareModalProps) {
  const { t } = useLingui();
  const slug = story?.slug?.trim() ?? "";
  return (
    <Modal
      open
      title={t`Share this story`}
      onClose={onClose}
      actions={
        <button type="button" className="button" onClick={onClose}>
          <Trans>Close</Trans>
        </button>
      }
    >
      {story && slug !== "" ? (
        // Keyed by the story: another story starts with its own copy state.
        <ShareOptions key={slug} slug={slug} title={story.title} />
      ) : (
        <p className="form-error" role="alert">
          <Trans>We could not find this story to share it.</Trans>
        </p>
      )}
    </Modal>
  );
}

/** The share links and the copy-link field of one story. */
function ShareOptions({ slug, title }: { slug: string; title: string }) {
  const { t } = useLingui();
  const linkId = useId();
  const linkInput = useRef<HTMLInputElement>(null);
  const [copy, setCopy] = useState<CopyState>("idle");

  const url = storyLink(slug);
  const links = shareLinks(url, title, {
    subject: t`A story for you: ${title}`,
    body: t`I made this story on Fabulo and I think you will like it: ${url}`,
    message: t`Read "${title}" on Fabulo:`,
  });

  const copyLink = async () => {
    try {
      if (!navigator.clipboard) throw new Error("Clipboard unavailable");
      await navigator.clipboard.writeText(url);
      setCopy("copied");
    } catch {
      // Without clipboard access, select the link so it can be copied by hand.
      linkInput.current?.select();
      setCopy("failed");
    }
  };

  return (
    <>
      <ul className="share-links">
        <li>
          <a className="button" href={links.email}>
            <Trans>Share by e-mail</Trans>
          </a>
        </li>
        <li>
          <a className="button" href={links.facebook} target="_blank" rel="noopener noreferrer">
            <Trans>Share on Facebook</Trans>
          </a>
        </li>
        <li>
          <a className="button" href={links.twitter} target="_blank" rel="noopener noreferrer">
            <Trans>Share on Twitter (X)</Trans>
          </a>
        </li>
        <li>
          <a className="button" href={links.whatsapp} target="_blank" rel="noopener noreferrer">
            <Trans>Share on WhatsApp</Trans>
          </a>
        </li>
      </ul>
      <div className="share-copy">
        <label htmlFor={linkId}>
          <Trans>Story link</Trans>
        </label>
        <div className="share-copy-row">
          <input id={linkId} ref={linkInput} type="url" value={url} readOnly onFocus={(event) => event.target.select()} />
          <button type="button" className="button primary" onClick={copyLink}>
            <Trans>Copy link</Trans>
          </button>
        </div>
        <p role="status" className={copy === "failed" ? "form-error" : "form-success"}>
          {copy === "copied" && <Trans>Link copied</Trans>}
          {copy === "failed" && <Trans>The link could not be copied. It is selected: copy it by hand.</Trans>}
        </p>
      </div>
    </>
  );
}
