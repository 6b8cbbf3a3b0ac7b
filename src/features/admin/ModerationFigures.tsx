import { Trans, useLingui } from "@lingui/react/macro";
import type { ModerationCheck } from "./configs-api";

type Figures = Pick<ModerationCheck, "figures" | "defaults">;

/**
 * Moderation lists measured on the labelled corpus, per language, beside the defaults: the share of
 * unsafe ideas caught (recall) and the safe ideas refused (false positives). Lists that do worse than
 * the defaults in either are refused by the server.
 */
export function ModerationFigures({ figures, defaults }: Figures) {
  const { t, i18n } = useLingui();
  const percent = (value: number) => i18n.number(value, { style: "percent", minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const languages = { en: t`English`, fr: t`French` };
  return (
    <table className="moderation-figures">
      <caption>
        <Trans>On the labelled corpus, these lists and the defaults</Trans>
      </caption>
      <thead>
        <tr>
          <th scope="col">
            <Trans>Language</Trans>
          </th>
          <th scope="col">
            <Trans>Unsafe ideas caught</Trans>
          </th>
          <th scope="col">
            <Trans>Safe ideas refused</Trans>
          </th>
        </tr>
      </thead>
      <tbody>
        {(["en", "fr"] as const).map((language) => {
          const mine = figures[language];
          const base = defaults[language];
          const recall = percent(mine.recall);
          const defaultRecall = percent(base.recall);
          const refused = mine.falsePositives;
          const defaultRefused = base.falsePositives;
          return (
            <tr key={language}>
              <th scope="row">{languages[language]}</th>
              <td className={mine.caught < base.caught ? "worse" : undefined}>
                <Trans>
                  {recall} (defaults {defaultRecall})
                </Trans>
              </td>
              <td className={refused > defaultRefused ? "worse" : undefined}>
                <Trans>
                  {refused} (defaults {defaultRefused})
                </Trans>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
