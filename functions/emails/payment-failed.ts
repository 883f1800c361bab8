import { renderBlocks } from './blocks';
import type { Sender } from './footer';
import { renderTransactionalEmail, type RenderedEmail } from './layout';

/**
 * A direct purchase paid by a method that settles later (a bank debit) whose payment then failed:
 * the thank-you page told the buyer the book would follow, so they are told it will not. Not list
 * mail: no unsubscribe footer.
 */
export interface PaymentFailedValues {
  title: string;
  /** "$4.99" */
  amount: string;
  /** The book on /books, to buy it again. */
  booksUrl: string;
}

export function paymentFailedEmail(sender: Sender, values: PaymentFailedValues): RenderedEmail {
  const { title, amount, booksUrl } = values;
  const subject = `Your payment for ${title} did not go through`;
  const content = renderBlocks([
    { h1: 'Your payment did not go through' },
    {
      p: [
        'Your bank did not complete the payment of ',
        { strong: amount },
        ' for ',
        { strong: title },
        ', so nothing was charged and no book was sent.',
      ],
    },
    { p: 'If you would still like the book, you can buy it again, with a card or another way to pay:' },
    { button: `Buy ${title} again`, href: booksUrl },
    { buttonFallback: booksUrl },
    { p: 'A question? Reply to this email.' },
    { lines: ['With thanks,', sender.name] },
  ]);
  return renderTransactionalEmail(sender, { subject, ...content });
}
