import { houseHippoWordsSchema, type HouseHippoWords } from '@content/schemas';
import { defineEditor } from '../editor-def';
import { group, textBox } from '../form-spec';
import { listItemsOf, listItemsText, paragraphsOf, paragraphsText } from '../form-paths';
import { siteText } from '../texts';
import { mergeFieldsNote, sectionBodies, sectionRows, sectionValues, type SectionValues } from './page-words';

const text = siteText.houseHippoWords;
const words = siteText.pageWords;

type Contest = HouseHippoWords['contest'];
/** The House Hippo page as the form holds it: paragraphs and lists each as one text. */
type HouseHippoValues = Omit<HouseHippoWords, 'sections' | 'contest'> & {
  sections: SectionValues[];
  contest: Omit<Contest, 'intro' | 'formats' | 'howToEnter' | 'finePrint'> & {
    intro: string;
    formats: string;
    howToEnter: string;
    finePrint: string;
  };
};

/** A heading and its caption, under the video it is about. */
const videoText = (path: 'originalVideo' | 'challengeVideo') => [
  textBox<HouseHippoValues>(`${path}.heading`, words.heading, { required: true }),
  textBox<HouseHippoValues>(`${path}.caption`, text.caption, { rows: 3, required: true }),
];

/** The House Hippo Challenge page's words (its videos are their own piece). */
export const houseHippoWordsEditor = defineEditor({
  schema: houseHippoWordsSchema,
  fromBody: ({ contest, ...page }): HouseHippoValues => ({
    ...page,
    sections: page.sections.map(sectionValues),
    contest: {
      ...contest,
      intro: paragraphsText(contest.intro),
      formats: listItemsText(contest.formats),
      howToEnter: listItemsText(contest.howToEnter),
      finePrint: paragraphsText(contest.finePrint),
    },
  }),
  toBody: (values) => ({
    ...values,
    sections: sectionBodies(values.sections),
    contest: {
      ...values.contest,
      intro: paragraphsOf(values.contest.intro),
      formats: listItemsOf(values.contest.formats),
      howToEnter: listItemsOf(values.contest.howToEnter),
      finePrint: paragraphsOf(values.contest.finePrint),
    },
  }),
  form: () => [
    mergeFieldsNote(),
    group(text.banner, [
      textBox('banner.eyebrow', words.eyebrow, { required: true }),
      textBox('banner.heading', words.heading, { required: true }),
      textBox('banner.subheading', words.subheading, { rows: 2, required: true }),
    ]),
    group(text.originalVideo, videoText('originalVideo')),
    group(text.challengeVideo, videoText('challengeVideo')),
    sectionRows('sections'),
    group(
      text.contest,
      [
        textBox('contest.heading', words.heading, { required: true }),
        textBox('contest.intro', words.paragraphs, { rows: 3 }),
        textBox('contest.formatsHeading', text.formatsHeading, { required: true }),
        textBox('contest.formats', text.formats, { rows: 4, required: true }),
        textBox('contest.howToEnterHeading', text.howToEnterHeading, { required: true }),
        textBox('contest.howToEnter', words.items, { rows: 4, required: true }),
        textBox('contest.prizeHeading', text.prizeHeading, { required: true }),
        textBox('contest.prize', text.prize, { rows: 2, required: true }),
        textBox('contest.finePrint', text.finePrint, { rows: 5 }),
      ],
      text.contestHint,
    ),
    group(text.links, [
      textBox('watchOriginalLabel', text.watchOriginalLabel, { required: true }),
      textBox('joinGroupLabel', text.joinGroupLabel, { required: true }),
    ]),
  ],
});
