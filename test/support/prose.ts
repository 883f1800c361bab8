/**
 * A chapter of ordinary fiction prose (written for the tests): narration and dialogue, with the
 * curly quotes, apostrophes, hyphens and dashes a typeset novel has, for the tests of the mark a
 * passage keeps as plain text (issue 29 item 9). Paragraphs of 40 to 110 words, as in most novels.
 */
export const PROSE = [
  'The ferry left Port Colborne at six, and by the time it cleared the breakwater the rain had found every gap in Mara’s coat. She stood at the rail anyway. Below her the lake was the colour of pewter, flat and patient, and somewhere out there, past the grain elevators and the lighthouse that no longer worked, was the island she had promised herself she would never see again.',
  '“You’ll catch your death,” said the deckhand, a boy of perhaps nineteen with a knitted cap pulled down to his eyebrows. “There’s coffee inside. It’s terrible, but it’s hot.”',
  'She thanked him and didn’t move. He shrugged, the way the young shrug at the stubbornness of the old, and went back to coiling rope. Mara watched the gulls wheel over the wake. Her father used to say that gulls could smell a storm a day before it came; he had said a great many things, most of them untrue, and she had believed nearly all of them.',
  'The island appeared first as a smudge, then as a line of dark pines, then all at once as itself: the crooked dock, the boathouse with its sagging roof, the white clapboard house on the rise. Someone had painted the shutters green. That was new. Everything else looked exactly as it had on the morning she left, twenty-two years ago, with one suitcase and a letter she had never answered.',
  '“Is anyone meeting you?” the deckhand asked as they came alongside.',
  '“I doubt it.” She lifted her bag. “Nobody knows I’m coming.”',
  '“Well, that’s either very brave or very foolish.” He grinned and threw a line to the post. “My gran says those are the same thing, mostly.”',
  'The dock boards were soft underfoot, slick with moss, and two of them were missing near the end. She stepped over the gap without thinking. Her feet remembered what her mind had tried so hard to forget: the loose plank by the bollard, the nail that stood proud by the steps, the place where the path bent left around a boulder that had been there since the glaciers went north.',
  'Halfway up the hill she stopped to catch her breath. The house was closer than it looked from the water, and larger, and somehow sadder. A light burned in the kitchen window. She had not expected that. The property had been empty for years — or so the lawyer’s letter had said, in its careful, expensive language — and the key in her pocket was supposed to be the only one.',
  'She knocked, because it seemed rude not to. Nobody answered. She tried the handle and found it unlocked, and the door swung inward on hinges that someone had recently oiled. The hall smelled of woodsmoke and lemon polish and, underneath, of something she could not name at first and then could: her mother’s perfume, the cheap drugstore kind, lily of the valley.',
  '“Hello?” Her voice sounded thin in the high-ceilinged hall. “Is someone here?”',
  'A chair scraped in the kitchen. Footsteps, unhurried. Then a woman appeared in the doorway, drying her hands on a dish towel, and Mara’s heart did something it had not done since she was a child — it stopped, and started again, and stopped.',
  '“You took your time,” said her sister. “I’ve been waiting since Tuesday.”',
  'Jo looked older, of course. They both did. Her hair had gone grey at the temples and she wore it short now, cropped close like a boy’s, and there were lines around her mouth that hadn’t been there before. But her eyes were the same: grey-green, level, faintly amused, the eyes of someone who had always known exactly what you were going to say before you said it.',
  '“How did you get in?” Mara asked, which was not the question she meant to ask.',
  '“Same way you did. Through the door.” Jo folded the towel and laid it over the back of a chair. “Sit down. You look like something the lake coughed up. I’ll put the kettle on, and then you can tell me why you’re here, and I’ll tell you why I am, and we’ll see which of us is lying.”',
  'They sat at the kitchen table, the old pine one with the burn mark shaped like Ohio. The kettle ticked as it heated. Outside, the rain had thickened into a proper downpour, drumming on the porch roof, streaming from the gutters in silver ropes. Neither of them spoke. It was, Mara thought, the longest silence they had ever shared, and also the most comfortable, which was strange, given everything.',
  '“The lawyer wrote to you too,” she said at last.',
  '“He wrote to both of us. Same letter, same day.” Jo poured the water, stirred the pot, set out two mismatched mugs. “He said Dad left the house to whichever of us turned up first. I think he meant it as a joke. Dad’s jokes were never very funny.”',
  '“So you win.”',
  '“Do I?” Jo pushed a mug across the table. Steam curled from it. “I’ve been here four days, Mara. I’ve been through every drawer and every box in the attic. I found his will, and his bank statements, and a shoebox full of postcards he never sent. And I found something else. Something I think you ought to see before you decide whether you want this place at all.”',
  'She reached into the pocket of her cardigan and took out a photograph, creased down the middle, the colours gone soft and orange the way old prints go. She laid it face-up on the table between them. Mara looked at it for a long moment without understanding, and then she understood, and the kitchen — the kettle, the rain, her sister’s patient face — seemed to tilt very slightly to one side.',
];
