import { Trans, useLingui } from "@lingui/react/macro";
import { useSetAtom } from "jotai";
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode, type RefObject } from "react";
import { Link } from "wouter";
import { useHistoryState, useLocationProperty } from "wouter/use-browser-location";
import { ACTIVE_SECTION_THRESHOLD } from "../../../shared/constants";
import { activeSectionAtom } from "../../features/layout/active-section";
import { BROWSE_SECTIONS, type BrowseSectionId } from "../../features/layout/nav-items";
import { useSession } from "../../features/session/session";
import { hasSavedStories } from "../../features/offline/has-saved-stories";
import { PublicStories } from "../../features/stories/PublicStories";
import { loadScreenMessages } from "../../i18n/locale";
import { lazySection } from "../../shared/ui/LazySection";
import "./browse.css";

// Sections only signed-in users see: visitors never download their code.
const FavouriteStories = lazySection(() =>
  import("../../features/stories/FavouriteStories").then((module) => module.FavouriteStories),
);
// These two come with the other screens' strings (see lingui.config.ts).
const MyStoriesSection = lazySection(async () => {
  const [module] = await Promise.all([import("../../features/my-stories/MyStoriesSection"), loadScreenMessages()]);
  return module.MyStoriesSection;
});
const CreateStorySection = lazySection(async () => {
  const [module] = await Promise.all([import("../../features/create-story/CreateStorySection"), loadScreenMessages()]);
  return module.CreateStorySection;
});

// Stories saved for offline reading: code and strings only for readers who saved some.
const OnThisDevice = lazy(async () => {
  const [module] = await Promise.all([import("../../features/offline/OnThisDevice"), loadScreenMessages()]);
  return { default: module.OnThisDevice };
});

function useHasSavedStories(): boolean {
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    let current = true;
    void hasSavedStories().then((found) => current && setSaved(found));
    return () => {
      current = false;
    };
  }, []);
  return saved;
}

/** A section that is still loading says so with aria-busy; the hash scroll waits for it. */
const BUSY = '[aria-busy="true"]';

function scrollBehavior(): ScrollBehavior {
  return window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth";
}

/**
 * The section counts as visible by the share of it that can fit on screen, so
 * that a section taller than the window can still become the active one.
 */
function visibleShare(entry: IntersectionObserverEntry): number {
  const viewport = entry.rootBounds?.height ?? window.innerHeight;
  const fits = Math.min(entry.boundingClientRect.height, viewport);
  return fits > 0 ? entry.intersectionRect.height / fits : 0;
}

/** Marks as active the section at least 60% visible (docs/product.md §2, §9); the layout shows its background. */
function useActiveSection(pageRef: RefObject<HTMLDivElement | null>, sectionCount: number) {
  const setActive = useSetAtom(activeSectionAtom);
  useEffect(() => {
    setActive("public-stories");
    return () => setActive(null);
  }, [setActive]);
  useEffect(() => {
    const page = pageRef.current;
    if (!page || typeof IntersectionObserver === "undefined") return;
    const thresholds = Array.from({ length: 21 }, (_, step) => step / 20);
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting && visibleShare(entry) >= ACTIVE_SECTION_THRESHOLD) {
            setActive(entry.target.id as BrowseSectionId);
          }
        }
      },
      { threshold: thresholds },
    );
    page.querySelectorAll<HTMLElement>("section.browse-section[id]").forEach((section) => observer.observe(section));
    return () => observer.disconnect();
  }, [pageRef, sectionCount, setActive]);
}

/**
 * Scrolls to the section named by the URL hash once every section above it has
 * finished loading (their content would otherwise push it down), and only once
 * per hash. The user scrolling or typing first cancels it.
 */
function useHashScroll(pageRef: RefObject<HTMLDivElement | null>, sectionCount: number) {
  const hash = useLocationProperty(() => window.location.hash);
  // Each navigation to a section carries a new state, so choosing the same one again scrolls again.
  const navigation: unknown = useHistoryState();
  useEffect(() => {
    const page = pageRef.current;
    const targetId = decodeURIComponent(hash.replace(/^#/, ""));
    if (!page || !targetId) return;
    const sections = [...page.querySelectorAll<HTMLElement>("section.browse-section[id]")];
    const position = sections.findIndex((section) => section.id === targetId);
    if (position < 0) return;
    const target = sections[position];
    const earlier = sections.slice(0, position);
    let done = false;
    const stop = () => {
      done = true;
      observer.disconnect();
      for (const type of ["wheel", "touchmove", "keydown"] as const) window.removeEventListener(type, stop);
    };
    const tryScroll = () => {
      if (done || earlier.some((section) => section.querySelector(BUSY))) return;
      stop();
      target?.scrollIntoView?.({ behavior: scrollBehavior(), block: "start" });
    };
    const observer = new MutationObserver(tryScroll);
    observer.observe(page, { subtree: true, childList: true, attributes: true, attributeFilter: ["aria-busy"] });
    for (const type of ["wheel", "touchmove", "keydown"] as const) window.addEventListener(type, stop, { passive: true });
    tryScroll();
    return stop;
  }, [hash, navigation, pageRef, sectionCount]);
}

function SectionFallback() {
  return (
    <p className="browse-section-loading" aria-busy="true">
      <Trans>Loading…</Trans>
    </p>
  );
}

/**
 * The browse page (/ and /browse-stories): four sections reached by anchor.
 * Visitors see the public stories and a prompt to log in to create their own.
 */
export default function BrowsePage() {
  const { i18n } = useLingui();
  const session = useSession();
  const signedIn = session.status === "signedIn";
  const pageRef = useRef<HTMLDivElement>(null);
  const savedStories = useHasSavedStories();
  const sections = BROWSE_SECTIONS.filter((section) => signedIn || !section.requiresSignIn);
  useActiveSection(pageRef, sections.length);
  useHashScroll(pageRef, sections.length);

  // A story just created: My stories starts again from its first page, where the story
  // already shows (the creation wrote it into the cache), and comes into view.
  const [createdCount, setCreatedCount] = useState(0);
  const showMyStories = useCallback(() => {
    setCreatedCount((count) => count + 1);
    document.getElementById("my-stories")?.scrollIntoView?.({ behavior: scrollBehavior(), block: "start" });
  }, []);

  const content: Record<BrowseSectionId, ReactNode> = {
    "public-stories": <PublicStories />,
    favorites: <FavouriteStories />,
    "my-stories": <MyStoriesSection key={createdCount} />,
    "create-story": <CreateStorySection onCreated={showMyStories} />,
  };

  return (
    <div className="browse-page" ref={pageRef}>
      {/* The sections' own titles are what shows; this names the page for outlines and screen readers. */}
      <h1 className="visually-hidden">
        <Trans>Fabulo: stories for children</Trans>
      </h1>
      {sections.map((section) => (
        <section key={section.id} id={section.id} className="browse-section" aria-labelledby={`${section.id}-title`}>
          <h2 id={`${section.id}-title`}>{i18n._(section.label)}</h2>
          <Suspense fallback={<SectionFallback />}>{content[section.id]}</Suspense>
        </section>
      ))}
      {savedStories && (
        <Suspense fallback={null}>
          <OnThisDevice />
        </Suspense>
      )}
      {session.status === "signedOut" && (
        <section className="browse-section login-prompt" aria-labelledby="login-prompt-title">
          <h2 id="login-prompt-title">
            <Trans>Make your own stories</Trans>
          </h2>
          <p>
            <Trans>Log in to create stories from your child's ideas, keep your favourites and share them.</Trans>
          </p>
          <Link className="button primary" to="/login">
            <Trans>Log in to create stories</Trans>
          </Link>
        </section>
      )}
    </div>
  );
}
