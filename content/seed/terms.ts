import type { LegalWords } from '../schemas';

/**
 * The Terms of Service's words (/terms-of-service, docs/SPEC.md §2: a humorous intro and nine sections), as a new deployment starts with them. `{name}`, `{email}`, `{place}` and `{site}` are
 * filled in from her details and the site's address when the page is drawn (content/merge-fields.ts).
 */
export const termsWords: LegalWords = {
  heading: 'Terms of Service',
  effectiveDate: '2025-07-26',
  lastUpdated: '2025-07-26',
  intro: [
    'Welcome to {site}, the official website of {name}. Yes, these are the terms of service. No, there is no ghost hidden in the fine print (we checked twice, with the lights on).',
    'By browsing this site, signing up for the newsletter, joining the Dream Team or reading a free story, you agree to the terms below. They are written in plain language, because legalese is scarier than anything in the books. If you do not agree with them, please close the tab gently and back away slowly.',
  ],
  sections: [
    {
      id: 'use-of-the-site',
      heading: '1. Use of the Site',
      paragraphs: [
        'This site is here for readers: to browse books, read free stories and blog posts, join the mailing list and the Dream Team, and take part in the House Hippo Challenge. You may use it for personal, non-commercial purposes.',
        'When using the site, please do not:',
      ],
      list: [
        {
          label: null,
          text: 'break, overload, scrape or try to gain unauthorised access to the site or its systems;',
        },
        { label: null, text: 'sign up other people without their permission, or use a false identity;' },
        {
          label: null,
          text: 'post or submit anything unlawful, hateful, harassing or infringing in contest entries or messages;',
        },
        { label: null, text: 'use the site to send spam or to collect information about other visitors.' },
      ],
      closing: null,
    },
    {
      id: 'intellectual-property',
      heading: '2. Intellectual Property',
      paragraphs: [
        'All books, short stories, excerpts, blog posts, cover art, images and other content on this site are the property of {name} or used under licence, and are protected by Canadian and international copyright law.',
        'You are welcome to share links to any page and to quote short passages in reviews with credit. You may not copy, republish, sell, distribute or create derivative works from the content, including free stories and download links, without written permission. Free ebooks and download links are for your personal reading only; please do not post them publicly or share them in bulk.',
        'If you submit an entry to the House Hippo Challenge, you keep the rights to your work and give us permission to share and credit it on the site and on social media in connection with the contest.',
      ],
      list: null,
      closing: null,
    },
    {
      id: 'fictional-disclaimer',
      heading: '3. Fictional Disclaimer',
      paragraphs: [
        'The books and stories on this site are works of fiction. Names, characters, places, clinics, trials and incidents are products of the author’s imagination or are used fictitiously. Any resemblance to actual persons, living, dead or somewhere in between, or to actual events is purely coincidental.',
        'Real places such as Welland and the Niagara region appear in the stories, but their haunted residents, secret clinics and talking canal locks do not exist. Probably. Please do not hold séances on public property on our account.',
      ],
      list: null,
      closing: null,
    },
    {
      id: 'newsletter-and-email',
      heading: '4. Newsletter and Email Communications',
      paragraphs: [
        'When you sign up for the mailing list, download a free story or join the Dream Team, you agree to receive emails from {name}, such as new releases, free stories, download links, Dream Team program details and occasional news. We send these in line with Canada’s Anti-Spam Legislation (CASL).',
        'Every email includes an unsubscribe link, and you can unsubscribe at any time. Download links sent by email are personal to you and expire after a limited time.',
      ],
      list: null,
      closing: null,
    },
    {
      id: 'no-professional-advice',
      heading: '5. No Professional Advice',
      paragraphs: [
        'Nothing on this site is medical, psychological, legal, financial or paranormal advice. The clinics in the books are fictional and their treatments are not recommended. If you need help, please speak with a qualified professional; if you need to talk to the dead, we cannot help you with that either.',
      ],
      list: null,
      closing: null,
    },
    {
      id: 'limitation-of-liability',
      heading: '6. Limitation of Liability',
      paragraphs: [
        'The site and its content are provided “as is” and “as available”. We work hard to keep everything accurate and online, but we do not guarantee that the site will always be available, error-free or free of harmful components.',
        'To the fullest extent permitted by law, {name} is not liable for any indirect, incidental or consequential damages arising from your use of the site or of linked third-party sites, nor for lost sleep, sudden fear of the dark, reading until 3 a.m. or emotional attachment to fictional characters.',
      ],
      list: null,
      closing: null,
    },
    {
      id: 'termination',
      heading: '7. Termination',
      paragraphs: [
        'We may suspend or end your access to the site, the mailing list, the Dream Team or the House Hippo Challenge, at any time and without notice, if you break these terms or misuse the site. You may stop using the site and unsubscribe from emails whenever you like.',
        'Sections that by their nature should continue after termination, such as intellectual property and limitation of liability, will continue to apply.',
      ],
      list: null,
      closing: null,
    },
    {
      id: 'governing-law',
      heading: '8. Governing Law',
      paragraphs: [
        'These terms are governed by the laws of the Province of Ontario and the federal laws of Canada that apply there. Any dispute will be handled by the courts of Ontario, Canada, and you agree to their jurisdiction.',
      ],
      list: null,
      closing: null,
    },
    {
      id: 'changes-to-the-terms',
      heading: '9. Changes to the Terms',
      paragraphs: [
        'We may update these terms from time to time. When we do, we will change the “Last Updated” date at the top of this page, and for significant changes we may also let subscribers know by email. Continuing to use the site after changes means you accept the updated terms.',
      ],
      list: null,
      closing: null,
    },
  ],
  contact: { heading: 'Questions?', text: 'If you have any questions about these terms, please contact {name}:' },
};
