/**
 * The offline writer's English prose between the beats (see story-templates.ts
 * for the placeholders): per moment of every story, per moment of each plot,
 * and the senses of each kind of setting. Frames combine their parts
 * ("(a|b)"), so that with the plan's names the same whole sentence rarely
 * comes back from one story to the next.
 */
import type { Chapter } from "../../shared/enums";
import type { Archetype } from "../../shared/story-plan";
import type { Pool, SettingKind } from "./story-templates";

export const senses: Record<SettingKind, Pool> = {
  woods: [
    "the leaves (whispered|rustled) (overhead|high above)",
    "old pine needles crunched under every step",
    "the air smelled of moss and (mushrooms|wet bark)",
    "a woodpecker was tapping somewhere (far off|high up)",
    "sunlight fell through the branches in (thin gold stripes|soft green patches)",
    "the ground was soft and springy with (old leaves|moss)",
  ],
  water: [
    "the water lapped (softly|gently) at the edge",
    "the water (sparkled|glittered) like (a thousand tiny mirrors|spilled sequins)",
    "a cool breeze blew in off the water",
    "little ripples ran (across|over) the water",
    "(gulls|ducks) called (over|across) the water",
    "the air smelled fresh and (wet|a little salty)",
  ],
  building: [
    "the floorboards creaked (softly|under every step)",
    "dust danced in a beam of (light|sunlight)",
    "a big clock ticked (slowly|somewhere down the hall)",
    "the air smelled of (old paper|polish) and (warm wood|dust)",
    "every footstep echoed (off the high walls|down the long corridors)",
    "the walls were cool and smooth (to touch|under their fingers)",
  ],
  sky: [
    "the clouds were soft as (pillows|cotton wool)",
    "the stars (twinkled|glittered) (close enough to touch|all around)",
    "everything was (silent|quiet) and (silver|shimmering)",
    "the air was cool and light and smelled of nothing at all",
    "far below, the world looked (tiny|like a map)",
    "a silvery light lay over everything",
  ],
  green: [
    "the grass was (wet with dew|soft and long)",
    "bees (hummed|buzzed) in the (flowers|clover)",
    "the air smelled of (cut grass|warm earth) and (flowers|apples)",
    "a gate (creaked|squeaked) somewhere",
    "butterflies (floated|drifted) from flower to flower",
    "a blackbird sang on the (fence|hedge)",
  ],
  night: [
    "the moon laid a silver path (across the floor|along the ground)",
    "an owl hooted (once|twice), (far away|close by)",
    "everything was (hushed|still) and blue",
    "the night air was (cool|chilly) on their cheeks",
    "the shadows were long and (soft|quiet)",
    "a single star (peeped|twinkled) through the window",
  ],
  other: [
    "a little breeze (tugged|played) at their (hair|ears)",
    "somewhere, a bird was singing",
    "the air smelled of (rain|flowers|fresh bread)",
    "the light was (soft|golden) and (warm|kind)",
    "everything seemed to be waiting",
    "the ground was warm under their feet",
  ],
};

export const moments: Record<Chapter, Pool> = {
  opening: [
    "At {place}, {sense}, and {hero} (smiled|took a deep breath|stood still to listen).",
    "{hero} was up (early|before everyone else) that day, (before {friend}|long before {friend})<, (with a fizzy feeling inside|humming a tune)>.",
    "(That morning|Before breakfast|Right after breakfast), {friend} came round to {hero}'s door<, (whistling|with muddy knees|carrying a paper bag)>.",
    "{hero} (and {friend} shared|shared) (a pear|an apple|some toast) on the doorstep<, (talking about|wondering about) {focus}>.",
    "{hero} (was|felt) (sure|certain) that today would have something to do with {focus}<, though [he|she] could not say why>.",
    "{friend} said {place} was the best place in the world<, and {hero} (did not argue|nodded)>.",
    "{hero} (drew|scribbled) a (picture|map) of {place} (on a paper napkin|on the back of an envelope)<, with a big arrow that said: here>.",
    "{hero} told {friend} a secret about {turn}<, (in a whisper|behind a paper fan)>.",
    "(From the window|From the doorstep), {hero} could just see the way to {place}.",
    "friend> (What are we doing today|Where are we going today), {hero}, (is it {place}|is it about {focus})?",
    "{friend} laughed, because {hero} (could not sit still|kept looking at the door)<, (like a puppy before a walk|like a kettle about to boil)>.",
  ],
  buildUp: [
    "Along the way, {sense}, and {friend} (pointed it out|sniffed happily|hummed along).",
    "{hero} and {friend} (walked|trotted|marched) (on and on|side by side)<, (their shadows stretching ahead|counting their steps|singing a walking song)>.",
    "{friend} (told|made up) a (silly|long) story about {turn}<, and {hero} laughed so much [he|she] had to stop>.",
    "(Now and then|Every so often), {hero} (looked back|turned round) to wave at {friend}<, who was never far behind>.",
    "{hero} (kept thinking|could not stop thinking) about {focus}<, (step after step|all the way)>.",
    "The (road|path) to {place} (went up and down|twisted and turned) in front of {hero}<, (like a ribbon|like a sleepy snake)>.",
    "{hero} (found|picked up) a (smooth|shiny|round) (pebble|stone) and gave it to {friend}<, (for luck|just because)>.",
    "{friend} (stopped|paused) to look at (a flower|a mushroom|a beetle)<, and {hero} waited (patiently|with a smile)>.",
    "(Bit by bit|Little by little), {place} (came closer|grew nearer) (for {hero} and {friend}|to {hero})<, and {hero}'s tummy (fizzed|fluttered)>.",
    "{hero} wondered what {focus} would be like<, and {friend} (had a guess|made a funny face)>.",
    "A little (stream|puddle) crossed the path, and {hero} (hopped|jumped) over it<, while {friend} splashed straight through>.",
    "{hero} and {friend} (stopped|sat down) for a (snack|rest) (under a tree|on a stone wall)<, (sharing|swapping) (biscuits|stories)>.",
    "{hero} and {friend} had been walking for a long time, and they were still (laughing|singing|chattering).",
    "friend> (Wait for me|Not so fast), {hero}, (I want to see {place} too|{place} won't run away)!",
  ],
  dilemma: [
    "All at once, {sense}, and {hero} did not feel (so brave|so sure|cosy) anymore.",
    "{hero} felt a (knot|wobble|flutter) in [his|her] tummy (thinking of {focus}|looking at {friend})<, (the kind that would not go away|a feeling that came from nowhere)>.",
    "{friend} stayed very close to {hero}<, (not saying a word|without a sound)>.",
    "For a (long|very long) moment, {hero} and {friend} (did not move|said nothing at all).",
    "{hero} (thought|kept thinking) about {focus}<, and felt (even worse|very small)>.",
    "{hero} sat down on a (stone|log|step) next to {friend} (to think|and thought hard).",
    "{friend} (whispered|said softly) to {hero} that maybe they should go home<, but {hero} (shook [his|her] head|was not ready to give up)>.",
    "{hero} wondered whether {turn} could (help|make a difference).",
    "{hero} took (three|four) (slow|deep) breaths, (just as {friend} did|thinking of {turn})<, the way [he|she] had learned>.",
    "{hero}'s eyes (prickled|stung), but [he|she] (blinked|wiped) the tears away (before {friend} could see|and looked at {turn}).",
    "Even {friend}, who was (never|hardly ever) worried, looked worried for {hero} now.",
    "(It was so quiet at|Everything went quiet at) {place} that {friend} could hear {hero} breathing<, (soft and quick|in and out)>.",
    "{hero} and {friend} huddled close together, (side by side|shoulder to shoulder)<, and waited>.",
    "friend> I'm right here, {hero}, (and so is {turn}|and we'll think of something about {focus}).",
  ],
  resolution: [
    "{hero}'s heart went (boom, boom|thump, thump) (as {turn} did its part|next to {friend})<, but [he|she] (kept going|did not stop)>.",
    "{friend} (cheered|whooped) for {hero} so (loudly|happily) that (a bird flew off its branch|everyone at {place} turned round).",
    "(Bit by bit|Step by step), things (began|started) to (go right|get better) for {hero} and {friend}.",
    "{hero} could (hardly|barely) believe that {turn} had (worked|made such a difference).",
    "{hero} looked at {turn} (as if for the first time|with new eyes).",
    "{hero} and {friend} (laughed|giggled) (a happy, bubbly laugh|until their tummies hurt).",
    "Even {place} seemed (brighter|friendlier) to {hero} now<, (as if it were smiling too|and {sense})>.",
    "{friend} (did|danced) a (little|wobbly) dance around {hero}<, (singing|shouting) {hero}'s name>.",
    "(For the first time all day|At long last), {hero} felt (brave|light|strong)<, (as tall as a tree|as light as a feather)>.",
    "{hero} wanted to remember this moment at {place} (forever|for ever and ever)<, every bit of it>.",
    "{hero} (said thank you to|gave a little bow to) {turn}<, (very quietly|which made {friend} laugh)>.",
    "{hero} and {friend} looked at each other in surprise, then (burst out laughing|grinned from ear to ear).",
    "friend> (I knew it|I knew you could), {hero}, ({turn} and you did it|right here at {place})!",
  ],
  closing: [
    "That evening, {hero} told the whole story (twice|three times)<, and {friend} added the (funny|best) parts>.",
    "{hero} was (tired|sleepy) after the day at {place}<, the (good|happy) kind of tired that comes after a big day>.",
    "The first stars came out over {place}<, (one by one|two by two)>, and {hero} (counted|named) them (for|with) {friend}.",
    "{friend} promised {hero} to come back (tomorrow|very soon)<, (for another adventure|and to talk about {focus})>.",
    "?turn=object {hero} put {turn} (by the bed|on the shelf)<, (just in case|where [he|she] could see [turn:it|them])>.",
    "(Downstairs|Somewhere), someone was (singing|humming|playing the piano), and {hero} listened with (closed|heavy) eyes.",
    "{hero} decided to draw the whole day (tomorrow|in the morning)<, with {focus} right in the middle>.",
    "{friend} (yawned|gave a huge yawn), and {hero} (yawned too|yawned even wider).",
    "{hero} snuggled under the (blanket|covers|quilt)<, (still smiling|thinking of {focus}) (until|as) [his|her] eyes closed>.",
    "By evening, {hero} and {friend} were tired but (so happy|very happy)<, and they could not stop smiling>.",
    "hero> (Goodnight|Sleep tight), {friend}, (I'll dream of {focus}|let's go back to {place} tomorrow).",
  ],
};

export const prose: Record<Archetype, Record<Chapter, Pool>> = {
  quest: {
    opening: [
      "{hero} had dreamed of finding {focus} (for weeks|for a long time)<, and today felt like the day>.",
      "{friend} thought looking for {focus} was a (wonderful|slightly silly) idea<, and said yes at once>.",
    ],
    buildUp: [
      "{hero} asked (a snail|a sparrow|an old tortoise) the way to {focus}<, but it only (blinked|smiled)>.",
      "{hero} pointed (the way|ahead) towards {place}<, (sure|almost sure) that {focus} [focus:was|were] there>.",
    ],
    dilemma: [
      "(Thorns|Brambles) taller than {friend} (blocked|covered) the way<, (prickly|scratchy) and (thick|tangled)>.",
      "{hero} tried to push through<, but the (brambles|thorns) (caught|tugged at) [his|her] (sleeve|scarf|coat)>.",
    ],
    resolution: [
      "One by one, {hero} and {friend} (crawled|wriggled) through<, (giggling|holding their breath)>.",
      "On the other side, {sense}, and {hero} (ran|skipped) the last few steps.",
    ],
    closing: [
      "{hero} would never forget the moment [he|she] saw {focus} (at last|for the first time).",
      "{friend} said it was the best (journey|adventure) ever<, (thorns and all|even with the scratches)>.",
    ],
  },
  lostAndFound: {
    opening: [
      "{focus} usually stayed right beside {hero}<, (where [he|she] could see [focus:it|them]|safe and sound)>.",
      "{hero} tried to remember when [he|she] had last seen {focus}.",
    ],
    buildUp: [
      "{hero} and {friend} searched (behind the curtains|under the stairs|in the laundry basket) and (inside the teapot|behind the sofa)<, just in case>.",
      "{friend} asked everyone (at|near) {place} whether they had seen {focus}.",
    ],
    dilemma: [
      "The place where {focus} should have been looked (so|very) empty to {hero}<, and [he|she] (could not bear to look|looked away)>.",
      "{hero} called (and called|again and again), but {focus} did not come.",
    ],
    resolution: [
      "{hero} and {friend} (tiptoed|crept) closer<, (holding hands|holding their breath)>.",
      "{friend} spotted a (tiny|little) clue that {focus} [focus:was|were] near<, and (pointed|squeaked)>.",
    ],
    closing: [
      "{hero} (tied|put) a (ribbon|label) on {focus}'s (place|corner)<, so that [focus:it|they] would never get lost again>.",
      "{friend} laughed and said that next time they would (look there first|start with {turn}).",
    ],
  },
  fearOvercome: {
    opening: [
      "Whenever {friend} (said|talked about) {fear}, {focus} (went pale|trembled)<, and wanted to hide>.",
      "{hero} knew what it was like to be scared<, and stayed beside {focus}>.",
    ],
    buildUp: [
      "{hero} (told|showed) {focus} a (trick|secret) for scary moments: (count to ten|hum a song|squeeze a friend's hand).",
      "{friend} (made|drew) {focus} a (little|tiny) badge that said BRAVE<, (in wobbly letters|in big red letters)>.",
    ],
    dilemma: [
      "{focus} (whispered|said) to {hero} that it was all too (much|scary)<, and would not take another step>.",
      "{hero} stayed by {focus} (for a long time|as long as it took)<, (without hurrying|humming softly)>.",
    ],
    resolution: [
      "{focus} (peeked out|took a deep breath), (holding on to|close to) {hero}<, then looked again>.",
      "{fear} (looked much smaller|did not seem so big) now that {hero} was there.",
    ],
    closing: [
      "{focus} promised {hero} to be brave again (next time|tomorrow)<, even alone>.",
      "{hero} was (so|very) proud of {focus}<, and said so (twice|again at bedtime)>.",
    ],
  },
  learning: {
    opening: [
      "{focus} had tried to {skill} (a hundred times|so many times) (in front of {hero}|while {friend} watched)<, and always ended up (in a heap|giggling)>.",
      "{hero} was not sure how to teach {focus} to {skill}<, but [he|she] was ready to try>.",
    ],
    buildUp: [
      "First {focus} tried (very slowly|on tiptoe), then a little faster, while {friend} (counted|clapped).",
      "{hero} (showed|drew) {focus} how to {skill}<, (step by step|with lots of arrows)>.",
    ],
    dilemma: [
      "{focus} flopped down next to {hero} (in a heap|with a sigh)<, sure that [focus:he|she|they] would never {skill}>.",
      "{friend} tried to say something (cheerful|kind), but {focus} (would not listen|turned away).",
    ],
    resolution: [
      "{focus} gave it one more (go|try), with {hero} right beside [focus:him|her|them].",
      "This time {focus} did not give up, (and {hero} cheered|while {friend} held [friend:his|her|their] breath)<, even when it (wobbled|went wrong)>.",
    ],
    closing: [
      "{focus} wanted to {skill} (again|all evening), and {hero} (laughed|clapped|joined in).",
      "{hero} promised to help {focus} practise (tomorrow|next week).",
    ],
  },
  contest: {
    opening: [
      "{hero} (practised|trained) for {focus} (every morning|all week)<, while {friend} (cheered|held the stopwatch)>.",
      "{hero} read the poster about {focus} (three times|again and again)<, (standing on tiptoe|with {friend} reading over [his|her] shoulder)>.",
    ],
    buildUp: [
      "Lots of people came to watch {hero} in {focus}<, (waving flags|clapping|holding balloons)>.",
      "{hero} (stretched|wiggled) [his|her] (toes|arms) and waited for the start of {focus}.",
    ],
    dilemma: [
      "{hero} looked at the finish, then at {friend}<, and knew what mattered most>.",
      "Everyone else (rushed|ran) on ahead, but {hero} (slowed down|stopped).",
    ],
    resolution: [
      "{hero} helped {friend} up (gently|carefully)<, and brushed off the dust>.",
      "The crowd (went quiet|fell silent), then began to (clap|cheer) for {hero}.",
    ],
    closing: [
      "{hero} did not mind who had won {focus}<, not one little bit>.",
      "{friend} told everyone how {hero} had stopped to help<, (again and again|all evening)>.",
    ],
  },
  celebration: {
    opening: [
      "{hero} had made a list for {focus}: (balloons|streamers), (cake|biscuits) and (music|games)<, and lots of smiles>.",
      "{friend} helped (blow up|hang up) (balloons|paper chains) for {focus}<, (puffing|giggling) a lot>.",
    ],
    buildUp: [
      "{hero} and {friend} hung (paper chains|streamers) across {place}<, (red, yellow and blue|green and gold)>.",
      "{hero} checked everything for {focus} (twice|three times)<, ticking things off the list>.",
    ],
    dilemma: [
      "{hero}'s (balloons|paper hats) (drifted|blew) away over {place}<, (one after another|out of reach)>.",
      "{hero} looked at the mess and felt like crying, because {focus} [focus:was|were] so close.",
    ],
    resolution: [
      "{hero} had an idea, and {friend} loved it (at once|straight away).",
      "Together {hero} and {friend} turned the mess into (something new|decorations nobody had seen before)<, with {turn} in the very middle>.",
    ],
    closing: [
      "{hero} kept (a balloon|a bit of ribbon|a paper hat) from {focus}<, (to remember it by|for the memory box)>.",
      "{friend} said that next time they would plan {focus} together<, (mess and all|from the very start)>.",
    ],
  },
  weather: {
    opening: [
      "Above {hero}'s (house|roof), the sky (grew|turned) (grey|heavy)<, and the wind began to (whistle|tug at the washing)>.",
      "{hero} had heard about {focus}, but the sky over {place} still looked (fine|blue).",
    ],
    buildUp: [
      "The wind tugged at {hero}'s (scarf|hat) and at {friend}'s (ears|coat)<, (playfully at first|harder and harder)>.",
      "{friend} pointed at the sky over {place}<, which was turning grey (fast|quickly)>.",
    ],
    dilemma: [
      "Everything around {hero} and {friend} went (grey|white|dark) with {focus}<, and they could not see far>.",
      "{friend} (shivered|trembled), and {hero} (wrapped|tucked) [his|her] scarf around [friend:him|her|them].",
    ],
    resolution: [
      "(Slowly|Carefully), {hero} and {friend} followed the path home<, (holding on tight|side by side)>.",
      "Through {focus}, {hero} (spotted|saw) a (warm|yellow) (light|glow) (in a window|far ahead).",
    ],
    closing: [
      "{hero} and {friend} (warmed|dried) their toes by the (fire|stove)<, listening to the last of {focus}>.",
      "{hero} drew a picture of {focus} for {friend}<, (with lots of swirls|with a little house safe in the middle)>.",
    ],
  },
  mystery: {
    opening: [
      "{friend} (said|whispered) that (strange|funny) (noises|lights) came from {place} (at night|after dark).",
      "{hero} got out a (notebook|magnifying glass) (for clues|to solve the mystery)<, and {friend} found a (torch|whistle)>.",
    ],
    buildUp: [
      "{hero} (found|spotted) (tiny footprints|a trail of crumbs|a scratch on the door) (near|at) {place}.",
      "{friend} (wrote down|drew) every clue<, (in big wobbly letters|with a pencil behind one ear)>.",
    ],
    dilemma: [
      "{hero} heard a (strange|funny) (sound|shuffle|squeak) from the (darkest|farthest) corner of {place}.",
      "{hero} held on to {friend}<, and they (listened|waited) (together|very still)>.",
    ],
    resolution: [
      "{hero} (counted|whispered) one, two, three<, and peeked (round|behind) the corner>.",
      "The noise that had scared {hero} had been {focus} all along<, (trying to be quiet|looking for a snack)>!",
    ],
    closing: [
      "After that, {hero} and {focus} (waved|said hello) whenever they met.",
      "{friend} wrote THE END under the last clue<, and (underlined|circled) it (twice|three times)>.",
    ],
  },
  firstDay: {
    opening: [
      "{hero} got (a new bag|new shoes|a pencil case) ready for {focus}<, and checked it (twice|three times)>.",
      "{friend} promised that {focus} would be all right<, but {hero} (was not so sure|only hoped so)>.",
    ],
    buildUp: [
      "{hero} had never seen such a (big|huge) (door|gate)<, nor heard so much chatter>.",
      "Everyone seemed to know where to go, except {hero}.",
    ],
    dilemma: [
      "{hero} hugged [his|her] bag (tight|very tight)<, wishing {friend} were there>.",
      "The other children (played|ran about) in groups, and nobody looked at {hero}.",
    ],
    resolution: [
      "{hero} said hello, (very softly|quite bravely)<, and someone said hello back>.",
      "?turn=object Soon {hero} was showing {turn} to (a new friend|the others).",
    ],
    closing: [
      "{hero} (could not stop talking|talked all the way home) about {focus}<, and the new friend>.",
      "{friend} wanted to know everything<, and {hero} told (it all|every bit)>.",
    ],
  },
  helpingFriend: {
    opening: [
      "{focus} looked so (sad|glum) that {hero} (stopped|sat down) (at once|right away).",
      "{hero} asked {focus} what was wrong<, and {focus} (told|explained) (everything|the whole thing)>.",
    ],
    buildUp: [
      "{hero} and {friend} tried one idea, then another<, (and then a third|and a silly one too)>.",
      "{focus} watched {hero} (hopefully|quietly)<, (almost smiling|not quite smiling)>.",
    ],
    dilemma: [
      "{focus} (said|whispered) to {hero} that it was no use<, and {hero} felt (very|quite) small too>.",
      "{hero} (stayed|sat quietly) beside {focus}<, because that is what friends do>.",
    ],
    resolution: [
      "{focus} (looked up at {hero} and smiled|gave {hero} a little smile)<, the first smile all day>.",
      "{hero} and {friend} (clapped|cheered)<, and {focus} joined in>.",
    ],
    closing: [
      "{focus} came back (the next day|soon after) with a (thank-you card|bunch of flowers|drawing) for {hero}.",
      "{hero} felt warm (all over|inside)<, as if [he|she] had swallowed a little sun>.",
    ],
  },
};
