import { useMutation } from '@tanstack/react-query';
import { Dialog, DialogCancel, DialogClose } from '@frontend/components/dialog';
import { toast } from '@frontend/components/toast';
import { refundOrder, type SalesFigures } from '../api';
import { salesText } from '../texts';

const text = salesText.refund;
const dangerButton =
  'inline-flex min-h-11 items-center justify-center rounded-md bg-red-700 px-5 py-2.5 text-sm font-medium text-white hover:bg-red-600 disabled:opacity-60';
const rowButton =
  'inline-flex min-h-11 items-center justify-center rounded-md border border-red-800 px-3 py-2 text-sm text-red-200 hover:border-red-500 hover:text-red-100 disabled:opacity-60';

/**
 * An order's full refund, after a confirmation (Payhip's Refund button). The server asks Stripe;
 * the desk shows the order refunded once Stripe's webhook has said so (`onRequested` has the desk
 * read again until then). A second press refunds nothing more: the server sends Stripe the same
 * idempotency key.
 */
export function RefundButton({
  order,
  pending,
  onRequested,
}: {
  order: SalesFigures['orders'][number];
  pending: boolean;
  onRequested: (sessionId: string) => void;
}) {
  const amount = salesText.money(order.amount - order.refunded, order.currency);
  const refund = useMutation({
    mutationFn: () => refundOrder(order.sessionId),
    onSuccess: (reply) => {
      toast({ title: reply.outcome === 'requested' ? text.requested : text.already, description: reply.message });
      onRequested(order.sessionId);
    },
    onError: (error) => toast({ title: text.failed, description: error.message, variant: 'destructive' }),
  });
  if (pending || refund.isPending)
    return (
      <span role="status" className="text-sm whitespace-nowrap text-parchment-400">
        {text.pending}
      </span>
    );
  return (
    <Dialog
      trigger={
        <button type="button" className={rowButton}>
          {text.button}
        </button>
      }
      title={text.title}
      description={text.description(order.email, amount, order.title)}
      closeLabel={text.close}
    >
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <DialogCancel label={text.cancel} />
        <DialogClose asChild>
          <button type="button" onClick={() => refund.mutate()} className={dangerButton}>
            {text.confirm(amount)}
          </button>
        </DialogClose>
      </div>
    </Dialog>
  );
}
