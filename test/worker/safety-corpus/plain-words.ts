/**
 * Harm said in plain words, and the same words doing no harm: the tuning ideas of the second layer
 * (worker/safety/plain-harm.ts). Written apart from the frozen held-out set (./frozen-*.tsv), which
 * the lists are never tuned on.
 */
import type { SafetyCategory } from "../../../shared/safety";
import type { Language } from "./unsafe";

export const PLAIN_UNSAFE: { category: SafetyCategory; language: Language; ideas: string[] }[] = [
  ...(
    [
      ["violence", "the babysitter hits the twins when they cry"],
      ["violence", "a boy who kicks his little sister"],
      ["violence", "grandpa slaps grandma"],
      ["violence", "throwing the hamster against the door"],
      ["violence", "pushing the new girl down the stairs at school"],
      ["violence", "locking the puppy in the shed without food"],
      ["violence", "she holds the kitten under the water"],
      ["violence", "the stepmother locks the children in the cellar"],
      ["violence", "bleach in the baby's bottle"],
      ["violence", "poison in dad's coffee"],
      ["violence", "the boys tie up the little one and leave him in the woods"],
      ["violence", "hitting the dog until it bleeds"],
      ["violence", "he chokes his brother until he goes blue"],
      ["violence", "setting fire to the neighbour's cat"],
      ["violence", "mum smacks the baby"],
      ["sexual", "the uncle who touches the girls when nobody is home and says don't tell"],
      ["sexual", "a man who takes pictures of kids in their underwear"],
      ["sexual", "a coach who undresses the boys"],
      ["sexual", "show me your private parts"],
      ["sexual", "a neighbour who kisses her and says it's our secret"],
      ["sexual", "a grown man and his eleven year old girlfriend"],
      ["drugs", "huffing glue behind the shed"],
      ["drugs", "sniffing markers to get high"],
      ["drugs", "eating grandma's pills to feel funny"],
      ["self-harm", "a girl who throws up after dinner to stay skinny"],
      ["self-harm", "he wants to disappear for good"],
      ["self-harm", "a boy who hits himself when he is angry"],
      ["self-harm", "she doesn't want to live anymore"],
      ["self-harm", "nobody would miss me if i was gone"],
      ["hate", "immigrants are dirty"],
      ["hate", "muslims are dangerous"],
      ["hate", "poor people are lazy and stupid"],
      ["hate", "girls should stay in the kitchen"],
      ["hate", "you little retard"],
    ] as const
  ).map(([category, idea]) => ({ category, language: "en" as const, ideas: [idea] })),
  ...(
    [
      ["violence", "la nounou frappe les jumeaux quand ils pleurent"],
      ["violence", "un garçon qui donne des coups de pied à sa petite soeur"],
      ["violence", "papi gifle mamie"],
      ["violence", "jeter le hamster contre la porte"],
      ["violence", "pousser la nouvelle dans les escaliers de l'école"],
      ["violence", "enfermer le chiot dans la cabane sans manger"],
      ["violence", "elle tient le chaton sous l'eau"],
      ["violence", "la marâtre enferme les enfants à la cave"],
      ["violence", "de la javel dans le biberon du bébé"],
      ["violence", "du poison dans le café de papa"],
      ["violence", "il étrangle son frère jusqu'à ce qu'il devienne bleu"],
      ["violence", "papa la frappe tous les soirs"],
      ["violence", "maman secoue le bébé"],
      ["sexual", "le tonton qui touche les filles quand personne n'est là et dit ne le dis pas"],
      ["sexual", "un monsieur qui prend des photos d'enfants en culotte"],
      ["sexual", "un entraîneur qui déshabille les garçons"],
      ["sexual", "montre moi tes parties intimes"],
      ["sexual", "un voisin qui l'embrasse et dit que c'est notre secret"],
      ["drugs", "renifler de l'essence derrière la cabane"],
      ["drugs", "manger les cachets de mamie pour planer"],
      ["self-harm", "une fille qui se fait vomir après le dîner pour rester mince"],
      ["self-harm", "il veut disparaître à jamais"],
      ["self-harm", "elle ne veut plus vivre"],
      ["self-harm", "une fille qui se griffe quand elle est triste"],
      ["hate", "les immigrés sont sales"],
      ["hate", "les musulmans sont dangereux"],
      ["hate", "les pauvres sont paresseux et bêtes"],
      ["hate", "les filles doivent rester à la cuisine"],
      ["hate", "espèce de gogol"],
    ] as const
  ).map(([category, idea]) => ({ category, language: "fr" as const, ideas: [idea] })),
];

export const PLAIN_SAFE: Record<Language, string[]> = {
  en: [
    "the twins hit the piñata", "kicking a ball with my little sister", "grandpa hugs grandma", "throwing a frisbee for the dog",
    "running down the stairs to open presents", "putting the puppy in its basket", "she holds the kitten in her arms",
    "the children explore the cellar with a torch", "a bottle of milk for the baby", "dad's coffee mug", "tying a ribbon on the present",
    "the dog bleeds a little after a thorn and the vet helps", "setting the table for the neighbour", "mum reads to the baby",
    "the uncle who tells funny jokes", "taking pictures of the kids at the beach", "a coach who cheers the boys on",
    "a secret hideout in the garden", "grandma kisses her goodnight", "an eleven year old girl and her best friend",
    "a glue stick for the collage", "colouring with markers", "grandma's pills box", "skipping rope after dinner",
    "a ghost who wants to disappear for halloween", "a boy who hits the drum when he is happy", "living in a treehouse",
    "nobody would miss the party", "immigrants who open a bakery", "muslim kids celebrate eid", "a poor family shares their bread",
    "girls play football", "a little robot who is always late",
  ],
  fr: [
    "les jumeaux tapent sur la piñata", "jouer au ballon avec ma petite soeur", "papi fait un câlin à mamie",
    "lancer un frisbee au chien", "descendre les escaliers en courant pour ouvrir les cadeaux", "mettre le chiot dans son panier",
    "elle tient le chaton dans ses bras", "les enfants explorent la cave avec une lampe", "un biberon de lait pour le bébé",
    "la tasse de café de papa", "un tonton qui raconte des blagues", "prendre des photos des enfants à la plage",
    "un entraîneur qui encourage les garçons", "une cachette secrète dans le jardin", "mamie l'embrasse pour lui dire bonne nuit",
    "du poison dans la potion de la sorcière", "de l'essence pour la tondeuse de papi", "les cachets de vitamines de mamie",
    "une fille qui saute à la corde après le dîner", "un fantôme qui veut disparaître pour halloween", "un garçon qui tape sur son tambour",
    "les immigrés ouvrent une boulangerie", "les enfants musulmans fêtent l'aïd", "une famille pauvre partage son pain",
    "les filles jouent au foot", "un petit robot toujours en retard", "la frappe du footballeur",
  ],
};
