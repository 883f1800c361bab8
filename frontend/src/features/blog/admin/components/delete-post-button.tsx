import { useNavigate } from 'react-router-dom';
import type { BlogPost } from '@contract/blog';
import { buttonStyles } from '@frontend/components/buttons';
import { Dialog, DialogCancel } from '@frontend/components/dialog';
import { toast } from '@frontend/components/toast';
import { ApiError } from '@frontend/lib/api';
import { adminBlogText } from '../texts';
import { useDeletePost } from '../use-post-mutations';

const dangerButton =
  'inline-flex min-h-11 items-center justify-center rounded-md bg-red-700 px-5 py-2.5 text-sm font-medium text-white hover:bg-red-600 disabled:opacity-60';

/** Delete, after a confirmation in a modal dialog; back to the list when done. */
export function DeletePostButton({ post, afterDelete }: { post: BlogPost; afterDelete: string }) {
  const text = adminBlogText.deleteDialog;
  const navigate = useNavigate();
  const deletion = useDeletePost();

  const confirm = () =>
    deletion.mutate(post.id, {
      onSuccess: (reply) => {
        toast({ title: adminBlogText.toasts.deleted, description: reply.message });
        void navigate(afterDelete);
      },
      onError: (error) =>
        toast({
          title: adminBlogText.toasts.errorTitle,
          description:
            error instanceof ApiError && error.serverMessage ? error.serverMessage : adminBlogText.toasts.deleteFailed,
          variant: 'destructive',
        }),
    });

  return (
    <Dialog
      trigger={
        <button
          type="button"
          className={`${buttonStyles.secondary} border-red-800 text-red-200 hover:border-red-500 hover:text-red-100`}
        >
          {text.button}
        </button>
      }
      title={text.title}
      description={text.description(post.title)}
      closeLabel={text.close}
    >
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <DialogCancel label={text.cancel} />
        <button type="button" onClick={confirm} disabled={deletion.isPending} className={dangerButton}>
          {deletion.isPending ? text.deleting : text.confirm}
        </button>
      </div>
    </Dialog>
  );
}
