import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { HEADSHOT_FIELD, type HeadshotInfo, memberHeadshotInfoRoute, uploadMemberHeadshotRoute } from '@greenroom/contracts';
import { apiFetch } from '@greenroom/sdk';
import { fetchBinary } from '../../../common/fetch-binary';
import { headshotAddress } from '../../../common/headshot-address';

const headshotKey = (memberId: string) => ['auditions', 'headshot', memberId] as const;

export const fetchHeadshotInfo = (memberId: string) =>
  apiFetch(memberHeadshotInfoRoute, { params: { memberId } }).then((response) => response.headshot);

export const useHeadshotInfo = (memberId: string) =>
  useQuery({ queryKey: headshotKey(memberId), queryFn: () => fetchHeadshotInfo(memberId), retry: false });

export const fetchHeadshotImage = (headshot: HeadshotInfo) => fetchBinary(headshotAddress(headshot));

export async function uploadHeadshot(memberId: string, file: File): Promise<HeadshotInfo | null> {
  const form = new FormData();
  form.append(HEADSHOT_FIELD, file);
  const response = await apiFetch(uploadMemberHeadshotRoute, { params: { memberId }, body: form });
  return response.headshot;
}

export function useUploadHeadshot(memberId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadHeadshot(memberId, file),
    onSuccess: (headshot) => queryClient.setQueryData(headshotKey(memberId), headshot),
  });
}
