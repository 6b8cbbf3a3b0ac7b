// `npm run bench:ai-cost`: neurons per story on Workers AI by language and age band, with the
// default configuration and the published prices (worker/generation/providers/workers-ai/cost.ts), and what
// the free daily allowance (10,000 neurons) and $1 buy.
import { AGE_BANDS } from "../../shared/age-bands";
import { LANGUAGES } from "../../shared/enums";
import { DEFAULT_CONFIG } from "../../worker/config/defaults";
import { CONFIG_SCHEMAS } from "../../worker/config/schemas";
import { storyNeurons } from "../../worker/generation/providers/workers-ai/cost";

const config = {
  aiModels: CONFIG_SCHEMAS.aiModels.parse(DEFAULT_CONFIG.aiModels),
  aiNarration: CONFIG_SCHEMAS.aiNarration.parse(DEFAULT_CONFIG.aiNarration),
  aiGuardModel: CONFIG_SCHEMAS.aiGuardModel.parse(DEFAULT_CONFIG.aiGuardModel),
};
const DOLLARS_PER_NEURON = 0.011 / 1000;

console.log("language  band   text  safety  pictures  narration  timings   total   $/story   stories/$1");
for (const language of LANGUAGES) {
  for (const band of AGE_BANDS) {
    const cost = storyNeurons(band, language, config);
    const dollars = cost.total * DOLLARS_PER_NEURON;
    const cells = [cost.text, cost.safety, cost.pictures, cost.narration, cost.wordTimings, cost.total].map((n, i) => String(n).padStart([4, 6, 8, 9, 7, 7][i]!));
    console.log(`${language.padEnd(8)}  ${band.padEnd(5)} ${cells.join("  ")}   ${dollars.toFixed(4)}   ${Math.floor(1 / dollars)}`);
  }
}
