import { Trans } from "@lingui/react/macro";
import { Link } from "wouter";
import { Modal } from "../../shared/ui/Modal";

/** Shown when a visitor tries an action that needs an account (docs/product.md §8). */
export function SignInRequiredModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={<Trans>Sign in required</Trans>}
      actions={
        <>
          <button type="button" className="button" onClick={onClose}>
            <Trans>Close</Trans>
          </button>
          <Link to="/login" className="button primary">
            <Trans>Log in</Trans>
          </Link>
        </>
      }
    >
      <p>
        <Trans>You need to be logged in to perform this action</Trans>
      </p>
    </Modal>
  );
}
