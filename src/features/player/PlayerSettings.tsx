import { Trans, useLingui } from "@lingui/react/macro";
import { useState, type ComponentProps } from "react";
import { PlayerIcon } from "./player-icons";
import { Modal } from "../../shared/ui/Modal";
import { PlayerOptions } from "./PlayerOptions";

/**
 * "Settings": one button beside the title that opens the reading and bedtime options in a sheet,
 * so the picture and the words come first on a phone. The sheet stays mounted while closed: its
 * options keep their state (an offline save in progress) between openings.
 */
export function PlayerSettings(props: ComponentProps<typeof PlayerOptions>) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="button player-settings-button" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <PlayerIcon name="settings" />
        <span>
          <Trans>Settings</Trans>
        </span>
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title={t`Player settings`} variant="sheet">
        <PlayerOptions {...props} />
      </Modal>
    </>
  );
}
