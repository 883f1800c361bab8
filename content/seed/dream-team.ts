import type { DreamTeamWords } from '../schemas';

/**
 * The Dream Team page's words (/voss-trials, docs/SPEC.md §2) as a new deployment starts with them:
 * header, intro, the three cards, the program guidelines, and the form's heading, intro and welcome.
 * `{name}` is her name, filled in when the page is drawn (content/merge-fields.ts).
 */
export const dreamTeamWords: DreamTeamWords = {
  header: {
    eyebrow: 'Free Advance Reader Copies',
    heading: 'Join the Dream Team',
    subheading: "Read {name}'s books before anyone else, and help make them unforgettable.",
  },
  intro: [
    "The Dream Team is {name}'s inner circle of beta readers, editors and reviewers. Members get free early access to upcoming releases, starting with the Voss Trials advance copies, in exchange for honest feedback and reviews.",
    'Whether you devour thrillers in a single sitting, have a sharp eye for a dropped comma, or love telling other readers what to pick up next, there is a seat at the table for you.',
  ],
  cards: [
    {
      id: 'beta-readers',
      title: 'Beta Readers',
      description:
        'Read early drafts and tell us what works and what doesn’t: the twists you saw coming, the scenes that dragged, the characters you would follow anywhere.',
      perks: ['Early drafts before release', 'Your feedback shapes the final book', 'Thanks in the acknowledgements'],
    },
    {
      id: 'editors',
      title: 'Editors',
      description:
        'Copy editors, proofreaders and developmental editors who help polish each manuscript, catching continuity slips, typos and tangled timelines before readers do.',
      perks: ['Advance manuscripts', 'Credit for your work', 'Paid engagements for professionals'],
    },
    {
      id: 'reviewers',
      title: 'Reviewers',
      description:
        'Receive free advance reader copies (ARCs) and post honest reviews around launch day on Amazon, Goodreads and your own channels, helping new readers find the books.',
      perks: ['Free ARCs of upcoming releases', 'First look at covers and blurbs', 'Priority for future releases'],
    },
  ],
  guidelines: {
    heading: 'Program Guidelines',
    intro: 'The Dream Team works because everyone in it can be trusted. Here is what we ask, and what you can expect.',
    sections: [
      {
        id: 'who-its-for',
        heading: 'Who It’s For',
        paragraphs: [
          'Readers aged 18 and over who enjoy supernatural fiction, psychological thrillers, dark romance or historical fiction, and who like to think about why a story works. You don’t need any experience: just curiosity, honesty and time to read.',
          'Professional editors and proofreaders are welcome too (see Professional Services below).',
        ],
        list: null,
        closing: null,
      },
      {
        id: 'participation-requirements',
        heading: 'Participation Requirements',
        paragraphs: ['As a Dream Team member, you agree to:'],
        list: [
          {
            label: 'Honest feedback, on time',
            text: 'read your copy and send your feedback by the agreed deadline; honest beats polite every time.',
          },
          {
            label: 'Confidentiality',
            text: 'keep advance copies private and never share files, excerpts or spoilers before release.',
          },
          {
            label: 'Reviews',
            text: 'post your review on the platforms we agree on (such as Amazon and Goodreads), following their rules for free review copies.',
          },
          {
            label: 'Professional communication',
            text: 'be respectful and constructive with the author and other members.',
          },
        ],
        closing: null,
      },
      {
        id: 'monitoring-and-accountability',
        heading: 'Monitoring and Accountability',
        paragraphs: [
          'Participation is tracked so that advance copies go to the people who use them. Members who consistently give valuable, timely feedback and reviews receive priority access to future releases.',
          'Members who miss deadlines repeatedly without notice, leak copies, post spoilers or treat others disrespectfully will be removed from the program.',
        ],
        list: null,
        closing: null,
      },
      {
        id: 'professional-services',
        heading: 'Professional Services',
        paragraphs: [
          'Are you a professional editor or proofreader who charges for your services? Sign up below, then reply to the welcome email with your services, rates and availability, and we will be in touch about paid projects.',
        ],
        list: null,
        closing: null,
      },
    ],
  },
  form: {
    heading: 'Sign Up for the Dream Team',
    intro: 'Enter your email and we will send you the program details and your next steps.',
    success: {
      paragraphs: [
        'Thank you for joining. Check your email for program details and your next steps.',
        'Professional service providers: reply to the welcome email with your fee structure.',
      ],
    },
  },
};
