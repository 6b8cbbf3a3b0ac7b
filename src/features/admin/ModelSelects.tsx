import { useLingui } from "@lingui/react/macro";
import { useId } from "react";
import { AI_MODEL_IDS, type AiModelRole } from "../../../shared/ai-models";

/** One model choice inside a config value: where it sits, which list it picks from, whether "" (off) is allowed. */
interface ModelField {
  path: readonly string[];
  role: AiModelRole;
  label: string;
  offLabel?: string;
}

type Labels = Record<"plan" | "chapters" | "picture" | "wordTimings" | "safety" | "off" | "estimateOnly", string>;

/** The config keys that hold model ids, and where (worker/config/schemas.ts validates the same fields). */
function modelFields(key: string, labels: Labels): ModelField[] {
  switch (key) {
    case "aiModels":
      return [
        { path: ["plan"], role: "text", label: labels.plan },
        { path: ["text"], role: "text", label: labels.chapters },
        { path: ["image"], role: "picture", label: labels.picture },
      ];
    case "aiGuardModel":
      return [{ path: [], role: "safety", label: labels.safety, offLabel: labels.off }];
    case "aiNarration":
      return [{ path: ["alignmentModel"], role: "wordTimings", label: labels.wordTimings, offLabel: labels.estimateOnly }];
    default:
      return [];
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function readAt(value: unknown, path: readonly string[]): unknown {
  return path.reduce<unknown>((node, step) => (isRecord(node) ? node[step] : undefined), value);
}

function writeAt(value: unknown, path: readonly string[], id: string): unknown {
  const [step, ...rest] = path;
  if (step === undefined) return id;
  const node = isRecord(value) ? value : {};
  return { ...node, [step]: writeAt(node[step], rest, id) };
}

interface ModelSelectsProps {
  configKey: string;
  /** The editor's parsed value; the selects show only when it has the shape they edit. */
  value: unknown;
  onChange: (value: unknown) => void;
}

/**
 * A select per model role of a config value, offering exactly that role's allow-list. A stored id
 * outside it stays selected, marked "not allowed", so opening the editor never rewrites it.
 */
export function ModelSelects({ configKey, value, onChange }: ModelSelectsProps) {
  const { t } = useLingui();
  const idPrefix = useId();
  const fields = modelFields(configKey, {
    plan: t`Story plan model`,
    chapters: t`Chapters model`,
    picture: t`Picture model`,
    wordTimings: t`Word timings model`,
    safety: t`Safety check model`,
    off: t`Off (no second check)`,
    estimateOnly: t`None (estimated timings)`,
  });
  if (fields.length === 0 || (fields.some((field) => field.path.length > 0) ? !isRecord(value) : typeof value !== "string")) {
    return null;
  }

  return (
    <fieldset className="field">
      <legend>{t`Workers AI models`}</legend>
      {fields.map((field, index) => {
        const id = `${idPrefix}-${index}`;
        const current = readAt(value, field.path);
        const choices: string[] = [...(field.offLabel === undefined ? [] : [""]), ...AI_MODEL_IDS[field.role]];
        const shown = current === undefined ? "" : typeof current === "string" ? current : JSON.stringify(current);
        const known = choices.includes(shown);
        return (
          <div className="field" key={field.path.join(".") || field.role}>
            <label htmlFor={id}>{field.label}</label>
            <select id={id} value={shown} onChange={(event) => onChange(writeAt(value, field.path, event.target.value))}>
              {!known && (
                <option value={shown} disabled>
                  {current === undefined ? t`Not set` : t`${shown} (not allowed)`}
                </option>
              )}
              {choices.map((choice) => (
                <option key={choice} value={choice}>
                  {choice === "" ? field.offLabel : choice}
                </option>
              ))}
            </select>
          </div>
        );
      })}
    </fieldset>
  );
}
