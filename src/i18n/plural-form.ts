/**
 * The CLDR plural category of a count in a locale ("one", "other"…), for messages written as
 * `select(form, { one: …, other: … })` with the count as a plain placeholder.
 *
 * Why not Lingui's `plural()`: it prints its `#` through `Intl.NumberFormat`, whose first use costs
 * a phone tens of milliseconds inside the first screen's render; `Intl.PluralRules` costs about one.
 * The counts shown (days ago, likes) are plain integers.
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
