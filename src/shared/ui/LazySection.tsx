import { Trans } from "@lingui/react/macro";
import { Component, lazy, useState, type ComponentType, type ReactNode } from "react";
import { withChunkTimeout } from "../chunk-load";
import { LoadError } from "./LoadError";

interface BoundaryProps {
  onRetry: () => void;
  children: ReactNode;
}

/** Catches a chunk that failed or timed out and offers to load it again, in place. */
class ChunkErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <LoadError
        onRetry={() => {
          this.props.onRetry();
          this.setState({ failed: false });
        }}
      >
        <Trans>This part of the page could not be loaded. Check your connection, then try again.</Trans>
      </LoadError>
    );
  }
}

/**
 * A part of a screen whose code is its own chunk (a section, a dialog), with
 * the same time-out as whole screens (src/app/lazy-screen.ts). Where a screen
 * offers a reload, a part offers to try again in place: the rest of the page
 * stays as it is. The caller wraps it in <Suspense> for its loading state.
 */
export function lazySection<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const make = () => lazy(async () => ({ default: await withChunkTimeout(load()) }));
  // Shared by every use, so a part that loaded once shows at once elsewhere.
  let loaded = make();
  function LazySection(props: P) {
    const [Part, setPart] = useState(() => loaded);
    const retry = () => {
      loaded = make();
      setPart(() => loaded);
    };
    return (
      <ChunkErrorBoundary onRetry={retry}>
        <Part {...props} />
      </ChunkErrorBoundary>
    );
  }
  return LazySection;
}
