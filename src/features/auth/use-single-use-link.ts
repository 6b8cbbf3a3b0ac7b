import { useEffect, useState } from "react";
import { api } from "../../shared/api/client";

export type LinkState = "loading" | "success" | "noToken" | "failure";

/**
 * One request per endpoint, token and page load: mailed tokens are single-use,
 * so StrictMode's second effect run (or a remount) must reuse the first answer,
 * not spend the token twice.
 */
const requests = new Map<string, Promise<unknown>>();

function postToken(path: string, token: string): Promise<unknown> {
  const key = `${path} ${token}`;
  let request = requests.get(key);
  if (!request) {
    request = api<unknown>(path, { method: "POST", body: { token } });
    requests.set(key, request);
  }
  return request;
}

/** Follows a mailed link: posts its token to `path` once and reports the SPEC §2 states. */
export function useSingleUseLink(path: string, token: string | null): LinkState {
  const [state, setState] = useState<LinkState>(token ? "loading" : "noToken");
  useEffect(() => {
    if (!token) {
      setState("noToken");
      return;
    }
    let active = true;
    setState("loading");
    postToken(path, token).then(
      () => active && setState("success"),
      () => active && setState("failure"),
    );
    return () => {
      active = false;
    };
  }, [path, token]);
  return state;
}
