import { Trans } from "@lingui/react/macro";
import { Component, type ErrorInfo, type ReactNode } from "react";
import { Link } from "wouter";

/**
 * Shown when a screen fails: a chunk that did not load (network, time-out, or a
 * deploy that replaced it) offers a reload, and a way home.
 */
export function RouteError() {
  return (
    <main className="static-page">
      <div role="alert">
        <h1>
          <Trans>This page could not be loaded</Trans>
        </h1>
        <p>
          <Trans>Check your connection, then try again.</Trans>
        </p>
      </div>
      <p className="actions">
        <button type="button" className="button primary" onClick={() => window.location.reload()}>
          <Trans>Try again</Trans>
        </button>
        <Link to="/" className="button">
          <Trans>Back to stories</Trans>
        </Link>
      </p>
    </main>
  );
}

interface BoundaryProps {
  /** The address: moving elsewhere after an error shows the new screen. */
  pathname: string;
  children: ReactNode;
}

/** The failed address, or none. */
type BoundaryState = { failedAt?: string };

/** Catches a screen's failure (React offers error boundaries only as classes). */
export class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = {};

  static getDerivedStateFromError(): BoundaryState {
    return { failedAt: "" };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): BoundaryState | null {
    if (state.failedAt === "") return { failedAt: props.pathname };
    return state.failedAt === undefined || state.failedAt === props.pathname ? null : { failedAt: undefined };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error("A screen failed", error, info.componentStack);
  }

  override render() {
    return this.state.failedAt === undefined ? this.props.children : <RouteError />;
  }
}
