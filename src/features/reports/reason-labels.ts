import { useLingui } from "@lingui/react/macro";
import type { ReportReason } from "../../../shared/safety";

/** Each report reason in the reader's language: the dialog's choices and the admin list's counts. */
export function useReasonLabels(): Record<ReportReason, string> {
  const { t } = useLingui();
  return {
    violence: t`Violence or gore`,
    weapons: t`Weapons or attacks on people`,
    sexual: t`Sexual content`,
    grooming: t`Grooming or secrets asked of a child`,
    drugs: t`Drugs or alcohol`,
    "self-harm": t`Self-harm`,
    hate: t`Hate or extremism`,
    profanity: t`Swearing or rude words`,
    other: t`Something else`,
  };
}
