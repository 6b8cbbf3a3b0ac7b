import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { queryKeys } from "../../shared/api/query-keys";
import {
  createExtraProfile,
  deleteExtraProfile,
  fetchUserDetails,
  listExtraProfiles,
  updateExtraProfile,
  type ExtraProfile,
  type ExtraProfileInput,
} from "./profile-api";
import { useSetSessionUser } from "./use-set-session-user";

/**
 * The account's details, fresh from the server each time the profile opens (never kept:
 * the session user is the copy on screen, and edits update it). Each answer replaces the
 * session user; a copy cached before this mount is not written back over later edits.
 */
export function useUserDetails() {
  const setSessionUser = useSetSessionUser();
  const query = useQuery({
    queryKey: queryKeys.userDetails,
    queryFn: ({ signal }) => fetchUserDetails(signal),
    staleTime: 0,
    gcTime: 0,
  });
  const { data, dataUpdatedAt } = query;
  const handled = useRef(dataUpdatedAt);
  useEffect(() => {
    if (!data || dataUpdatedAt === handled.current) return;
    handled.current = dataUpdatedAt;
    setSessionUser(data);
  }, [data, dataUpdatedAt, setSessionUser]);
  return query;
}

/** The account's extra profiles (the profile page lists them; a new story may be for one). */
export function useExtraProfiles() {
  return useQuery({ queryKey: queryKeys.extraProfiles, queryFn: ({ signal }) => listExtraProfiles(signal) });
}

/** Adding, editing and deleting extra profiles; each answer is written into the cached list. */
export function useExtraProfileChanges() {
  const queryClient = useQueryClient();
  const update = (change: (profiles: ExtraProfile[]) => ExtraProfile[]) =>
    queryClient.setQueryData<ExtraProfile[]>(queryKeys.extraProfiles, (profiles) => profiles && change(profiles));
  const put = (profile: ExtraProfile) =>
    update((profiles) =>
      profiles.some((item) => item._id === profile._id)
        ? profiles.map((item) => (item._id === profile._id ? profile : item))
        : [...profiles, profile],
    );
  return {
    create: useMutation({ mutationFn: (input: ExtraProfileInput) => createExtraProfile(input), onSuccess: put }),
    update: useMutation({
      mutationFn: ({ id, input }: { id: string; input: ExtraProfileInput }) => updateExtraProfile(id, input),
      onSuccess: put,
    }),
    remove: useMutation({
      mutationFn: (id: string) => deleteExtraProfile(id),
      onSuccess: (_, id) => update((profiles) => profiles.filter((item) => item._id !== id)),
    }),
  };
}
