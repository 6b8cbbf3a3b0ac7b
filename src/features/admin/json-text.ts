import { CONFIG_VALUE_MAX_BYTES, configValueBytes } from "../../../shared/configs";

export type JsonParse =
  | { status: "empty" }
  | { status: "invalid" }
  | { status: "tooLarge" }
  | { status: "valid"; value: unknown };

/** Reads the JSON editor's text: any JSON value, `null` included (docs/product.md §3). */
export function parseJsonText(text: string): JsonParse {
  if (text.trim() === "") return { status: "empty" };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { status: "invalid" };
  }
  if (configValueBytes(value) > CONFIG_VALUE_MAX_BYTES) return { status: "tooLarge" };
  return { status: "valid", value };
}

/** Pretty-printed JSON, as shown in the list and in the editor. */
export function formatJson(value: unknown): string {
  return JSON.stringify(value, null, 2) ?? "";
}
