import { useEffect } from "react";
import { ApiRequestError } from "./client";

export const isForbidden = (error: unknown): boolean => error instanceof ApiRequestError && error.status === 403;

/** Hands a 403 (the role is checked by the server) to the page, which says the area is for admins. */
export function useForbidden(error: unknown, onForbidden: () => void): void {
  useEffect(() => {
    if (isForbidden(error)) onForbidden();
  }, [error, onForbidden]);
}
