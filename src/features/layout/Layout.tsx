import { useLingui } from "@lingui/react/macro";
import { useAtomValue } from "jotai";
import { useEffect, useState, type ReactNode } from "react";
import { Link } from "wouter";
import { activeSectionAtom } from "./active-section";
import { Footer } from "./Footer";
import { SideNav } from "./SideNav";

const NAV_ID = "main-navigation";

/** Shared layout of /, /browse-stories and /profile: side navigation, mobile top bar, footer. */
export function Layout({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const [menuOpen, setMenuOpen] = useState(false);
  const activeSection = useAtomValue(activeSectionAtom);
  // Escape closes the phone's drawer, as it does a dialog.
  useEffect(() => {
    if (!menuOpen) return;
    const close = (event: KeyboardEvent) => {
      if (event.key === "Escape") setMenuOpen(false);
    };
    window.addEventListener("keydown", close);
    return () => window.removeEventListener("keydown", close);
  }, [menuOpen]);
  return (
    <div className="layout" data-section={activeSection ?? undefined}>
      <a className="skip-link" href="#main">
        {t`Skip to content`}
      </a>
      <header className="top-bar">
        <button
          type="button"
          className="menu-button"
          aria-expanded={menuOpen}
          aria-controls={NAV_ID}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span aria-hidden="true">☰</span>
          <span className="visually-hidden">{t`Menu`}</span>
        </button>
        <Link to="/" className="brand">
          Fabulo
        </Link>
      </header>
      <SideNav id={NAV_ID} open={menuOpen} onNavigate={() => setMenuOpen(false)} />
      <div className="layout-body">
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <Footer />
      </div>
    </div>
  );
}
