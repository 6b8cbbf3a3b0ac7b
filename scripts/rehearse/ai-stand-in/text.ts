/**
 * The text model's stand-in: an answer that fits the JSON schema the caller sends (JSON mode), in the
 * story's language ("in French" in the prompt), gentle, and mentioning the ideas, so the app's own
 * checks (zod, the moderation engine) judge it as they would a real model's answer. Driven by the
 * schema, not by our prompts' wording, so it follows the prompts as they change.
 */
type Schema = { type?: string; properties?: Record<string, Schema>; items?: Schema; enum?: string[]; required?: string[] };

const WORDS = {
  en: {
    hero: "Lina",
    friend: "Pip",
    title: (idea: string) => `Lina and ${idea}`,
    lines: [
      (idea: string) => `One sunny morning, Lina found ${idea} near the old oak tree.`,
      (idea: string) => `Lina and her friend Pip walked along the river, talking about ${idea}.`,
      () => "The wind sang softly in the tall grass, and the birds answered.",
      (idea: string) => `Together they made a clever plan, and ${idea} helped them.`,
      () => "At sunset they went home, happy and sleepy, with a new story to tell.",
    ],
    speech: "We can do it together!",
  },
  fr: {
    hero: "Léa",
    friend: "Pip",
    title: (idea: string) => `Léa et ${idea}`,
    lines: [
      (idea: string) => `Un matin ensoleillé, Léa trouva ${idea} près du vieux chêne.`,
      (idea: string) => `Léa et son ami Pip marchaient le long de la rivière en parlant de ${idea}.`,
      () => "Le vent chantait doucement dans les hautes herbes, et les oiseaux répondaient.",
      (idea: string) => `Ensemble, ils firent un plan astucieux, et ${idea} les aida.`,
      () => "Au coucher du soleil, ils rentrèrent heureux et fatigués, avec une nouvelle histoire à raconter.",
    ],
    speech: "On peut le faire ensemble !",
  },
};

/** The ideas the prompt quotes as a JSON list ("Ideas: [...]"); a stock one when none is found. */
function ideasOf(prompt: string): string[] {
  const list = /\[\s*"[\s\S]*?"\s*\]/.exec(prompt)?.[0];
  try {
    const ideas = list ? (JSON.parse(list) as unknown[]).filter((idea): idea is string => typeof idea === "string") : [];
    return ideas.length > 0 ? ideas : ["a kite"];
  } catch {
    return ["a kite"];
  }
}

export function schemaAnswer(schema: Schema, prompt: string): unknown {
  const words = /\bin French\b/i.test(prompt) ? WORDS.fr : WORDS.en;
  const ideas = ideasOf(prompt);
  let line = 0;
  const nextLine = () => {
    const idea = ideas[line % ideas.length]!;
    return words.lines[line++ % words.lines.length]!(idea);
  };
  // Visual fields are English whatever the story's language (the image model reads English).
  const strings: Record<string, () => string> = {
    title: () => words.title(ideas[0]!),
    name: () => words.hero,
    speaker: () => words.friend,
    kind: () => "girl",
    look: () => "a small girl with curly red hair, a yellow raincoat and green boots",
    setting: () => "a sunny meadow beside a river, with an old oak tree",
    moment: () => `the girl smiles beside the river with ${ideas[0]!}`,
  };

  const make = (node: Schema, key: string): unknown => {
    if (node.enum) return node.enum[0];
    switch (node.type) {
      case "object":
        return Object.fromEntries(Object.entries(node.properties ?? {}).map(([name, child]) => [name, make(child, name)]));
      case "array": {
        const item = node.items ?? {};
        // A chapter: narration, a line of dialogue, narration again.
        if (item.properties?.type?.enum?.includes("dialogue")) {
          return [
            { type: "plain", text: nextLine() },
            { type: "dialogue", speaker: words.friend, text: words.speech },
            { type: "plain", text: nextLine() },
          ];
        }
        if (item.type === "integer" || item.type === "number") return ideas.map((_, index) => index);
        return [make(item, key)];
      }
      case "integer":
      case "number":
        return 0;
      case "boolean":
        return false;
      default:
        return (strings[key] ?? nextLine)();
    }
  };
  return make(schema, "");
}
