/**
 * Sentence templates of the offline story writer, in English and French.
 * Placeholders: {hero} the hero's name, {kind} what the hero is, {friend} the
 * companion, {x} an ingredient with its indefinite article, {X} the same with
 * its definite article, {he}/{He} the hero's pronoun. French "[m|f]" picks the
 * form agreeing with the hero's gender. Frames avoid "à"/"de" before an
 * ingredient so French contractions (au, du) are never needed.
 */
import type { Language } from "../../db/schema";

export interface Hero {
  name: string;
  kind: string;
  /** Grammatical gender, for French agreement and pronouns. */
  gender: "m" | "f";
}

export interface Templates {
  heroes: Hero[];
  friends: string[];
  chapterTitles: Record<"opening" | "buildUp" | "dilemma" | "resolution" | "closing", string[]>;
  storyTitles: string[];
  description: string[];
  opening: { scene: string[]; meet: string[]; wish: string[] };
  buildUp: { set_off: string[]; find: string[]; friendSays: string[]; heroSays: string[] };
  dilemma: { trouble: string[]; worry: string[]; heroThinks: string[]; choice: string[] };
  resolution: { idea: string[]; use: string[]; together: string[]; cheer: string[] };
  closing: { evening: string[]; remember: string[]; moral: string[]; goodnight: string[] };
  pronoun: Record<"m" | "f", string>;
}

const en: Templates = {
  heroes: [
    { name: "Pip", kind: "a small hedgehog with a big heart", gender: "m" },
    { name: "Luna", kind: "a curious little fox", gender: "f" },
    { name: "Tomo", kind: "a brave young otter", gender: "m" },
    { name: "Mira", kind: "a clever girl who loved maps", gender: "f" },
    { name: "Noé", kind: "a dreamy boy with muddy boots", gender: "m" },
    { name: "Zia", kind: "a tiny dragon who could not yet fly", gender: "f" },
  ],
  friends: ["Biscuit the owl", "Old Turtle", "Fizz the firefly", "Captain Crumb the mouse", "Nana Bee"],
  chapterTitles: {
    opening: ["Once upon a morning", "Where it all began", "A bright beginning"],
    buildUp: ["The journey", "Off on an adventure", "Along the winding path"],
    dilemma: ["A tricky problem", "When things went wrong", "The big choice"],
    resolution: ["A clever idea", "Working together", "Saving the day"],
    closing: ["Home again", "Under the stars", "A happy ending"],
  },
  storyTitles: ["{hero} and {X}", "{hero}'s adventure with {X}", "The day {hero} met {X}", "{hero} and {X}: a big adventure"],
  description: [
    "{hero}, {kind}, sets off on an adventure with {list}. A story about courage, friendship and clever ideas.",
    "A gentle tale in which {hero} meets {list}, faces a tricky problem and finds the way home.",
  ],
  opening: {
    scene: [
      "The sun was rising over the hills, painting the sky pink and gold.",
      "It was a fresh, sparkling morning, and the birds were already singing.",
      "Morning light tiptoed through the window and tickled the floor.",
    ],
    meet: [
      "{hero} was {kind}. That morning, {he} found {x} waiting by the door.",
      "Once upon a time lived {hero}, {kind}. Today, {he} noticed {x} where nobody had ever seen one before.",
      "{hero}, {kind}, woke up thinking about {x}.",
    ],
    wish: [
      "\"Today will be a special day,\" {hero} whispered.",
      "{He} had a feeling that something wonderful was about to happen.",
      "{He} packed a snack, a scarf and a lot of curiosity.",
    ],
  },
  buildUp: {
    set_off: [
      "So {hero} set off along the winding path, humming a little song.",
      "Step by step, {hero} walked further than ever before.",
      "The path led through tall grass that swished like the sea.",
    ],
    find: [
      "Soon {he} came upon {x}. How surprising!",
      "Around the bend, {he} spotted {x}.",
      "Then, out of nowhere, {x} appeared.",
    ],
    friendSays: [
      "Hello! Where are you going in such a hurry?",
      "May I come along? Adventures are better with two.",
      "I know these woods. Follow me, but stay close!",
    ],
    heroSays: [
      "I'm going to find out where this path ends!",
      "Yes, come with me. Let's be brave together.",
      "Look at everything we've found already!",
    ],
  },
  dilemma: {
    trouble: [
      "Suddenly the sky grew dark, and a cold wind began to blow.",
      "But then the path stopped at a rushing river with no bridge.",
      "Then they heard a small, sad cry coming from behind the rocks.",
    ],
    worry: [
      "{Xcap} was in trouble, and {hero} did not know what to do.",
      "Without {X}, they could never get home before night.",
      "It seemed that {X} had vanished, and everyone looked worried.",
    ],
    heroThinks: [
      "What should we do? Should we turn back or keep going?",
      "I feel a little scared… but I don't want to give up.",
      "If we go back now, who will help?",
    ],
    choice: [
      "{hero} took a deep breath and thought very hard.",
      "{hero} closed {his} eyes and listened to {his} heart.",
    ],
  },
  resolution: {
    idea: [
      "Then {hero} had an idea: \"{Xcap} can help us!\"",
      "\"I know!\" said {hero}. \"Let's use {X}!\"",
    ],
    use: [
      "With {x}, they made a plan, and little by little it worked.",
      "Together with {x}, everything suddenly looked easier.",
      "And {X} turned out to be exactly what they needed.",
    ],
    together: [
      "Everyone helped: one pushed, one pulled, and one cheered.",
      "They held paws and hands, and they did not let go.",
    ],
    cheer: ["We did it!", "Hooray! Nothing is impossible when we help each other!", "That was the best idea ever!"],
  },
  closing: {
    evening: [
      "When the sky turned orange, {hero} walked home, tired and happy.",
      "The first stars blinked as {hero} came home.",
      "By the time the moon rose, {hero} was snug and warm at home.",
    ],
    remember: [
      "{He} would always remember {X} and {Y}.",
      "{He} thought about {X}, and smiled.",
    ],
    moral: [
      "Being brave doesn't mean never feeling scared; it means trying anyway.",
      "The best adventures are the ones we share with friends.",
      "A kind heart and a clever idea can solve almost anything.",
    ],
    goodnight: ["Goodnight, {hero}. Goodnight, little one.", "And now it's time to sleep and dream of new adventures.", "The end — sweet dreams!"],
  },
  pronoun: { m: "he", f: "she" },
};

const fr: Templates = {
  heroes: [
    { name: "Pip", kind: "un petit hérisson au grand cœur", gender: "m" },
    { name: "Luna", kind: "une petite renarde curieuse", gender: "f" },
    { name: "Tomo", kind: "une jeune loutre courageuse", gender: "f" },
    { name: "Mira", kind: "une fillette maligne qui adorait les cartes", gender: "f" },
    { name: "Noé", kind: "un garçon rêveur aux bottes pleines de boue", gender: "m" },
    { name: "Zia", kind: "une toute petite dragonne qui ne savait pas encore voler", gender: "f" },
  ],
  friends: ["Biscuit le hibou", "Vieille Tortue", "Pétille la luciole", "Capitaine Miette la souris", "Mamie Abeille"],
  chapterTitles: {
    opening: ["Un beau matin", "Là où tout commença", "Un joyeux début"],
    buildUp: ["Le voyage", "En route pour l'aventure", "Sur le chemin sinueux"],
    dilemma: ["Un problème épineux", "Quand tout se compliqua", "Le grand choix"],
    resolution: ["Une idée lumineuse", "Tous ensemble", "Sauvés !"],
    closing: ["De retour à la maison", "Sous les étoiles", "Une fin heureuse"],
  },
  storyTitles: ["{hero} et {X}", "L'aventure de {hero}", "Le jour où {hero} rencontra {X}", "Le grand voyage de {hero}"],
  description: [
    "{hero}, {kind}, part à l'aventure avec {list}. Une histoire de courage, d'amitié et d'idées astucieuses.",
    "Un conte tout doux où {hero} rencontre {list}, affronte un problème épineux et retrouve le chemin de la maison.",
  ],
  opening: {
    scene: [
      "Le soleil se levait sur les collines et peignait le ciel de rose et d'or.",
      "C'était un matin frais et pétillant, et les oiseaux chantaient déjà.",
      "La lumière du matin entrait sur la pointe des pieds par la fenêtre.",
    ],
    meet: [
      "{hero} était {kind}. Ce matin-là, {he} trouva {x} qui l'attendait devant la porte.",
      "Il était une fois {hero}, {kind}. Aujourd'hui, {he} remarqua {x}, là où personne n'en avait jamais vu.",
      "{hero}, {kind}, se réveilla avec une idée en tête : trouver {x}.",
    ],
    wish: [
      "« Aujourd'hui sera une journée spéciale », murmura {hero}.",
      "{He} sentait que quelque chose de merveilleux allait arriver.",
      "{He} prépara un goûter, une écharpe et beaucoup de curiosité.",
    ],
  },
  buildUp: {
    set_off: [
      "Alors {hero} partit sur le chemin sinueux en fredonnant une petite chanson.",
      "Pas à pas, {hero} alla plus loin que jamais.",
      "Le chemin traversait de hautes herbes qui bruissaient comme la mer.",
    ],
    find: [
      "Bientôt, {he} découvrit {x}. Quelle surprise !",
      "Au détour du chemin, {he} aperçut {x}.",
      "Et puis, tout à coup, {x} apparut.",
    ],
    friendSays: [
      "Bonjour ! Où vas-tu si vite ?",
      "Je peux venir ? Les aventures sont plus belles à deux.",
      "Je connais ces bois. Suis-moi, mais reste près de moi !",
    ],
    heroSays: [
      "Je veux savoir où finit ce chemin !",
      "Oui, viens avec moi. Soyons courageux ensemble.",
      "Regarde tout ce que nous avons déjà trouvé !",
    ],
  },
  dilemma: {
    trouble: [
      "Soudain, le ciel s'assombrit et un vent froid se mit à souffler.",
      "Mais le chemin s'arrêtait devant une rivière tumultueuse, sans aucun pont.",
      "Puis ils entendirent un petit cri triste derrière les rochers.",
    ],
    worry: [
      "{Xcap} avait des ennuis, et {hero} ne savait pas quoi faire.",
      "Sans {X}, ils ne pourraient jamais rentrer avant la nuit.",
      "On aurait dit que {X} avait disparu, et tout le monde avait l'air inquiet.",
    ],
    heroThinks: [
      "Que faire ? Faut-il faire demi-tour ou continuer ?",
      "J'ai un peu peur… mais je ne veux pas abandonner.",
      "Si nous repartons maintenant, qui va aider ?",
    ],
    choice: ["{hero} inspira profondément et réfléchit très fort.", "{hero} ferma les yeux et écouta son cœur."],
  },
  resolution: {
    idea: ["Alors {hero} eut une idée : « {Xcap} peut nous aider ! »", "« Je sais ! » dit {hero}. « Prenons {X} ! »"],
    use: [
      "Avec {x}, ils firent un plan, et petit à petit, ça marcha.",
      "Avec {x}, tout parut soudain plus facile.",
      "Et {X} était exactement ce qu'il leur fallait.",
    ],
    together: [
      "Tout le monde aida : l'un poussait, l'autre tirait, et le troisième encourageait.",
      "Ils se tinrent par la main et par la patte, sans jamais se lâcher.",
    ],
    cheer: ["On a réussi !", "Hourra ! Rien n'est impossible quand on s'entraide !", "C'était la meilleure idée du monde !"],
  },
  closing: {
    evening: [
      "Quand le ciel devint orange, {hero} rentra à la maison, fatigué[|e] mais heureu[x|se].",
      "Les premières étoiles clignotaient quand {hero} arriva chez [lui|elle].",
      "Quand la lune se leva, {hero} était bien au chaud à la maison.",
    ],
    remember: ["{He} se souviendrait toujours de cette journée avec {X} et {Y}.", "Et {X} ? {He} ne l'oublierait jamais."],
    moral: [
      "Être courageux, ce n'est pas ne jamais avoir peur : c'est essayer quand même.",
      "Les plus belles aventures sont celles que l'on partage avec ses amis.",
      "Un cœur gentil et une idée astucieuse peuvent presque tout résoudre.",
    ],
    goodnight: ["Bonne nuit, {hero}. Bonne nuit, mon trésor.", "Et maintenant, il est temps de dormir et de rêver à de nouvelles aventures.", "Fin — fais de beaux rêves !"],
  },
  pronoun: { m: "il", f: "elle" },
};

export const TEMPLATES: Record<Language, Templates> = { "en-US": en, "fr-FR": fr };
