/** The offline writer's English (see story-templates.ts for the placeholders). */
import type { LanguageText } from "./story-templates";
import { moments, prose, senses } from "./story-prose-en";

export const en: LanguageText = {
  heroes: [
    { name: "Pip", kind: "a small hedgehog with a big heart", gender: "m", look: "hedgehog" },
    { name: "Luna", kind: "a curious little fox", gender: "f", look: "fox" },
    { name: "Tomo", kind: "a brave young otter", gender: "m", look: "otter" },
    { name: "Mira", kind: "a clever girl who loved maps", gender: "f", look: "girl" },
    { name: "Ned", kind: "a dreamy boy with muddy boots", gender: "m", look: "boy" },
    { name: "Zia", kind: "a tiny dragon with shiny green scales", gender: "f", look: "dragon" },
    { name: "Bram", kind: "a cheerful bear cub", gender: "m", look: "bear" },
    { name: "Nell", kind: "a quick little rabbit", gender: "f", look: "rabbit" },
    { name: "Oscar", kind: "a thoughtful young owl", gender: "m", look: "owl" },
    { name: "Rosa", kind: "a little mouse with a red scarf", gender: "f", look: "mouse" },
    { name: "Felix", kind: "a bouncy puppy with floppy ears", gender: "m", look: "puppy" },
    { name: "Ada", kind: "a girl who built things out of string", gender: "f", look: "girl" },
    { name: "Kai", kind: "a young penguin who loved to slide", gender: "m", look: "penguin" },
    { name: "Elsie", kind: "a kind little duck", gender: "f", look: "duck" },
    { name: "Milo", kind: "a small elephant with big ears", gender: "m", look: "elephant" },
    { name: "Suki", kind: "a playful kitten", gender: "f", look: "kitten" },
  ],
  friends: [
    { name: "Biscuit", kind: "Biscuit the owl", gender: "m", look: "owl" },
    { name: "Old Turtle", kind: "Old Turtle", gender: "m", look: "turtle" },
    { name: "Fizz", kind: "Fizz the firefly", gender: "f", look: "firefly" },
    { name: "Captain Crumb", kind: "Captain Crumb the mouse", gender: "m", look: "mouse" },
    { name: "Nana Bee", kind: "Nana Bee", gender: "f", look: "bee" },
    { name: "Pebble", kind: "Pebble the frog", gender: "m", look: "frog" },
    { name: "Doodle", kind: "Doodle the dog", gender: "m", look: "dog" },
    { name: "Sir Snail", kind: "Sir Snail", gender: "m", look: "snail" },
    { name: "Hazel", kind: "Hazel the rabbit", gender: "f", look: "rabbit" },
    { name: "Wobble", kind: "Wobble the penguin", gender: "m", look: "penguin" },
    { name: "Juniper", kind: "Juniper the fox", gender: "f", look: "fox" },
    { name: "Marble", kind: "Marble the cat", gender: "f", look: "cat" },
    { name: "Bumble", kind: "Bumble the bee", gender: "m", look: "bee" },
    { name: "Pippa", kind: "Pippa the duck", gender: "f", look: "duck" },
    { name: "Rusty", kind: "Rusty the robot", gender: "m", look: "robot" },
    { name: "Clover", kind: "Clover the pony", gender: "f", look: "pony" },
    { name: "Mister Whiskers", kind: "Mister Whiskers the cat", gender: "m", look: "cat" },
    { name: "Dot", kind: "Dot the ladybird", gender: "f", look: "ladybird" },
    { name: "Barnaby", kind: "Barnaby the bear", gender: "m", look: "bear" },
    { name: "Willow", kind: "Willow the owl", gender: "f", look: "owl" },
    { name: "Pickles", kind: "Pickles the puppy", gender: "m", look: "puppy" },
    { name: "Maple", kind: "Maple the hedgehog", gender: "f", look: "hedgehog" },
    { name: "Gus", kind: "Gus the goose", gender: "m", look: "goose" },
    { name: "Sunny", kind: "Sunny the giraffe", gender: "f", look: "giraffe" },
  ],
  things: ["a silver whistle", "a ball of red string", "a little lantern", "a map with a torn corner", "a jar of honey", "a long blue ribbon", "a wooden spoon", "a pocket mirror", "a paper boat", "a shiny pebble", "a feather", "a spinning top", "a bag of marbles", "a toy trumpet", "a magnifying glass", "a woolly hat"],
  places: ["the old oak wood", "the village by the river", "the hill behind the house", "the sunny meadow", "the little harbour", "the garden gate", "the quiet lane", "the bottom of the valley", "the windmill on the hill", "the orchard", "the duck pond", "the bakery on the corner", "the edge of the forest", "the bridge over the stream", "the big field", "the blue house at the end of the road"],

  introStock: [
    "{hero} was {hero.kind} who lived (near|close to) {place}<, and everyone who knew [him|her] smiled when [he|she] passed>.",
    "Once upon a time, (near|not far from) {place}, there (was|lived) {hero}, {hero.kind}.",
    "In a cosy home (near|by) {place} lived {hero}, {hero.kind}<, who was always up before the birds>.",
  ],
  introRelation: [
    "Everyone at home knew {hero}, the {hero.relation}<, who laughed louder than anyone>.",
    "This is a story about {hero}, the {hero.relation}<, and one very unusual day>.",
    "{hero} was the {hero.relation} everyone loved<, the one who always had a question>.",
  ],
  introNamed: [
    "Once upon a time there was {hero}<, who was always up before the birds>.",
    "This is a story about {hero}<, and one very unusual day>.",
    "{hero} liked mornings best<, when the whole day was still waiting>.",
  ],
  introFriend: [
    "{hero}'s best friend was {friend.a}<, who never let [him|her] go anywhere alone>.",
    "{friend.a} lived next door to {hero}<, and the two of them did everything together>.",
    "Wherever {hero} went, {friend} was never far behind.",
  ],
  atPlace: [
    "It all happened at {place.a}, (not far from|close to|just round the corner from) {hero}'s (home|door).",
    "{hero}'s story takes place at {place.a}<, where the air always smelled of adventure>.",
    "{hero} lived very close to {place.a}.",
  ],
  meet: {
    character: [
      "Then {met.a} came running up to {hero}<, waving both arms>.",
      "On the way, {hero} and {friend} met {met.a}, who wanted to come too.",
      "{met.a} was waiting for {hero} at the corner<, with a big grin>.",
    ],
    creature: [
      "On the way, {hero} (and {friend} met|met|bumped into) {met.a}.",
      "Behind a bush, {hero} spotted {met.a}.",
      "Soon {met.a} [met:was|were] walking beside {hero}<, curious about everything>.",
    ],
    place: [
      "{hero}'s path led (straight|all the way) to {met.a}.",
      "Before long {hero} and {friend} reached {met.a}<, and stopped to look around>.",
      "{hero} had never been to {met.a} before.",
    ],
    object: [
      "{hero} spotted {met.a} lying in the grass<, and picked [met:it|them] up carefully>.",
      "In {friend}'s bag there [met:was|were] {met.a}<, just in case>.",
      "By the path, {hero} found {met.a}.",
    ],
    event: [
      "Everyone, even {friend}, was talking about {met}<, which was coming soon>.",
      "{friend} had not forgotten {met}<, and neither had anyone else>.",
      "{hero} kept thinking about {met}.",
    ],
  },
  callback: {
    character: [
      "{met} (cheered|clapped) for {hero} louder than anyone.",
      "{met} gave {hero} a big thumbs-up.",
      "Even {met} came to see what {hero} had done.",
    ],
    creature: [
      "{met} watched {hero} from a distance<, looking very pleased>.",
      "{met} came closer to see what {hero} was doing.",
      "Even {met} [met:was|were] smiling at {hero} now.",
    ],
    place: [
      "Far away, {met} [met:was|were] (quiet|peaceful) again, just as {hero} liked [met:it|them].",
      "{hero} thought of {met}<, and of how far they had come>.",
      "The path back past {met} seemed (shorter|easier) to {hero} now.",
    ],
    object: [
      "{hero} held on to {met}<, just in case>.",
      "{met} [met:was|were] still safe in {friend}'s bag.",
      "{hero} smiled at {met}<, glad to have brought [met:it|them]>.",
    ],
    event: [
      "Nobody had forgotten {met}, not even {hero}.",
      "{hero} still had {met} to look forward to.",
      "{hero} remembered that there was still {met} to come.",
    ],
  },
  moments,
  senses,
  prose,
  goodnight: ["Goodnight, {hero}. Goodnight, little one.", "And now it's time to sleep and dream of new adventures.", "The end. Sweet dreams!"],
  fallbackSkill: "do it",
  fallbackFear: "so many things",

  archetypes: {
    quest: {
      titles: ["{hero} and the Search for {focus.Title}", "{hero} Goes Looking", "The Way to {focus.Title}", "{hero}'s Great Journey"],
      description: ["{hero} sets off to find {focus.a}, with {friend} by [his|her] side.", "A journey in search of {focus.a}, and what {hero} learns on the way."],
      chapterTitles: {
        opening: ["A Big Idea", "The Plan", "Getting Ready"],
        buildUp: ["Setting Off", "The Long Road", "Further and Further"],
        dilemma: ["The Hardest Part", "No Way Through", "Almost Giving Up"],
        resolution: ["The Way Opens", "A Clever Trick", "Found at Last"],
        closing: ["Home with a Story", "Back Again", "The Best Part"],
      },
      opening: [
        ["{hero} had heard about {focus.a}<, and could think of nothing else>.", "One day {hero} decided to find {focus.a}.", "{hero} had a plan: to find {focus.a}<, whatever it took>."],
        ["hero> {friend}, are you coming with me to find {focus}?", "hero> Somewhere out there is {focus}, {friend}, and I'm going to find [focus:it|them]!"],
      ],
      buildUp: [
        ["So {hero} and {friend} set off<, with a map drawn in crayon>.", "{hero} packed a bag, and off they went<, with {friend} close behind>."],
        ["friend> Are we nearly there, {hero}?", "friend> How will we know {focus} when we see [focus:it|them], {hero}?"],
      ],
      dilemma: [
        ["But the path to {focus} was blocked, and {hero} could see no way round.", "Then the way to {focus} disappeared under a tangle of thorns, right in front of {hero}."],
        ["hero> Maybe we'll never find {focus}, {friend}.", "hero> I don't want to go home without {focus}, {friend}."],
        ["{hero} sat down, and {friend} sat down next to [him|her].", "{friend} looked at {hero}<, and {hero} looked at the thorns>."],
      ],
      resolution: [
        ["Then {hero} remembered {turn}.", "Just then, {turn} gave {hero} an idea."],
        ["With {turn}'s help, {hero} and {friend} found a way through<, one careful step at a time>.", "Thanks to {turn}, the path opened up again for {hero}<, wide and clear>."],
        ["And there, at last, [focus:was|were] {focus}, just as {hero} had (hoped|dreamed)!", "At the very end of the path, {focus} [focus:was|were] waiting for {hero}."],
        ["friend> You did it, {hero}!", "friend> {hero}, we found {focus}!"],
      ],
      closing: [
        ["{hero} came home with {focus} and a head full of stories.", "The road home felt short to {hero}<, who talked with {friend} the whole way>."],
        ["{hero} knew [he|she] would never forget the day [he|she] found {focus}.", "{hero} put {turn} somewhere safe<, just in case>."],
      ],
      moral: ["{hero} learned that the best things are worth a long walk.", "{hero} knew now that a journey is easier when a friend walks beside you.", "{hero} had found out that not giving up is its own kind of magic."],
    },
    lostAndFound: {
      titles: ["Where Is {focus.Title}?", "{hero} and the Missing {focus.Bare}", "Looking for {focus.Title}", "{hero} Looks Everywhere"],
      description: ["When {focus} goes missing, {hero} and {friend} look high and low.", "{hero} loses {focus}, and finds much more on the way back to [focus:it|them]."],
      chapterTitles: {
        opening: ["Something Special", "Everything in Its Place", "A Normal Morning"],
        buildUp: ["Gone!", "Looking High and Low", "Following the Clues"],
        dilemma: ["Nowhere to Be Found", "The Empty Place", "A Sad Moment"],
        resolution: ["A Clue at Last", "Found!", "Right Under Their Noses"],
        closing: ["Safe and Sound", "Together Again", "Never Lost Again"],
      },
      opening: [
        ["{hero} loved {focus} more than anything<, and kept [focus:it|them] close all day>.", "Every morning {hero} said hello to {focus}.", "Nothing made {hero} happier than {focus}."],
        ["But one morning, {hero} looked, and {focus} [focus:was|were] gone!", "But that morning, when {hero} looked, {focus} had vanished."],
      ],
      buildUp: [
        ["{hero} and {friend} looked under the bed, behind the door and inside every shoe.", "{hero} asked everyone: \"Have you seen {focus}?\""],
        ["friend> Don't worry, {hero}, we'll find {focus}.", "friend> Let's look where we haven't looked yet, {hero}."],
      ],
      dilemma: [
        ["{hero} and {friend} searched until the sun went low<, but {focus} [focus:was|were] nowhere to be found>.", "{hero} looked in the very last place<, but it was empty too>."],
        ["hero> {friend}, what if {focus} [focus:is|are] gone forever?", "hero> I miss {focus} so much, {friend}."],
        ["{friend} gave {hero} a hug that lasted a long time.", "{hero} wanted to cry, and {friend} let [him|her]."],
      ],
      resolution: [
        ["Then {hero} noticed {turn}<, and had an idea>.", "It was {turn} that showed {hero} the way."],
        ["Following {turn}, {hero} and {friend} tiptoed to a place they had never thought of.", "Thanks to {turn}, {hero} looked in just the right spot."],
        ["And there [focus:was|were] {focus}, safe and sound, (waiting for|right beside) {hero}!", "Hiding right there [focus:was|were] {focus}, as if [focus:it|they] had been waiting for {hero}."],
        ["friend> Look, {hero}, we found {focus}!", "hero> Oh, {focus.call}, {friend} and I are so glad you're back!"],
      ],
      closing: [
        ["That night {hero} kept {focus} very close.", "{hero} made a special place for {focus}<, where nothing could get lost>."],
        ["{hero} thanked {friend}, and {turn} too.", "{hero} never forgot how {turn} had helped."],
      ],
      moral: ["{hero} learned that looking carefully, and not giving up, brings lost things home.", "{hero} knew now that friends help you find what matters.", "{hero} found out that when you lose something, you find out how much you love it."],
    },
    fearOvercome: {
      titles: ["Brave Little {focus.Bare}", "{hero} and the Brave Little Step", "{focus.Title} Is Not Scared Anymore", "Brave Like {hero}"],
      description: ["A story about {focus.full}, and about finding courage one small step at a time.", "A gentle story about being afraid, and being brave anyway, with {hero} and {friend}."],
      chapterTitles: {
        opening: ["A Little Bit Scared", "Something to Be Afraid Of", "A Worried Heart"],
        buildUp: ["Closer and Closer", "Trying a Little", "A Small Step"],
        dilemma: ["The Scariest Moment", "Too Scared", "Frozen"],
        resolution: ["Brave After All", "One Small Step", "A Helping Hand"],
        closing: ["Braver Now", "Not So Scary", "Proud"],
      },
      opening: [
        ["{focus} [focus:was|were] afraid of {fear}, and only {hero} knew<, because {focus} had whispered it>.", "Nobody knew it but {hero}: {focus} [focus:was|were] scared of {fear}."],
        ["{hero} wanted to help {focus} feel brave.", "{hero} decided that today {focus} would not have to be scared alone."],
      ],
      buildUp: [
        ["Together, {hero} and {focus} went a little closer to {fear}<, just to look>.", "{hero} showed {focus} how to take tiny brave steps."],
        ["friend> It's all right to be scared, {focus.call}, even {hero} is scared sometimes.", "friend> Being scared is just your heart telling you it cares, {focus.call}, {hero} says so."],
      ],
      dilemma: [
        ["But when the moment came, {focus} froze beside {hero}<, too scared to move>.", "Then everything seemed too big, too loud and too dark for {focus}, even with {hero} there."],
        ["hero> Don't worry, {focus.call}, {friend} and I are right here.", "hero> We'll stay together, {focus.call}, {friend} and me, I promise."],
        ["{focus} trembled, and {hero} held on tight.", "{friend} and {hero} waited beside {focus}<, as long as it took>."],
      ],
      resolution: [
        ["Then {hero} thought of {turn}.", "That was when {turn} made all the difference for {hero}."],
        ["With {turn} close by, the scary thing did not look so scary anymore, and {hero} smiled.", "Thanks to {turn}, {focus} took one small, brave step towards {hero}<, and then another>."],
        ["{focus} did it, with {hero} right there<, and it was not so bad after all>!", "Before long, {focus} [focus:was|were] laughing with {hero} instead of trembling."],
        ["friend> {focus.call}, you were so brave, and {hero} too!", "hero> See, {focus.call}, you can do it, just like {friend} said!"],
      ],
      closing: [
        ["That night, thanks to {hero}, {focus} [focus:was|were] not afraid of {fear} at all.", "{focus} told everyone about the brave step, and {hero} smiled proudly."],
        ["{hero} kept {turn} nearby<, for any other brave days>.", "Whenever {focus} felt scared again, [focus:he|she|they] remembered {turn} and {hero}."],
      ],
      moral: ["{hero} learned that being brave doesn't mean not being scared; it means trying anyway.", "{focus} learned from {hero} that fears get smaller when a friend holds your hand.", "{hero} and {friend} learned, that day, that small steps make big courage."],
    },
    learning: {
      titles: ["{focus.Title} Learns to {skill.Cap}", "{hero} and the Hardest Lesson", "Try, Try Again, {hero}", "The Day {focus.Title} Learned to {skill.Cap}"],
      description: ["{hero} helps {focus.full}, in a story about trying again.", "Learning to {skill} is hard, but {hero} and {friend} don't give up."],
      chapterTitles: {
        opening: ["Something Hard", "Not Yet", "Everybody Else Could"],
        buildUp: ["Practice", "Trying Again", "Lessons"],
        dilemma: ["Falling Down", "It's Too Hard", "Ready to Quit"],
        resolution: ["A New Way", "The Trick", "It Works!"],
        closing: ["Look at That!", "So Proud", "What Comes Next"],
      },
      opening: [
        ["{focus} could not {skill}, and {hero} (knew it|had seen it)<, even though [focus:he|she|they] tried every day>.", "Everybody else could {skill}, but not {focus}, and {hero} wanted to help."],
        ["{hero} promised to help {focus} learn to {skill}.", "{hero} decided that today would be the day {focus} learned to {skill}."],
      ],
      buildUp: [
        ["{hero} and {focus} practised in the morning, and again after lunch.", "{hero} showed {focus} how to {skill}, slowly, step by step."],
        ["friend> Again, {focus.call}, you're getting better, {hero} can see it too!", "friend> Nobody gets it right the first time, {focus.call}, not even {hero}."],
      ],
      dilemma: [
        ["But {focus} kept getting it wrong, and {hero} kept (helping|trying)<, again and again>.", "After the tenth try, {focus} sat down next to {hero} and would not get up."],
        ["hero> Don't give up yet, {focus.call}, {friend} and I believe in you.", "hero> {focus.call}, {friend} and I think you're (nearly there|closer than you think)."],
        ["{focus} shook [focus:his|her|their] head sadly at {hero}.", "Even {friend} did not know what to say to {focus}."],
      ],
      resolution: [
        ["Then {hero} saw {turn}<, and had an idea>.", "It was {turn} that gave {hero} the answer."],
        ["With {turn}, {focus} tried one more time, just as {hero} (said|showed [focus:him|her|them])<, in a completely new way>.", "Using {turn}, {focus} found a way to {skill} that nobody but {hero} had thought of."],
        ["And this time, {focus} could {skill}, right in front of {hero}!", "At last {focus} did it, all by [focus:himself|herself|themselves], while {hero} (cheered|watched)!"],
        ["friend> {hero}, look, {focus} really did it!", "hero> I told {friend} you could do it, {focus.call}!"],
      ],
      closing: [
        ["That evening {focus} wanted to {skill} again and again, with {hero} watching.", "{focus} was so proud that [focus:he|she|they] told everyone how {hero} had helped."],
        ["{hero} looked at {turn} and laughed<, remembering the whole day>.", "{focus} said thank you to {hero}, and to {turn}."],
      ],
      moral: ["{hero} learned that everyone learns at their own speed.", "{focus} found out, with {hero}, that trying again is how hard things become easy.", "{hero} and {friend} saw that day that mistakes are just steps on the way."],
    },
    contest: {
      titles: ["{hero} and the Big {focus.Bare}", "The Day of {focus.Title}", "Ready, Steady, {hero}!", "{hero} Joins In"],
      description: ["{hero} enters {focus}, and finds out what winning really means.", "Everyone is ready for {focus}, and so is {hero}, almost."],
      chapterTitles: {
        opening: ["The Big Day Is Coming", "Getting Ready", "Who Will Win?"],
        buildUp: ["Training", "On Your Marks", "The Start"],
        dilemma: ["A Stumble", "Falling Behind", "A Choice to Make"],
        resolution: ["The Finish Line", "Together", "The Real Prize"],
        closing: ["Cheers for Everyone", "A Medal for Kindness", "Proud"],
      },
      opening: [
        ["Everyone was getting ready for {focus}, and so was {hero}<, and the whole place buzzed with excitement>.", "{focus} [focus:was|were] only one day away, and {hero} could think of nothing else."],
        ["hero> I'm going to do my very best in {focus}, {friend}!", "hero> {friend}, will you be in {focus} with me?"],
      ],
      buildUp: [
        ["{hero} trained every morning<, with {friend} counting the seconds>.", "When {focus} began, {hero} was right at the front."],
        ["friend> Go, {hero}, go!", "friend> You can do it, {hero}!"],
      ],
      dilemma: [
        ["But halfway through {focus}, {friend} tripped and fell<, and could not get up>.", "In the middle of {focus}, {hero} saw {friend} stuck and alone."],
        ["hero> Should I keep going, or help {friend}?", "hero> {focus} doesn't matter if {friend} is hurt."],
        ["{hero} stopped<, while everyone else ran past>.", "{hero} turned back<, and everyone gasped>."],
      ],
      resolution: [
        ["{hero} used {turn} to help {friend} up.", "With {turn}, {hero} made sure {friend} was all right."],
        ["Then {hero} and {friend} finished {focus} together<, side by side>.", "Together, {hero} and {friend} crossed the finish line of {focus}<, very last and very happy>."],
        ["Everyone cheered louder for {hero} than for anyone.", "The crowd clapped for {hero} and {friend} until their hands were pink."],
        ["friend> Thank you, {hero}, you're the real winner.", "hero> We did {focus} together, {friend}!"],
      ],
      closing: [
        ["That evening {hero} got a special prize for kindness.", "{hero} did not win {focus}, but {hero} had never felt so proud."],
        ["{hero} kept {turn} on the shelf<, next to the prize>.", "{friend} made {hero} a medal out of paper<, the best one of all>."],
      ],
      moral: ["{hero} learned that helping a friend is worth more than any prize.", "{hero} found out that the best way to win is together.", "{hero} and {friend} remembered that day that kindness is the fastest thing of all."],
    },
    celebration: {
      titles: ["{hero} Saves {focus.Title}", "The Day {focus.Title} Went Wrong", "{hero} and the Big {focus.Bare}", "A {focus.Bare} to Remember"],
      description: ["Everything goes wrong just before {focus}, until {hero} has an idea.", "{hero} and {friend} rescue {focus}, in the most unexpected way."],
      chapterTitles: {
        opening: ["Almost Ready", "The Big Day", "So Much to Do"],
        buildUp: ["Getting Everything Ready", "Last Touches", "Nearly Time"],
        dilemma: ["Oh No!", "Everything Goes Wrong", "Ruined?"],
        resolution: ["Saved!", "A Wonderful Idea", "Better Than Ever"],
        closing: ["The Best Celebration", "Happy Faces", "A Day to Remember"],
      },
      opening: [
        ["Today was {focus}, and {hero} had been waiting for it for weeks.", "{hero} woke up early, because today was {focus}!"],
        ["hero> {friend}, {focus} is going to be perfect!", "hero> I've planned everything for {focus}, {friend}!"],
      ],
      buildUp: [
        ["{hero} and {friend} hung up streamers and set out the plates.", "{friend} helped {hero} get everything ready for {focus}."],
        ["friend> Everyone will love {focus}, {hero}.", "friend> Just one more thing and we're ready, {hero}!"],
      ],
      dilemma: [
        ["But just before {focus}, the wind blew over everything {hero} had made<, and the streamers tangled in the trees>.", "Then, just before {focus} began, everything {hero} had made got knocked over<, and it was a terrible mess>."],
        ["hero> {friend}, {focus} [focus:is|are] ruined!", "hero> What are we going to do, {friend}, when {focus} [focus:starts|start] so soon?"],
        ["{hero} sat in the middle of the mess<, and {friend} sat too>.", "{friend} looked at the mess, then at {hero}."],
      ],
      resolution: [
        ["Then {hero} spotted {turn}<, and had a wonderful idea>.", "It was {turn} that saved the day for {hero}."],
        ["With {turn}, {hero} and {friend} made {focus} even better than before.", "Thanks to {turn} and {hero}, {focus} became something nobody had ever seen."],
        ["When the guests arrived, they gasped at what {hero} had made.", "Everyone told {hero} it was the best {focus.bare} ever<, and they meant it>."],
        ["friend> {hero}, this is the best {focus.bare} in the world!", "hero> {focus} [focus:isn't|aren't] ruined, {friend}, it's even better!"],
      ],
      closing: [
        ["Long after {focus}, people still talked about {hero} and {turn}.", "That night {hero} was tired and happy<, with a paper crown still on [his|her] head>."],
        ["{hero} saved a piece of streamer<, to remember {focus}>.", "{friend} said it was the best day of the year<, and {hero} agreed>."],
      ],
      moral: ["{hero} learned that a celebration is about the people, not the perfect plan.", "{hero} found out that when things go wrong, a good idea can make them even better.", "{hero} and {friend} learned that day that laughing together fixes almost anything."],
    },
    weather: {
      titles: ["{hero} and {focus.Title}", "When {focus.Title} Came", "{hero} in {focus.Title}", "Safe from {focus.Title}"],
      description: ["When {focus} arrives, {hero} and {friend} must find their way home.", "A cosy story about {focus}, and the friends who keep each other safe."],
      chapterTitles: {
        opening: ["Look at the Sky", "A Change in the Air", "Grey Clouds"],
        buildUp: ["Out and About", "The Wind Picks Up", "Far from Home"],
        dilemma: ["Caught Outside", "Which Way Home?", "Lost in the Weather"],
        resolution: ["A Light in the Storm", "The Way Back", "Safe at Last"],
        closing: ["Warm and Dry", "After the Weather", "Cosy at Home"],
      },
      opening: [
        ["Everyone told {hero} that {focus} [focus:was|were] coming<, and the sky was turning grey>.", "The radio warned {hero} about {focus}<, but [he|she] was too busy to listen>."],
        ["hero> Just a quick walk, {friend}, before {focus}!", "hero> {focus} won't come for ages, {friend}."],
      ],
      buildUp: [
        ["{hero} and {friend} went further than they meant to<, chasing leaves in the wind>.", "{hero} and {friend} wandered far from home<, talking and laughing>."],
        ["friend> {hero}, the sky looks funny.", "friend> It's getting colder, {hero}, do you feel it?"],
      ],
      dilemma: [
        ["Then {focus} came<, faster than anyone expected>, and {hero} could not see the way home.", "Suddenly {focus} [focus:was|were] all around {hero} and {friend}<, and the path disappeared>."],
        ["hero> Which way is home, {friend}?", "hero> Stay close and don't let go, {friend}!"],
        ["{hero} and {friend} huddled together under a tree.", "{friend} shivered, and {hero} shared [his|her] scarf."],
      ],
      resolution: [
        ["Then {hero} remembered {turn}.", "Just then, {turn} helped {hero} find the way."],
        ["With {turn} to guide them, {hero} and {friend} found the path again<, step by careful step>.", "Thanks to {turn}, {hero} spotted the lights of home."],
        ["At last {hero}'s door opened, and warm yellow light poured out.", "Soon {hero} and {friend} were home<, dripping and laughing>."],
        ["friend> We made it, {hero}!", "hero> {friend}, we're home!"],
      ],
      closing: [
        ["Outside, {focus} went on, but inside it was warm and dry, and {hero} was safe.", "By {hero}'s bedtime {focus} had passed<, and everything was quiet>."],
        ["{hero} put {turn} by the door<, ready for next time>.", "{hero} and {friend} drank hot milk and listened to the last of {focus}."],
      ],
      moral: ["{hero} learned to listen when people say the weather is changing.", "{hero} found out that even on the wildest day, a friend keeps you warm.", "{hero} and {friend} learned that day that home is the best place when {focus} comes."],
    },
    mystery: {
      titles: ["The Secret of {place.Title}", "{hero} and the Mystery of {place.Title}", "What Happened at {place.Title}?", "The Strange Night at {place.Title}"],
      description: ["Something strange is happening at {place}, and {hero} wants to know what.", "{hero} and {friend} follow the clues and solve the mystery of {place}."],
      chapterTitles: {
        opening: ["Something Strange", "A Mystery", "Did You Hear That?"],
        buildUp: ["The First Clue", "Following the Trail", "Tiptoe"],
        dilemma: ["In the Dark", "A Strange Sound", "Too Quiet"],
        resolution: ["The Mystery Solved", "It Was Only…", "The Truth"],
        closing: ["No More Secrets", "Case Closed", "A Good Mystery"],
      },
      opening: [
        ["Something strange was happening at {place}, and {hero} wanted to know why.", "Every night, {hero} heard odd noises coming from {place}."],
        ["hero> {friend}, let's find out what's happening at {place}!", "hero> I think there's a secret at {place}, {friend}."],
      ],
      buildUp: [
        ["{hero} and {friend} tiptoed to {place}<, holding their breath>.", "{hero} and {friend} looked for clues all around {place}."],
        ["friend> Look, {hero}, a clue!", "friend> Shh, {hero}, did you hear that?"],
      ],
      dilemma: [
        ["Then it grew dark at {place}, and something moved in the shadows near {hero}.", "Suddenly a shadow slid across {place}, right past {hero}<, quick and silent>."],
        ["hero> Is that you, {friend}, or someone else?", "hero> {friend}, are you still there, (near|at) {place}?"],
        ["{hero} and {friend} held hands and did not move.", "{friend} hid behind {hero}<, shaking a little>."],
      ],
      resolution: [
        ["Then {hero} used {turn} to look more closely.", "It was {turn} that showed {hero} the truth."],
        ["And it was only {focus.a}, looking just as surprised as {hero}!", "The mystery was not scary at all, {hero} saw: it was just {focus.a}!"],
        ["{hero} and {friend} laughed so hard they had to sit down.", "{hero} laughed, and {friend} laughed even more."],
        ["friend> {hero}, you solved the mystery!", "hero> It was {focus} all along, {friend}!"],
      ],
      closing: [
        ["After that, {place} didn't seem strange to {hero} at all.", "{hero} went back to {place} often<, just to say hello>."],
        ["{hero} kept {turn} as a reminder of the night of the mystery.", "{friend} told the story of {place} to anyone who would listen."],
      ],
      moral: ["{hero} learned that the scariest things are often the smallest.", "{hero} found out that asking questions is the best way to stop being afraid.", "{hero} and {friend} learned that day that a mystery is just a story waiting to be understood."],
    },
    firstDay: {
      titles: ["{hero}'s First Day", "{hero} and {focus.Title}", "A Brand New Start for {hero}", "{hero} Is Ready"],
      description: ["{hero} is worried about {focus}, until something unexpected happens.", "A story about {focus}, new faces and the courage to say hello."],
      chapterTitles: {
        opening: ["Butterflies in the Tummy", "The Night Before", "Big Worries"],
        buildUp: ["Through the Door", "So Many New Faces", "Finding the Way"],
        dilemma: ["All Alone", "Nobody to Play With", "I Want to Go Home"],
        resolution: ["Hello!", "A New Friend", "Not So Scary"],
        closing: ["Can't Wait for Tomorrow", "A Good Day After All", "Ready Again"],
      },
      opening: [
        ["Tomorrow was {focus}, and {hero} could not sleep a wink.", "{hero} had butterflies in [his|her] tummy, because today was {focus}."],
        ["hero> What if nobody likes me, {friend}?", "hero> {friend}, what if I get lost?"],
      ],
      buildUp: [
        ["{friend} walked {hero} to the big door<, and squeezed [his|her] hand>.", "Inside, there were so many new faces that {hero} did not know where to look."],
        ["friend> You'll be fine, {hero}, and I'll be right here at the end of the day.", "friend> Just say hello, {hero}, that's all you need to do."],
      ],
      dilemma: [
        ["At playtime, everyone seemed to have a friend except {hero}.", "{hero} stood alone by the wall<, feeling very small>."],
        ["hero> I want to go home, {friend}.", "hero> Maybe {focus} was a mistake, {friend}."],
        ["{hero} looked at the ground<, and a tear fell on [his|her] shoe>.", "{hero} held on tight to [his|her] bag."],
      ],
      resolution: [
        ["Then {hero} noticed someone looking at {turn}.", "It was {turn} that started everything for {hero}."],
        ["\"I like {turn},\" said a small voice, and {hero} smiled for the first time that day.", "{turn} gave {hero} something to talk about<, and the words came easily>."],
        ["By lunchtime, {hero} had a new friend<, and by the afternoon, two>.", "Soon {hero} was laughing with the others<, as if [he|she] had always been there>."],
        ["hero> {friend}, I made a friend!", "friend> Tell me everything, {hero}!"],
      ],
      closing: [
        ["That night, {hero} could not wait for the next day.", "{hero} told {friend} about {focus} all the way home."],
        ["{hero} put {turn} in [his|her] bag for tomorrow.", "{hero} fell asleep smiling<, thinking of {turn} and new friends>."],
      ],
      moral: ["{hero} learned that everyone feels nervous on a first day.", "{hero} found out that one hello can change a whole day.", "{hero} and {friend} learned that new places become friendly places, one smile at a time."],
    },
    helpingFriend: {
      titles: ["{hero} and {focus.Title}", "A Friend for {focus.Title}", "{hero} Lends a Hand", "How {hero} Helped {focus.Title}"],
      description: ["{focus} needs help, and {hero} knows just what to do, almost.", "A story about kindness, with {hero}, {friend} and {focus}."],
      chapterTitles: {
        opening: ["Someone Needs Help", "A Sad Face", "What's Wrong?"],
        buildUp: ["Lending a Hand", "Trying Everything", "Together"],
        dilemma: ["Nothing Works", "Too Big a Problem", "Not Giving Up"],
        resolution: ["The Answer", "A Kind Idea", "All Better"],
        closing: ["Friends Forever", "Thank You", "A Warm Heart"],
      },
      opening: [
        ["One morning {hero} found {focus} looking very sad.", "{focus} [focus:was|were] in trouble, and {hero} could tell."],
        ["hero> What's wrong, {focus.call}, can {friend} and I help?", "hero> Don't worry, {focus.call}, {friend} and I will sort it out."],
      ],
      buildUp: [
        ["{hero} and {friend} tried everything they could think of to help {focus}.", "All day {hero} stayed with {focus}<, trying one idea after another>."],
        ["friend> Let's try again, {hero}, {focus} needs us!", "friend> There must be a way to help {focus}, {hero}."],
      ],
      dilemma: [
        ["But nothing {hero} tried worked<, and {focus} looked sadder than ever>.", "By the afternoon, {hero} had run out of ideas<, and {focus} was still in trouble>."],
        ["hero> I don't know how to help {focus}, {friend}.", "hero> {friend}, what else can we do for {focus}?"],
        ["{hero} sat down next to {focus}<, and just stayed there>.", "{friend} patted {focus} gently."],
      ],
      resolution: [
        ["Then {hero} looked at {turn}, and smiled.", "It was {turn} that gave {hero} the answer."],
        ["With {turn}, {hero} and {friend} fixed the problem<, just like that>.", "Thanks to {turn} and {hero}, {focus} [focus:was|were] soon all right again."],
        ["{focus} gave {hero} the biggest smile anyone had ever seen.", "{focus} hugged {hero}, and then hugged {friend}."],
        ["friend> {hero}, look how happy {focus} [focus:is|are]!", "hero> That's what friends like {friend} and me are for, {focus.call}!"],
      ],
      closing: [
        ["After that day, {focus} and {hero} were the best of friends.", "{focus} came to visit {hero} every week<, always with a little present>."],
        ["{hero} kept {turn} safe<, in case anyone else needed help>.", "{hero} thought about {turn} and felt warm inside."],
      ],
      moral: ["{hero} learned that helping others makes your own heart bigger.", "{hero} found out that sometimes just staying close is the best help of all.", "{hero} and {friend} learned that day that kindness always finds a way."],
    },
  },
};
