import { useMutation, useQuery } from '@tanstack/react-query';
import { errorText, toast, TOAST_MS, useSession } from '@site/shared';
import { queryKeys, refreshQueries } from '@site/shared/src/query';
import { saveProfileField, type ProfileField } from '../api/profile.api';
import { securityApi, type MemberAvatar } from '../api/security.api';
import { profileStore, readProfile } from '../stores/profile-store';

const PROFILE_KEY = queryKeys.member('profile');

/**
 * The member's info and avatar, read when a member centre screen opens (product-rules 4: with a session the member
 * info is renewed). They land where the header and the member bar read them (the session, the profile store).
 */
export function useMemberProfile() {
  const session = useSession((s) => s.session);
  return useQuery({
    queryKey: [...PROFILE_KEY, session?.userName],
    queryFn: () => readProfile().then(() => true),
    enabled: !!session,
    // Opening the screen renews it (product-rules 4), even when it was read a moment ago.
    staleTime: 0,
  });
}

/** Saving a profile field or the avatar: toasted, then the profile is read again. */
export function useProfileChange(savedText: string) {
  const field = useMutation({
    mutationFn: ({ name, value }: { name: ProfileField; value: string }) => saveProfileField(name, value),
    onSuccess: () => refreshQueries(PROFILE_KEY),
  });
  const avatar = useMutation({
    mutationFn: (body: { avatarId: number } | { image: string }) => securityApi.saveAvatar(body),
    onSuccess: (saved: MemberAvatar) => profileStore.getState().setAvatar(saved),
  });
  const toasted = async (send: () => Promise<unknown>) => {
    try {
      await send();
      toast.show(savedText, 'success', TOAST_MS.success);
    } catch (error) {
      toast.show(errorText(error), 'error', TOAST_MS.short);
    }
  };
  return {
    saving: field.isPending ? (field.variables?.name ?? null) : avatar.isPending ? ('avatar' as const) : null,
    saveField: (name: ProfileField, value: string) => toasted(() => field.mutateAsync({ name, value })),
    saveAvatar: (body: { avatarId: number } | { image: string }) => toasted(() => avatar.mutateAsync(body)),
  };
}
