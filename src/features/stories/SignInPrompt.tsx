import { Suspense } from "react";
import { lazySection } from "../../shared/ui/LazySection";

// Only visitors who try a reader's action see it: its code (and the dialog's) loads then.
const SignInRequiredModal = lazySection(() => import("./SignInRequiredModal").then((module) => module.SignInRequiredModal));

/** The "sign in required" prompt (docs/product.md §8), mounted only while open. */
export function SignInPrompt({ open, onClose }: { open: boolean; onClose: () => void }) {
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <SignInRequiredModal open onClose={onClose} />
    </Suspense>
  );
}
