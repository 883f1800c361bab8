import type { SiteEmails } from '../schemas';

/**
 * The words of her welcome emails as the site first sends them (site/emails), which she then
 * rewrites in /admin → Site → Emails. `{$name}` is the reader's name, `{$author}` hers.
 */
export const siteEmails: SiteEmails = {
  listWelcome: {
    subject: 'Welcome to {$author}’s Voracious Readers!',
    heading: 'Welcome to the Voracious Readers!',
    greeting: 'Hi {$name|default("there")},',
    beforeStories: [
      'Thank you for joining. Get free short stories, early news of new releases, behind-the-scenes notes and the occasional ghost story, straight to your inbox.',
    ],
    storiesIntro: 'Start with a free story:',
    button: 'Read the Free Stories',
    afterStories: [
      'Want to read the books before anyone else? [Join the Dream Team](/voss-trials) for free advance reader copies.',
      'Add this address to your contacts so nothing ends up in spam.',
    ],
    signOff: 'Happy reading,',
  },
  dreamTeamWelcome: {
    subject: 'Welcome to the Dream Team!',
    heading: 'Welcome to the Dream Team!',
    greeting: 'Hi {$name|default("there")},',
    thanks: 'Thank you for joining. Here are your program details and next steps.',
    rolesHeading: 'The three roles',
    nextStepsHeading: 'Your next steps',
    nextSteps: [
      '{$author} reads every application and writes to you once she has decided on yours.',
      'Watch your inbox: when advance copies of the next release are ready, you will get an email with your copy and the date we need your feedback by.',
      'Add this address to your contacts so program emails never end up in spam.',
    ],
    professionalHeading: 'Professional Services',
    professional:
      'Professional service providers (editors, proofreaders and other professionals who charge for their work): reply to this email with your fee structure, the services you offer and your availability, and we will be in touch about paid projects.',
    newsletterNote:
      'You are also on {$author}’s reader list, the Voracious Readers, for free stories and release news.',
    signOff: 'Welcome aboard,',
  },
};
