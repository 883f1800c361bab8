import type { StoryText } from '../schemas';
import type { shortStories } from './stories';

/**
 * The free stories' whole texts, by the id content/seed/stories.ts gives each story: the seed's
 * stand-ins, written into the table with each story's piece (`text`). From there only the server
 * reads a text (the reading page and the story's EPUB in the reader's library): the public pages,
 * the site's data file and the browser bundles never hold one, so the stories stay behind sign-up.
 *
 * The texts below are samples, composed from a few dozen sentences so that every flow runs; the
 * author replaces each with the real story in /admin → Site (the story's text box), and saving
 * her own text clears `sample` (docs/deploying.md, "The free stories' texts").
 */

type StoryId = (typeof shortStories)[number]['id'];

/** Sections of paragraphs of four, each section walking the sentences in a different order, until `minWords`. */
function sampleText(sentences: readonly string[], minWords = 1_600): StoryText {
  const n = sentences.length;
  const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
  // A step prime to the count visits every sentence once per section.
  const steps = [1, 5, 7, 11, 13].filter((step) => gcd(n, step) === 1);
  const words = (text: string) => text.split(/\s+/).length;
  const paragraphs: string[] = [];
  let count = 0;
  for (let section = 0; count < minWords; section++) {
    const step = steps[section % steps.length]!;
    const order = Array.from({ length: n }, (_, i) => sentences[(i * step + section) % n]!);
    for (let i = 0; i < n; i += 4) {
      const paragraph = order.slice(i, i + 4).join(' ');
      paragraphs.push(paragraph);
      count += words(paragraph);
    }
  }
  return { sample: true, paragraphs };
}

const lamplighter = [
  'Every night for forty years, Elias Marr walked the towpath of the old Welland canal with a ladder on his shoulder and a tin of oil in his coat.',
  'The lamps along the water were older than the town, and he tended them the way other men tended graves, slowly and without speaking.',
  'His daughter Ruth had asked him once why the lamps could not be wired like the rest of the street, and he had only said that they were not his to change.',
  'On the night he died, the lamps lit themselves, one after another, from the lock at the bottom of the hill to the bridge where the road crossed.',
  'Ruth watched them from her kitchen window with the telephone still in her hand and the nurse still talking about forms she would need to sign.',
  'The knock came a little after midnight, three patient taps, the way a neighbour knocks when he knows you are awake.',
  'The man on the step wore a coat cut for a colder century, and the rain did not seem to touch it.',
  'He said that her father had owed a debt for forty years, paid nightly, and that with him gone the payment had fallen due on the house.',
  'She told him there was no debt, that the mortgage had been cleared in the spring, and he smiled as if she had said something kind.',
  'Nothing was written down, he said, because what was owed could not be written; it could only be carried from one lamp to the next.',
  'In the morning she found her father’s ladder leaning against the back fence, wet with dew, though it had hung in the shed for a month.',
  'The oil tin sat on the kitchen table beside the sugar bowl, full to the brim, and it smelled of something sweeter than oil.',
  'She went down to the canal at dusk only to prove to herself that the lamps were ordinary, that they had a switch or a timer like everything else.',
  'The first lamp was cold and dark, its glass clouded, and when she touched it the whole towpath seemed to hold its breath.',
  'Across the water, on the far bank, a row of figures stood where the old lock-keepers’ cottages had been pulled down fifty years before.',
  'They did not move, and they did not speak, but every one of them was turned toward the dark lamp and toward her.',
  'She climbed the ladder with shaking hands, poured the oil, and struck one of the matches her father had always kept dry in a tobacco tin.',
  'The flame caught at once and stood perfectly still, and on the far bank one of the figures bowed its head and was gone.',
  'By the time she reached the bridge her hands had stopped shaking, and she understood that the lamps had never been lighting the path for the living.',
  'Her father had known every name on that far bank, she realised, because he had walked them home one lamp at a time for forty years.',
  'The man in the old coat was waiting at the bridge, and he asked whether she meant to settle the account or close it.',
  'Ruth looked back along the canal, at the line of small steady lights and at the long dark beyond them where the lamps had not yet been lit.',
  'She said she would come back tomorrow, and the man touched the brim of his hat, and the rain finally began to fall on his shoulders.',
  'Walking home, she counted the lamps behind her and found one more than there had been, burning in the window of her own kitchen.',
];

const patientZero = [
  'The consent form had seven pages, and the woman at the clinic desk turned each one over with the patience of someone who had done it a thousand times.',
  'Nora signed the first six without reading them closely, because the money was real and the rent was three weeks late.',
  'The seventh page, the one they said was only a formality, had a single paragraph and a line for her initials beneath it.',
  'She remembers the paragraph was short, and she remembers the pen was heavier than a pen should be, and that is all she remembers.',
  'The study lasted eleven days, and on the twelfth morning they gave her an envelope of cash and a bus ticket and a bottle of water.',
  'She was the first volunteer to walk out of the building on her own, the nurse said, as if that were a thing to be proud of.',
  'At home everything was where she had left it, except that the calendar on her fridge had been turned forward to the next month.',
  'She did not own a calendar with photographs of lighthouses, and she did not recognise the handwriting in the square for the fourteenth.',
  'The note in the square said only: do not go back for the seventh page, and it was written in blue ink, in her own careful capitals.',
  'For a week she slept badly and woke at the same minute every night, with the taste of metal in her mouth and a number on her lips.',
  'The number was nineteen, and she said it aloud in the dark as though someone had asked her a question and was waiting for the answer.',
  'When she called the clinic to ask about side effects, the receptionist told her politely that there was no study and there had never been one.',
  'The building was still there when she took the bus back out past the industrial park, but the windows were papered over from the inside.',
  'She stood in the car park for a long time, telling herself that she had come only to look, that looking was not the same as going back.',
  'A side door opened, and a man in a clinic lanyard came out to smoke, and when he saw her his face went grey.',
  'He asked how she had found the place, and then, more quietly, how much she remembered, and she lied and said nothing at all.',
  'He told her that the other eighteen volunteers were still inside, that they were comfortable, and that none of them had asked to leave.',
  'She asked why she had been allowed to go, and he said that she had not been allowed; she had simply signed the seventh page differently.',
  'Her initials on that page, he explained, had been someone else’s name, written so neatly in her own hand that nobody noticed until the twelfth day.',
  'Nora looked up at the papered windows and felt the number rise in her throat again, nineteen, as patient as a tide.',
  'Somewhere behind the glass, she understood, there was a volunteer who answered to the name she had written, and that person was waiting for her.',
  'The man dropped his cigarette and said that she should go home, that there was nothing here she needed, and that the bus left on the hour.',
  'She thanked him, and she walked to the bus stop, and she let the bus pass without raising her hand.',
  'When the side door opened again at dusk, she was standing beside it with a pen in her coat pocket, heavier than a pen should be.',
];

const veilOfSalt = [
  'She married him at dusk because the old women of the shore said that the veil is thinnest then, when the lake and the sky are the same grey.',
  'Clara did not ask what they meant, because she was nineteen and in love and the lake had always been only a lake to her.',
  'Tobias Wren had come to the village in the spring with a boat of his own, a quiet voice, and eyes the colour of water under ice.',
  'He never swam, though he sailed in any weather, and he never ate salt, and he never let her see him cross the threshold of the church.',
  'On the morning of the wedding her grandmother sewed a pinch of coarse salt into the hem of the veil and would not say why.',
  'The guests came down to the shore in their good clothes with lanterns, and the water was so still that every lantern burned twice.',
  'Tobias waited for her at the end of the old pier, and when she took his hand it was cold, but it held hers as if it had been waiting for years.',
  'The vows were the old ones, spoken in the old order, and when the priest asked who gave this woman, the lake answered before her father could.',
  'It was not a voice exactly, more a long sigh along the shingle, and every lantern flame leaned toward the water at once.',
  'Clara laughed, because everyone else had gone silent, and Tobias lifted her veil and kissed her, and the salt in the hem burned against her ankle.',
  'It was only later, at the long tables under the willows, that she noticed the guests were leaving without their shadows.',
  'They walked up the hill in twos and threes, talking and laughing as guests do, and the lantern light fell through them onto the grass.',
  'Her mother kissed her goodnight and went home, and the place where her shadow should have been was only a patch of wet sand.',
  'Tobias sat beside her and watched them go, and he did not look surprised, and that frightened her more than anything else.',
  'She asked him what he had done, and he said that he had done nothing; the lake always took a gift at a wedding, and shadows were a small one.',
  'They would come back with the morning, he promised, all but one, and the lake would choose which, as it always had.',
  'Clara looked down at her own feet and saw her shadow still there, stretched long and dark toward the pier, as if it wanted to walk out onto the water.',
  'Her grandmother was the last guest at the tables, and her shadow was still with her too, and she was watching Tobias with open hatred.',
  'The old woman said that she had paid this price herself on this same shore sixty years ago, and she would not watch her granddaughter pay it.',
  'She tore the salt from the hem of the veil and threw it into the lake, and the water hissed as though she had thrown a coal.',
  'Tobias stood up, and for a moment he was not a young man at all but something long and pale and patient, with water running from its hair.',
  'Clara took his hand again before she could think better of it, and it was warm now, warmer than her own.',
  'She told the lake that it had taken its gift, and that the gift was her, and that it could give the shadows back to everyone else.',
  'In the morning the village woke with all its shadows, and the boat was gone from the pier, and nobody who was there will talk about the wedding.',
];

const lastFerry = [
  'The storm had been blowing for three days when the telegraph key in the Port Colborne office began to chatter on its own.',
  'Margaret Doyle was nineteen and the only operator left on shift, because the men had gone down to the harbour to watch the boats that were not coming in.',
  'It was November of 1913, and the lakes had turned into something nobody in the office had a word for.',
  'The message came in clean and steady, in a hand she knew, the sending of an operator called Fenwick on the steamer Caroline Hart.',
  'Fenwick asked for the harbour lights to be kept burning, reported water in the hold, and gave a position eight miles off the breakwater.',
  'Margaret wrote it down in her neatest hand, and then she sat very still, because she had taken Fenwick’s last message herself the night before.',
  'The Caroline Hart had gone down a little after ten the previous evening, and the harbour master had already written her name in the book.',
  'She keyed back and asked the sender to identify himself, and the answer came without hesitation: Fenwick, Caroline Hart, and a time.',
  'The time was ten past ten, and the clock on the office wall said half past eleven the following night.',
  'She thought of the other operators along the lake, of jokes men played on a girl alone at a key, and she did not believe it was a joke.',
  'Nobody else could send like Fenwick; he had a way of leaning on the long dashes, as though he were walking up a hill.',
  'She ran down to the harbour with the message in her fist, into wind that pulled the pins from her hair and the breath from her mouth.',
  'The harbour master read it by lantern light, and then he read it again, and then he told her to go home and get some sleep.',
  'She did not go home; she went back to the key, because someone eight miles out in the dark had asked for the lights to be kept burning.',
  'The messages came through the night, every quarter hour, each one a little later in the wreck than the last.',
  'Water in the engine room, fires out, the boats gone over the side in the first sea that broke aboard, the captain calm.',
  'She wrote every word down, and she answered every one, though she could not have said what good an answer did.',
  'Toward dawn Fenwick asked whether anyone was listening, and she sent back that she was, that she had been listening all night.',
  'There was a long pause, and then he sent a name she did not recognise, an address in Buffalo, and the words tell her I kept my promise.',
  'After that the key was silent, and the wind dropped, and the first grey light came up over a lake that was suddenly, impossibly calm.',
  'Margaret wrote the letter to Buffalo that afternoon, in her own hand, and she did not say how the message had come to her.',
  'The reply came a month later from a woman who had been engaged to Fenwick, and who thanked her for the words and asked no questions.',
  'Years afterward, when the office was given telephones and the key was boxed away, Margaret kept the message sheets in a drawer at home.',
  'On stormy nights in November she would sometimes sit up late beside the drawer, listening, in case anyone out on the lake was still asking for the lights.',
];

/** Each story's text, by its id in content/seed/stories.ts. */
export const storyTexts: Record<StoryId, StoryText> = {
  'the-lamplighters-debt': sampleText(lamplighter),
  'patient-zero-point-five': sampleText(patientZero),
  'a-veil-of-salt': sampleText(veilOfSalt),
  'the-last-ferry-from-port-colborne': sampleText(lastFerry),
};
