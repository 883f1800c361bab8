import { authorSchema, type Author } from '@content/schemas';
import { defineEditor } from '../editor-def';
import { columns, group, textBox, toggle } from '../form-spec';
import { listOf, listText, paragraphsOf, paragraphsText } from '../form-paths';
import { siteText } from '../texts';

const text = siteText.author;
const link = siteText.link;
const SOCIAL = ['goodreads', 'amazon', 'facebook', 'twitter', 'instagram'] as const;

/** Her details as the form holds them: the bio and genres as text, the rest as saved. */
type AuthorValues = Omit<Author, 'bio' | 'genres'> & { bio: string; genres: string };

export const authorEditor = defineEditor({
  schema: authorSchema,
  fromBody: (author): AuthorValues => ({ ...author, bio: paragraphsText(author.bio), genres: listText(author.genres) }),
  toBody: (values) => ({ ...values, bio: paragraphsOf(values.bio), genres: listOf(values.genres) }),
  form: () => [
    group(text.who, [
      textBox('name', text.name, { required: true }),
      textBox('tagline', text.tagline, { required: true }),
      textBox('bio', text.bio, { rows: 6, required: true }),
      textBox('email', text.email, { type: 'email', inputMode: 'email', required: true, verbatim: true }),
      textBox('genres', text.genres, { required: true }),
    ]),
    group(text.location, [
      columns('sm:grid-cols-2', [
        textBox('location.city', text.city, { required: true }),
        textBox('location.region', text.region, { required: true }),
        textBox('location.country', text.country, { required: true }),
        textBox('location.countryCode', text.countryCode, { maxLength: 2, required: true, verbatim: true }),
      ]),
    ]),
    group(
      text.social,
      SOCIAL.map((name) =>
        group(text.socialNames[name], [
          columns('sm:grid-cols-[14rem_1fr]', [
            textBox(`social.${name}.label`, link.label, { required: true }),
            textBox(`social.${name}.href`, link.href, { type: 'url', required: true, verbatim: true }),
          ]),
          toggle(`social.${name}.placeholder`, { label: link.hidden, hint: text.hiddenHint }),
        ]),
      ),
    ),
  ],
});
