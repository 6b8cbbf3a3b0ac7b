import type { RequestIdVariables } from "hono/request-id";
import type { Db } from "./db/client";
import type { Role, Plan, Language } from "./db/schema";

/** The signed-in caller, decoded from the access token by the auth middleware. */
export interface AuthUser {
  id: string;
  role: Role;
  plan: Plan;
  language: Language;
}

export interface AppEnv {
  Bindings: Env;
  Variables: RequestIdVariables & {
    user?: AuthUser;
    /** The request's drizzle client (worker/http/middleware.ts), which routes hand to domain functions. */
    db: Db;
  };
}
