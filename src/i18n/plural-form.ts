/**
 * The CLDR plural category of a count in a locale ("one", "other"…), for messages written as
 * `select(form, { one: …, other: … })` with the count as a plain placeholder.
 *
 * Why not Lingui's `plural()`: every `plural()` prints its `#` through `Intl.NumberFormat`, and a
 * page's first `Intl.NumberFormat` costs about 50 ms of main thread on a phone (measured: 170–210 ms
 * in Chromium at Lighthouse's 4× CPU slowdown), inside the render of the first screen's story
 * cards. `Intl.PluralRules` alone costs about 1 ms. The counts shown (days ago, likes) are plain
 * integers, the same as the digits beside them.
 */
const rulesByLocale = new Map<string, Intl.PluralRules>();

export function pluralForm(locale: string, count: number): Intl.LDMLPluralRule {
  let rules = rulesByLocale.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    rulesByLocale.set(locale, rules);
  }
  return rules.select(count);
}
