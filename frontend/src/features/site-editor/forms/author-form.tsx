import { authorSchema, type Author } from '@content/schemas';
import { defineEditor } from '../editor-def';
import { FieldGroup, TextField, ToggleField, type FieldKit } from '../components/fields';
import { listOf, listText, paragraphsOf, paragraphsText } from '../form-paths';
import { siteText } from '../texts';

const text = siteText.author;
const SOCIAL = ['goodreads', 'amazon', 'facebook', 'twitter', 'instagram'] as const;

/** Her details as the form holds them: the bio and genres as text, the rest as saved. */
type AuthorValues = Omit<Author, 'bio' | 'genres'> & { bio: string; genres: string };

const socialWords = Object.fromEntries(
  SOCIAL.flatMap((name) => [
    [`social.${name}.label`, siteText.linkWords.label],
    [`social.${name}.href`, siteText.linkWords.href],
  ]),
);

export const authorEditor = defineEditor<AuthorValues>({
  schema: authorSchema,
  fromBody: (body) => {
    const author = body as Author;
    return { ...author, bio: paragraphsText(author.bio), genres: listText(author.genres) };
  },
  toBody: (values) => ({ ...values, bio: paragraphsOf(values.bio), genres: listOf(values.genres) }),
  fieldsOf: () => [
    'name',
    'tagline',
    'bio',
    'email',
    'genres',
    'location.city',
    'location.region',
    'location.country',
    'location.countryCode',
    ...SOCIAL.flatMap((name) => [`social.${name}.label`, `social.${name}.href`]),
  ],
  words: { ...siteText.authorWords, ...socialWords },
  Form: AuthorForm,
});

function AuthorForm({ kit }: { kit: FieldKit<AuthorValues> }) {
  return (
    <>
      <FieldGroup legend={text.who}>
        <TextField kit={kit} path="name" label={text.name} required />
        <TextField kit={kit} path="tagline" label={text.tagline} required />
        <TextField kit={kit} path="bio" label={text.bio} hint={text.bioHint} rows={6} required />
        <TextField kit={kit} path="email" label={text.email} type="email" inputMode="email" required verbatim />
        <TextField kit={kit} path="genres" label={text.genres} hint={text.genresHint} required />
      </FieldGroup>
      <FieldGroup legend={text.location}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField kit={kit} path="location.city" label={text.city} required />
          <TextField kit={kit} path="location.region" label={text.region} required />
          <TextField kit={kit} path="location.country" label={text.country} required />
          <TextField
            kit={kit}
            path="location.countryCode"
            label={text.countryCode}
            hint={text.countryCodeHint}
            maxLength={2}
            required
            verbatim
          />
        </div>
      </FieldGroup>
      <FieldGroup legend={text.social}>
        {SOCIAL.map((name) => (
          <FieldGroup key={name} legend={text.socialNames[name]}>
            <div className="grid gap-4 sm:grid-cols-[14rem_1fr]">
              <TextField kit={kit} path={`social.${name}.label`} label={text.label} required />
              <TextField kit={kit} path={`social.${name}.href`} label={text.href} type="url" required verbatim />
            </div>
            <ToggleField kit={kit} path={`social.${name}.placeholder`} label={text.hidden} hint={text.hiddenHint} />
          </FieldGroup>
        ))}
      </FieldGroup>
    </>
  );
}
