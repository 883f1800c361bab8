import { renderBlocks } from './blocks';
import type { Sender } from './footer';
import { renderTransactionalEmail, type RenderedEmail } from './layout';

/**
 * A direct purchase refunded in full (from the sales desk or Stripe's dashboard): the buyer is told
 * the money is on its way back and that the book's links no longer open it. Not list mail: no
 * unsubscribe footer.
 */
export interface RefundValues {
  title: string;
  /** "$4.99": what was refunded. */
  amount: string;
  paidOn: string;
}

export function refundEmail(sender: Sender, values: RefundValues): RenderedEmail {
  const { title, amount, paidOn } = values;
  const subject = `Your refund for ${title}`;
  const content = renderBlocks([
    { h1: 'Your money is on its way back' },
    {
      p: ['We refunded ', { strong: amount }, ' for ', { strong: title }, `, bought on ${paidOn}.`],
    },
    {
      p: 'It goes back to the card or account you paid with. Banks take 5 to 10 days to show it on your statement.',
    },
    {
      p: 'As the book is refunded, its download link and its place in My books no longer open it.',
    },
    { p: 'A question? Reply to this email.' },
    { lines: ['With thanks,', sender.name] },
  ]);
  return renderTransactionalEmail(sender, { subject, ...content });
}
