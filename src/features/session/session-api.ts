import { client, json } from "../../shared/api/client";

/**
 * POST /api/users/logout. The request is built at once, with the token stored now, so it
 * still carries it when the caller removes the token right after.
 */
export function signOutOnServer(): Promise<unknown> {
  return json(client.api.users.logout.$post());
}
