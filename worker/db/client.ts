import { drizzle } from "drizzle-orm/d1";
import * as schema from "./schema";

export type Db = ReturnType<typeof db>;

/** A drizzle client over the request's D1 binding (cheap: no connection to pool). */
export function db(env: Pick<Env, "DB">) {
  return drizzle(env.DB, { schema });
}
