import type { ShortStory } from '../schemas';

/**
 * The free short stories (reader magnets) a new deployment starts with, each with its text
 * (story-texts.ts): pieces of her site from then on (`story/<id>`), which she edits in /admin.
 * The API serves the published list and the /short-stories page shows featured stories first.
 */
export const shortStories: ShortStory[] = [
  {
    id: 'the-lamplighters-debt',
    title: "The Lamplighter's Debt",
    genre: 'Supernatural',
    description:
      'A Welland canal-keeper inherits a debt that was never written down, owed to something that only comes out when the lamps are lit.',
    teaser:
      'Every night for forty years, Elias Marr lit the lamps along the old canal. The night he died, they lit themselves, and someone knocked on his daughter’s door to collect what he owed.',
    coverImage: null,
    featured: true,
    editoriallyReviewed: true,
    reedyPromptsUrl: 'https://reedsy.com/discovery',
  },
  {
    id: 'patient-zero-point-five',
    title: 'Patient Zero Point Five',
    genre: 'Psychological Thriller',
    description:
      'A prequel to The Clinic Binge Series: the first volunteer who walked out of the clinic, and the memory she was paid to forget.',
    teaser:
      'The consent form had seven pages. Nora signed six of them. The seventh, the one they said was only a formality, is the one she keeps dreaming about.',
    coverImage: null,
    featured: true,
    editoriallyReviewed: false,
    reedyPromptsUrl: '#',
  },
  {
    id: 'a-veil-of-salt',
    title: 'A Veil of Salt',
    genre: 'Dark Romance',
    description:
      'Before True Veil, there was a wedding on the shore of Lake Erie that nobody who attended will talk about.',
    teaser:
      'She married him at dusk because the old women said the veil is thinnest then. She did not ask what they meant until the guests began to leave without their shadows.',
    coverImage: null,
    featured: false,
    editoriallyReviewed: true,
    reedyPromptsUrl: null,
  },
  {
    id: 'the-last-ferry-from-port-colborne',
    title: 'The Last Ferry from Port Colborne',
    genre: 'Historical Fiction',
    description: 'November 1913. A telegraph operator receives a message from a ship that has already gone down.',
    teaser:
      'The storm had been blowing for three days when the key began to chatter. The ship calling for help had sunk the night before; Margaret had taken the message herself.',
    coverImage: null,
    featured: false,
    editoriallyReviewed: false,
    reedyPromptsUrl: null,
  },
];
