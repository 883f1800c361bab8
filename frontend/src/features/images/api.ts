import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, callApi } from '../../lib/api';
import { imagesQuery } from '../../lib/images-query';
import { imagesText as text } from './texts';

export { imagesQuery };

/** A presigned POST, sent with XMLHttpRequest: fetch cannot report an upload's progress. */
function post(url: string, form: FormData, onProgress: (percent: number) => void): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => resolve(request.status);
    request.onerror = () => reject(new ApiError(0, text.uploadUnreachable));
    request.send(form);
  });
}

export type UploadStage = { stage: 'sending'; percent: number } | { stage: 'preparing' };

/**
 * Sends the picture straight to the bucket (the API grants a presigned POST), then asks the API to
 * keep it with its alt text: that is when it is checked and its sizes are made.
 */
export function useUploadImage(onStage: (stage: UploadStage) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ file, alt }: { file: File; alt: string }) => {
      const grant = await callApi('startImageUpload', { body: { filename: file.name, bytes: file.size } });
      if (file.size > grant.maxBytes) throw new ApiError(400, text.tooLarge(grant.maxBytes));
      const form = new FormData();
      for (const [name, value] of Object.entries(grant.fields)) form.append(name, value);
      form.append('file', file);
      onStage({ stage: 'sending', percent: 0 });
      const status = await post(grant.url, form, (percent) => onStage({ stage: 'sending', percent }));
      if (status >= 300) throw new ApiError(status, text.uploadRefused(status));
      onStage({ stage: 'preparing' });
      return callApi('createImage', { body: { uploadId: grant.uploadId, alt } });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: imagesQuery().queryKey }),
  });
}
