/**
 * The first screen's data, put into the page by the Worker (worker/http/first-data.ts) so that the
 * SPA need not ask for it after its code has loaded (src/app/first-data.ts reads it).
 */

/** The id of the <script type="application/json"> element that carries it. */
export const FIRST_DATA_ELEMENT_ID = "first-data";

/** The answer an anonymous GET of `path` gets from the API, as the SPA would have asked for it. */
export interface FirstData {
  path: string;
  body: unknown;
}
