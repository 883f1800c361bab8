import { AUTHOR_NAME } from '../../content/author';
import { dreamTeamPage } from '../../content/pages/dream-team';
import { uiText } from '../../content/site';
import { shortStories } from '../../content/stories';
import { html } from './html';
import { emailButton, type EmailContent } from './layout';

/** Who a welcome is for: their name, if they gave one. */
interface Reader {
  name?: string;
}

const greeting = (name: string | undefined) => (name ? `Hi ${name},` : 'Hi there,');

/** The welcome of the mailing list (the Voracious Readers). */
export function mailingListWelcome(siteUrl: string, subscriber: Reader): EmailContent {
  const storiesUrl = `${siteUrl}/short-stories`;
  const dreamTeamUrl = `${siteUrl}/voss-trials`;
  const featured = shortStories.filter((story) => story.featured);
  const subject = `Welcome to ${AUTHOR_NAME}’s Voracious Readers!`;
  return {
    subject,
    html: html`<h1 style="font-size:24px;margin:0 0 16px">Welcome to the Voracious Readers!</h1>
<p>${greeting(subscriber.name)}</p>
<p>Thank you for joining. ${uiText.signup.pageIntro}</p>
<p>Start with a free story:</p>
<ul>${featured.map((story) => html`<li><strong>${story.title}</strong> (${story.genre}): ${story.description}</li>`)}</ul>
${emailButton(storiesUrl, 'Read the Free Stories')}
<p>Want to read the books before anyone else? <a href="${dreamTeamUrl}">Join the Dream Team</a> for free advance reader copies.</p>
<p>Add this address to your contacts so nothing ends up in spam.</p>
<p>Happy reading,<br>${AUTHOR_NAME}</p>`,
    text: `Welcome to the Voracious Readers!

${greeting(subscriber.name)}

Thank you for joining. ${uiText.signup.pageIntro}

Start with a free story:
${featured.map((story) => `- ${story.title} (${story.genre}): ${story.description}`).join('\n')}

Read the free stories: ${storiesUrl}

Want to read the books before anyone else? Join the Dream Team for free advance reader copies: ${dreamTeamUrl}

Add this address to your contacts so nothing ends up in spam.

Happy reading,
${AUTHOR_NAME}
`,
  };
}

/** The Dream Team's own texts (content/pages/dream-team.ts), plus next steps and the fee-structure invitation. */
export function dreamTeamWelcome(subscriber: Reader): EmailContent {
  const page = dreamTeamPage;
  const subject = page.form.success.heading;
  const nextSteps = [
    'Reply to this email and tell us which role suits you best (beta reader, editor or reviewer) and which genres you love to read.',
    'Watch your inbox: when advance copies of the next release are ready, you will get an email with your copy and the date we need your feedback by.',
    'Add this address to your contacts so program emails never end up in spam.',
  ];
  const professional =
    'Professional service providers (editors, proofreaders and other professionals who charge for their work): reply to this email with your fee structure, the services you offer and your availability, and we will be in touch about paid projects.';
  const sections = page.guidelines.sections.filter((section) => section.id !== 'professional-services');
  return {
    subject,
    html: html`<h1 style="font-size:24px;margin:0 0 16px">${page.form.success.heading}</h1>
<p>${greeting(subscriber.name)}</p>
<p>Thank you for joining. Here are your program details and next steps.</p>
${page.intro.map((paragraph) => html`<p>${paragraph}</p>`)}
<h2 style="font-size:20px">The three roles</h2>
<ul>${page.cards.map((card) => html`<li><strong>${card.title}</strong>: ${card.description}</li>`)}</ul>
<h2 style="font-size:20px">${page.guidelines.heading}</h2>
<p>${page.guidelines.intro}</p>
${sections.map(
  (section) => html`<h3 style="font-size:17px;margin-bottom:4px">${section.heading}</h3>
${section.paragraphs.map((paragraph) => html`<p>${paragraph}</p>`)}
${section.list ? html`<ul>${section.list.map((item) => html`<li>${item.label ? html`<strong>${item.label}</strong>: ` : ''}${item.text}</li>`)}</ul>` : ''}`,
)}
<h2 style="font-size:20px">Your next steps</h2>
<ol>${nextSteps.map((step) => html`<li>${step}</li>`)}</ol>
<h2 style="font-size:20px">Professional Services</h2>
<p>${professional}</p>
<p>You are also on ${AUTHOR_NAME}’s reader list, the Voracious Readers, for free stories and release news.</p>
<p>Welcome aboard,<br>${AUTHOR_NAME}</p>`,
    text: [
      page.form.success.heading,
      '',
      greeting(subscriber.name),
      '',
      'Thank you for joining. Here are your program details and next steps.',
      '',
      ...page.intro.flatMap((paragraph) => [paragraph, '']),
      'THE THREE ROLES',
      ...page.cards.map((card) => `- ${card.title}: ${card.description}`),
      '',
      page.guidelines.heading.toUpperCase(),
      page.guidelines.intro,
      '',
      ...sections.flatMap((section) => [
        section.heading,
        ...section.paragraphs,
        ...(section.list ?? []).map((item) => `- ${item.label ? `${item.label}: ` : ''}${item.text}`),
        '',
      ]),
      'YOUR NEXT STEPS',
      ...nextSteps.map((step, i) => `${i + 1}. ${step}`),
      '',
      'PROFESSIONAL SERVICES',
      professional,
      '',
      `You are also on ${AUTHOR_NAME}’s reader list, the Voracious Readers, for free stories and release news.`,
      '',
      'Welcome aboard,',
      AUTHOR_NAME,
    ].join('\n'),
  };
}

