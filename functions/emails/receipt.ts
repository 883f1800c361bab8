import { EPUB_READING_HELP } from '../../content/site';
import { LIBRARY_LINK_DAYS, ORDER_MAX_DOWNLOADS } from '../contract/sales';
import { renderBlocks } from './blocks';
import type { Sender } from './footer';
import { renderTransactionalEmail, type RenderedEmail } from './layout';

/**
 * The receipt of a direct purchase: not list mail (buying subscribes nobody), so no
 * unsubscribe footer; it offers the list, whose sign-up asks for confirmation as every sign-up does.
 */
export interface ReceiptValues {
  title: string;
  /** "$4.99" */
  amount: string;
  paidOn: string;
  orderUrl: string;
  signUpUrl: string;
  /** The buyer's library ("My books"): every book they bought here, by a link that lasts LIBRARY_LINK_DAYS. */
  libraryUrl: string;
}

export function receiptEmail(sender: Sender, values: ReceiptValues): RenderedEmail {
  const { title, amount, paidOn, orderUrl, signUpUrl, libraryUrl } = values;
  const subject = `Your copy of ${title}`;
  const content = renderBlocks([
    { h1: `Thank you for buying ${title}` },
    { p: ['Your own copy of ', { strong: title }, ' is ready. Its first page carries your name: it is yours alone.'] },
    { button: `Download ${title}`, href: orderUrl },
    {
      p: `This link is yours to keep. It allows ${ORDER_MAX_DOWNLOADS} downloads, so you can put the book on each of your devices.`,
    },
    { buttonFallback: orderUrl },
    { p: EPUB_READING_HELP },
    {
      p: [
        'Every book you buy here stays in ',
        { link: 'My books', href: libraryUrl },
        `, your library on this site. The link opens it for ${LIBRARY_LINK_DAYS} days; after that, its page emails you a fresh one.`,
      ],
    },
    { h2: 'Receipt' },
    {
      ul: [
        [{ strong: title }, ' (EPUB ebook)'],
        `Paid ${amount} on ${paidOn}`,
        `Sold by ${sender.name}; the payment was taken by Stripe.`,
      ],
    },
    {
      p: [
        'Buying a book does not put you on any mailing list. If you would like to hear when the next book is out, ',
        { link: 'sign up here', href: signUpUrl },
        ' and confirm by email.',
      ],
    },
    { lines: ['Happy reading,', sender.name] },
  ]);
  return renderTransactionalEmail(sender, { subject, ...content });
}
