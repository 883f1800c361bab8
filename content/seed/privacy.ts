import type { LegalWords } from '../schemas';
import { REQUEST_LOG_DAYS } from '../site';

/**
 * The Privacy Policy's words (/privacy-policy, docs/SPEC.md §2), which describe what this build does: our own mailing list and newsletters (MailerLite an optional copy), our own expiring download links, first-party analytics in our own database, hosting on AWS, local storage rather than tracking cookies, as a new deployment starts with them. `{name}`, `{email}`, `{place}` and `{site}` are
 * filled in from her details and the site's address when the page is drawn (content/merge-fields.ts).
 */
export const privacyWords: LegalWords = {
  heading: 'Privacy Policy',
  effectiveDate: '2025-07-26',
  lastUpdated: '2025-07-26',
  intro: [
    'This Privacy Policy explains what information {name} (“we”, “us”) collects through {site}, how it is used, and the choices you have. We collect as little as we can, and we never sell or rent your personal information to anyone.',
  ],
  sections: [
    {
      id: 'information-we-collect',
      heading: 'Information We Collect',
      paragraphs: ['We collect only what we need to run the site and send you the stories you ask for:'],
      list: [
        {
          label: 'Information you give us',
          text: 'your email address and, if you choose, your first name when you join the mailing list, download a free story or join the Dream Team, plus anything you write to us by email.',
        },
        {
          label: 'Signup details',
          text: 'which form you used (for example the Dream Team page or a free story), and the date and time you signed up.',
        },
        {
          label: 'Anonymous usage data',
          text: 'the pages you visit, the page that referred you, a shortened description of your browser (its first 100 characters), the time of each visit and a random session identifier. This data does not include your name or email address.',
        },
        {
          label: 'Download activity',
          text: 'when a personal download link sent to you is used, so we can tell whether your book arrived.',
        },
      ],
      closing: null,
    },
    {
      id: 'how-we-use-information',
      heading: 'How We Use Your Information',
      paragraphs: ['We use your information to:'],
      list: [
        { label: null, text: 'send the newsletter, free stories, download links and the updates you signed up for;' },
        {
          label: null,
          text: 'run the Dream Team program, including sending advance copies and program details to members;',
        },
        { label: null, text: 'reply to your messages and run the House Hippo Challenge;' },
        { label: null, text: 'understand which pages and books readers enjoy, so we can improve the site;' },
        { label: null, text: 'keep the site and its download links secure and prevent abuse.' },
      ],
      closing: [
        'We do not sell, rent or trade your personal information, and we do not use it for advertising profiles.',
      ],
    },
    {
      id: 'third-party-services',
      heading: 'Third-Party Services',
      paragraphs: [
        'We rely on a small number of trusted providers. They process data only on our behalf and only for the purposes below:',
      ],
      list: [
        {
          label: 'Email marketing',
          text: 'we keep the mailing list and send newsletters ourselves, through Amazon’s email service (below). We record whether each newsletter was delivered, bounced or marked as spam. Most newsletters do not record whether you open them or click their links; for the few that do, Amazon’s email service adds a tiny image and routes each link through itself, and we keep only whether you opened the email and whether you clicked a link in it. We may also keep a copy of the list (email address and optional first name) at MailerLite; its handling of your data is described in the MailerLite privacy policy.',
        },
        {
          label: 'Book delivery',
          text: 'free and purchased ebooks are delivered through personal download links that we create ourselves; they expire after a limited time (24 hours for personal links) and are emailed to you by our own email service.',
        },
        {
          label: 'Web analytics',
          text: 'we use our own first-party, privacy-friendly analytics. Visit data is stored in our own database, is not shared with advertising networks or analytics companies, and does not identify you by name.',
        },
        {
          label: 'Hosting',
          text: `the site, its database, its email sending and its ebook files are hosted on Amazon Web Services (AWS). AWS logs each request to the site (the page or link asked for, your IP address and a description of your browser); we keep those logs for ${REQUEST_LOG_DAYS} days, to find faults and abuse, and then they are deleted.`,
        },
      ],
      closing: null,
    },
    {
      id: 'cookies',
      heading: 'Cookies and Local Storage',
      paragraphs: [
        'We do not use advertising or third-party tracking cookies. The site keeps a few small items in your browser’s local storage: a random session identifier, your recent page history on this site (the last 50 pages), visit timing, and whether you have dismissed the newsletter prompt, so it does not keep reappearing.',
        'You can clear these at any time in your browser settings. The site will still work; the newsletter prompt may simply show up again.',
      ],
      list: null,
      closing: null,
    },
    {
      id: 'data-security',
      heading: 'Data Security',
      paragraphs: [
        'All traffic to the site is encrypted with HTTPS. Subscriber data is stored in access-controlled systems, administrative tools are protected by sign-in, and download links carry unguessable, expiring tokens.',
        'No method of transmission or storage is perfectly secure, but we take reasonable measures to protect your information and will let you know if a breach ever affects your data, as the law requires.',
      ],
      list: null,
      closing: null,
    },
    {
      id: 'your-rights',
      heading: 'Your Rights',
      paragraphs: [
        'Wherever you live, you have the following rights over your personal information, in line with Canadian privacy law (PIPEDA) and the EU General Data Protection Regulation (GDPR):',
      ],
      list: [
        { label: 'Access', text: 'ask for a copy of the personal information we hold about you.' },
        {
          label: 'Correction',
          text: 'ask us to correct information that is inaccurate or incomplete; you can change your name, your lists and your email address yourself from the preferences link in any of our emails.',
        },
        {
          label: 'Deletion',
          text: 'ask us to delete your personal information. We then keep only a one-way fingerprint of your email address (from which the address cannot be read back), so it is never added to our list again by mistake.',
        },
        { label: 'Objection', text: 'object to or ask us to restrict how we use your information.' },
        { label: 'Portability', text: 'receive your information in a common, machine-readable format.' },
        {
          label: 'Withdraw consent',
          text: 'unsubscribe at any time using the link at the bottom of every email, or by writing to us.',
        },
      ],
      closing: [
        'To use any of these rights, email {email}. We will respond within 30 days. You also have the right to complain to your local data-protection authority, such as the Office of the Privacy Commissioner of Canada.',
      ],
    },
    {
      id: 'external-links',
      heading: 'External Links',
      paragraphs: [
        'The site links to other websites, such as Amazon, Goodreads, Facebook, YouTube and the tip-jar and fundraising pages. We are not responsible for their content or privacy practices; please read their privacy policies before sharing information with them.',
      ],
      list: null,
      closing: null,
    },
    {
      id: 'childrens-privacy',
      heading: 'Children’s Privacy',
      paragraphs: [
        'The site and its books are intended for adult readers. We do not knowingly collect personal information from children under 13. If you believe a child under 13 has given us personal information, please contact us and we will delete it promptly.',
      ],
      list: null,
      closing: null,
    },
    {
      id: 'updates-and-contact',
      heading: 'Updates and Contact',
      paragraphs: [
        'We may update this Privacy Policy from time to time. When we do, we will change the “Last Updated” date above, and for significant changes we will let subscribers know by email.',
        'Questions, requests or concerns about your privacy are always welcome. Contact {name} at {email}, {place}.',
      ],
      list: null,
      closing: null,
    },
  ],
  contact: { heading: 'Contact', text: '{name}, privacy questions:' },
};
