import { defineEditor } from '../editor-def';
import { group, newPieceId, note, textBox, toggle } from '../form-spec';
import { isStillSample, newStoryValues, storyBodies, storyIdOf, type StoryFormValues } from '../story-body';
import { siteText } from '../texts';

const text = siteText.story;

export const storyEditor = defineEditor({
  ...storyBodies,
  newPiece: { heading: text.newHeading, kind: 'story', values: newStoryValues },
  form: (values, { isNew }) => [
    group(
      text.listing,
      [
        textBox('title', text.title, { required: true }),
        newPieceId(values, isNew, storyIdOf, { ...text.id, locked: text.idLocked }),
        textBox('genre', text.genre, { required: true }),
        textBox('description', text.description, { rows: 3, required: true }),
        textBox('teaser', text.teaser, { rows: 3, required: true }),
        toggle('featured', text.featured),
        toggle('editoriallyReviewed', text.editoriallyReviewed),
        textBox('reedyPromptsUrl', text.reedyPromptsUrl, { type: 'url', verbatim: true }),
      ],
      text.listingHint,
    ),
    group(text.words, [
      // Said while the text is the sample: saving her own clears it (story-body.ts).
      ...(values.sampleText === null
        ? []
        : [note<StoryFormValues>(isStillSample(values) ? text.sampleNote : text.sampleReplaced)]),
      textBox('text', text.text, { rows: 20, required: true }),
    ]),
  ],
});
