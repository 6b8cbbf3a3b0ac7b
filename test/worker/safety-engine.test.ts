import { describe, expect, it } from "vitest";
import { invalidateConfigCache } from "../../worker/config/store";
import { db } from "../../worker/db/client";
import { configs } from "../../worker/db/schema";
import { foldText } from "../../safety/engine/normalise";
import { checkIdeas, checkText, loadLexicon } from "../../worker/generation/moderation";
import { DEFAULT_MODERATION_LISTS } from "../../safety/engine/default-lists";
import { env } from "./helpers";

async function setConfig(key: string, value: unknown) {
  await db(env).insert(configs).values({ key, value, updatedAt: new Date() });
  invalidateConfigCache();
}

async function categoryOf(...ideas: string[]): Promise<string | null> {
  const verdict = await checkIdeas(env, ideas);
  return verdict.safe ? null : verdict.category;
}

describe("foldText: the reading before matching", () => {
  it.each([
    ["NFKC: full-width and mathematical letters", "ｋｉｌｌ 𝐤𝐢𝐥𝐥", "kill kill"],
    ["case and accents", "ÉGORGER Tüer", "egorger tuer"],
    ["ligatures", "Œuf ÆSOP straße", "oeuf aesop strasse"],
    ["Cyrillic and Greek look-alikes (TR39 confusables)", "kіll ѕех рοrn", "kill sex porn"],
    ["zero-width and filler characters", "ki\u200bl\u200dl s\u00ade\u2060x k\u3164ill", "kill sex kill"],
  ])("%s", (_, text, folded) => {
    expect(foldText(text)).toBe(folded);
  });
});

describe("checkIdeas: the default lists", () => {
  it("names the category of each kind of unsafe idea", async () => {
    expect(await categoryOf("a man who murdered children")).toBe("violence");
    expect(await categoryOf("how to make a bomb")).toBe("weapons");
    expect(await categoryOf("une histoire de sexe")).toBe("sexual");
    expect(await categoryOf("getting drunk on vodka")).toBe("drugs");
    expect(await categoryOf("cutting yourself with a razor")).toBe("self-harm");
    expect(await categoryOf("a nazi parade")).toBe("hate");
  });

  it.each([
    ["inflections (Snowball stems)", ["killed", "killing", "kills", "tué", "tuaient", "tuera"]],
    ["digits and symbols as letters", ["ki11 the teacher", "k!ll your parents", "a s3x story", "$ex", "k1ll", "murd3r"]],
    ["a Cyrillic look-alike", ["kіll the baby", "сосаіnе"]],
    ["separators inside words", ["s e x", "k.i.l.l", "mur-der", "k - i - l - l", "k_i_l_l the teacher", "n.a.z.i"]],
    ["stretched letters", ["kiiiiilllll", "muuurrrdeeer"]],
    ["invisible characters", ["ki\u200bll", "se\u200bx"]],
    ["phrases", ["cut off his head", "a gun to shoot", "se couper avec une lame", "school shooting"]],
    ["a doubled consonant typed once", ["kiling the cat", "hiting his baby brother"]],
  ])("sees through %s", async (_, ideas) => {
    for (const idea of ideas) expect(await categoryOf(idea), idea).not.toBeNull();
  });

  it("catches meaning split across chips, which are harmless one by one", async () => {
    expect(await categoryOf("cut off")).toBeNull();
    expect(await categoryOf("head")).toBeNull();
    expect(await categoryOf("a dragon", "cut off", "head")).toBe("violence");
    expect(await categoryOf("gun", "shoot")).toBe("weapons");
    expect(await categoryOf("se couper", "lame")).toBe("self-harm");
  });

  it.each([
    "pirates with wooden swords", "a hungry wolf", "a fire-breathing dragon", "a witch's cauldron", "a thunderstorm",
    "a ghost afraid of the dark", "a killer whale", "a cottage in Sussex", "grapes", "il est assis", "une tuile du toit",
    "tu es mon ami", "une nuée d'oiseaux", "a skillful knight", "a water pistol", "pieds nus dans l'herbe", "un orage violent",
    "du fromage râpé", "a viola concert", "1000 balloons and 3 cats", "a b c d e",
  ])("allows the ordinary %s", async (idea) => {
    expect(await categoryOf(idea)).toBeNull();
  });

  it("names swearing, vulgar words and insults profanity, slurs hate and sexual words sexual", async () => {
    for (const idea of ["fuck you teacher", "shit happens", "merde alors", "what the f*ck", "un gros con", "ferme ta gueule"]) {
      expect(await categoryOf(idea), idea).toBe("profanity");
    }
    expect(await categoryOf("a story about a kike")).toBe("hate");
    expect(await categoryOf("a story about a gook")).toBe("hate");
    expect(await categoryOf("jailbait")).toBe("sexual");
  });

  // A vulgar word compounded or in the plural is read as itself; a word that merely starts like one is not.
  it.each([
    ["a shitbag pirate", "profanity"], ["the shitstick knight", "profanity"], ["les salopes du château", "sexual"],
    ["a spicy soup", null], ["a spiced cake", null], ["a peacock's tail", null], ["a skinhead haircut", null], ["un crapaud", null],
  ])("reads %j as %s", async (idea, category) => {
    expect(await categoryOf(idea)).toBe(category);
  });

  // Words that equal or contain a listed word in another sense, and idioms.
  it.each([
    "a fruit cocktail", "a rooster", "un conte de fées", "la queue du chat", "a cottage in Sussex", "a trip to Scunthorpe",
    "killing time at the airport", "se tuer à la tâche", "a pussy willow", "un cul-de-sac", "une bite d'amarrage",
    "un pique-nique", "hanging out with friends", "the dog chases its tail", "un baiser sur la joue", "une chatte et ses chatons",
  ])("allows %s", async (idea) => {
    expect(await categoryOf(idea)).toBeNull();
  });

  // Harm said in plain words is refused; the same words doing no harm are not.
  it.each([
    ["a stepdad who touches her at night", "sexual", "dad tucks her in at night"],
    ["il la touche la nuit et dit que c'est notre secret", "sexual", "il touche les étoiles la nuit"],
    ["pushing his little sister down the stairs", "violence", "pushing the swing in the park"],
    ["sleeping pills in grandma's tea", "violence", "grandma takes her pills with breakfast"],
    ["des somnifères dans le thé de papi", "violence", "papi boit son thé"],
    ["she stops eating to get thin", "self-harm", "a bear who stops eating in winter"],
    ["wanting to disappear forever", "self-harm", "the magician makes the rabbit disappear"],
    ["people with dark skin are dirty", "hate", "a dirty puppy needs a bath"],
    ["les gitans sont des voleurs", "hate", "les gitans jouent de la guitare"],
    ["renifler de la colle dans le garage", "drugs", "de la colle pour le bricolage"],
    // Only pronouns name who is harmed: the act and the secret say it.
    ["she touches him and says it is their secret", "sexual", "she touches the snow and says it is magic"],
    ["he strokes her and tells nobody", "sexual", "he strokes the cat and tells a story"],
    ["il le touche et dit que c'est leur secret", "sexual", "il touche le ballon et dit que c'est leur équipe"],
    ["il la déshabille et ne dit rien à personne", "sexual", "il déshabille la poupée pour le bain"],
  ])("refuses %j as %s, and allows %j", async (harm, category, ordinary) => {
    expect(await categoryOf(harm)).toBe(category);
    expect(await categoryOf(ordinary)).toBeNull();
  });

  // Causes of false refusals found on the training sets: each look-alike was refused before its fix.
  it.each([
    // A stem belongs to its language: French "pénis", "sniffer", "taper", "blesser" do not meet English
    // "pen", "sniffs", "tapes", "blesses", nor English "bullies" French "bulles".
    ["English read with English stems", ["my pen pal writes from Canada", "a hedgehog who sniffs the roses", "the teacher tapes the kids' paintings on the wall", "the vicar blesses the children at the harvest festival"]],
    ["English words not stemmed in French", ["le bébé fait des bulles avec maman"]],
    // One word never stands for two groups of a combination ("jeu secret" is a game, not a secret).
    ["a combination's groups on other words", ["un jeu secret avec les cousins : une chasse aux œufs"]],
    // Idioms and ordinary senses of listed words.
    ["idioms", ["this traffic is killing me", "I could kill for an ice cream", "we kill the boss on level 3", "you're the bomb, grandma", "a glitter bomb for the party", "on saute en bombe dans le lac", "c'est de la bombe, ces crêpes", "tuer le match à la dernière minute", "les crêpes ont brûlé, tant pis pour la tante"]],
    ["ordinary senses", ["a blue-footed booby on the beach", "weeding the vegetable patch", "a car dealer sells mum a van", "a bowl of stoned fruit for the picnic", "fruit punch for the little ones", "blow up balloons for the school party", "un fusil à eau pour la bataille", "un pistolet laser pour Noël", "un cocktail sans alcool", "la journée contre le racisme"]],
    // Looser combinations made tighter: boiling water for someone, a feeder for birds.
    ["tighter combinations", ["boiling water for grandpa's tea", "hang the bird feeder on the branch", "foreign foods smell delicious"]],
  ] as const)("allows %s", async (_, ideas) => {
    for (const idea of ideas) expect(await categoryOf(idea), idea).toBeNull();
  });

  // Causes of false refusals found on the 10 000 most common words and ordinary phrases (issue 38): a
  // listed word whose stem is an ordinary word, in either language; a shout read as a disguised letter;
  // crying read as tearing; coats hung like people; an uncle named Tom; "sexe" said of gender.
  it.each([
    ["stems that are ordinary words", ["a story about a pen", "extremely happy bunnies", "we preserve the forest", "préserver la forêt avec papi", "a good deal at the market", "a private beach", "c'est extrêmement drôle"]],
    ["a shout", ["ready, set, go!", "go, Léa, go!"]],
    ["crying", ["the little girl in tears hugs her mum", "tears of joy with grandma"]],
    ["hanging things", ["the kids hang their coats on the hooks"]],
    ["names", ["uncle Tom", "a picnic with uncle Tom"]],
    ["sexe said of gender", ["une histoire sur une mamie de sexe féminin"]],
  ] as const)("allows %s", async (_, ideas) => {
    for (const idea of ideas) expect(await categoryOf(idea), idea).toBeNull();
  });

  // Causes of false refusals found on public children's stories (LeCarnet's French stories, Grimm's
  // tales): a listed word that is not its own stem caught the other words of its stem ("grognasse" and
  // "grogner" → grogn, "vibrator" and "vibrate" → vibrat); it now brings its own forms only.
  it.each([
    ["the other words of a listed word's stem", ["le chien grogne devant la porte", "un grognement dans la forêt", "the ground vibrates when the giant walks", "they erect a big tent in the garden", "des pois chiches pour le dîner", "le photographe mitraille les mariés"]],
  ] as const)("allows %s", async (_, ideas) => {
    for (const idea of ideas) expect(await categoryOf(idea), idea).toBeNull();
  });

  // Found on Grimm's tales and in the training sets' safe lines: "her" before a noun read as the one an
  // act is done to (the same ideas with "his" passed), a negated act read as the act, and ordinary senses.
  it.each([
    ["her things, not her", ["she kicks her ball over the fence", "grandma beats her eggs for a cake", "the girl throws her ball into the river", "a fairy who hurts her wing", "mum puts her bag in the cupboard"]],
    ["an act said not to happen", ["the bear would not harm them", "a friendly monster who doesn't hurt people", "a kind troll who won't hurt the children"]],
    ["a win at a game, a verb whose clause ends", ["a kid who beats his mum at chess", "DAD BEAT MUM AT MARIO KART AGAIN", "le grand frère de ma copine me bat à mario kart", "my tooth hurts and mum gives me medicine", "the bully and the new kid build a den"]],
    ["idioms", ["kill the lights, it's bedtime"]],
    ["hanging from something", ["the kids hang upside down on the monkey bars", "a bat hangs upside down in the cave", "the puppy hangs his head in shame"]],
    ["ordinary senses", ["Léa pédale très vite sur son vélo", "les pédales du vélo rouge", "une dent qui branle", "une chaise branlante", "groping in the dark for the light switch", "a snowball hits her in the face", "grandma cuts herself a slice of cake"]],
    // Each refused before: what stories kill, a stand against violence, a pillow fight, idioms.
    ["what stories kill", ["the knight kills the dragon", "the knight kills the wicked dragon with his sword", "the cat kills the mouse", "the frog kills flies with its tongue", "the gardener kills the slugs", "the cold killed the flowers", "the dinosaur was killed by a meteor", "a snake strangles its prey in the jungle", "le chevalier tue le dragon", "le chevalier a tué le méchant dragon dans la forêt", "le jardinier tue les limaces", "le froid a tué les fleurs", "les dinosaures ont été tués par une météorite"]],
    ["a stand against violence", ["a story that teaches that violence is never the answer", "a kind lion who hates violence", "non à la violence", "un lion gentil qui déteste la violence", "une histoire qui apprend que la violence n'est jamais la solution"]],
    ["what the weather kills, doing brilliantly, going fast, a pomegranate, a game won", ["the frost killed the roses", "le gel a tué les fleurs du jardin", "the band is killing it at the concert", "I could murder a burger", "he bombs down the street on his skateboard", "les rats-taupes nus dorment", "une grenade très sucrée pour le dessert", "une fille qui bat sa maman aux cartes"]],
    // Each refused before (stop 53's probes, written blind by a helper): history named, a slingshot, games and slang, a fairy tale's plot, hygiene.
    ["history named, never praised", ["the Holocaust explained gently, Anne Frank and her diary", "la Shoah racontée doucement", "Rosa Parks fights racism", "a story about racism at school", "l'esclavage expliqué aux enfants", "slavery was wrong and freedom is great", "les nazis et la résistance racontés aux enfants", "Anne Frank hid from the Nazis"]],
    ["toys, games and a garden", ["le lance-pierre du petit garçon", "the kids shoot water at each other", "the weed in grandma's garden", "we weed the garden", "le jeu du pendu avec ma soeur", "le stand de tir à la carabine à la fête foraine", "faire la bombe dans la piscine", "bomb ball at recess", "kill the aphids with soapy water", "tuer les pucerons du rosier"]],
    ["slang", ["c'est la bombe ce gâteau", "une tuerie ce gâteau au chocolat", "c'est trop stylé ça tue", "mon frère m'a tué à mario kart", "that cake was the bomb", "une overdose de chocolat à Pâques"]],
    ["French ordinary senses", ["le chien renifleur de drogue à l'aéroport", "papa torse nu à la plage", "ma bombe d'équitation est trop grande", "les pompiers défoncent la porte", "ce bruit est saoulant"]],
    ["a storybook character's own weapon", ["a pirate with a pistol", "the hunter's rifle", "a cowboy and his revolver", "un pirate avec un pistolet", "le fusil du chasseur", "les soldats avec leurs fusils"]],
    ["a fairy tale's plot, a hunter's catch, washing oneself", ["the queen wants to kill Snow White", "la reine veut tuer Blanche-Neige", "the hunter kills the wolf", "le chasseur tue le loup", "le chat tue une souris et l'apporte en cadeau", "apprendre à se laver tout seul, le zizi et les fesses"]],
    // Each refused before (stop 54's probes): bare trees, a baby's sex, a bird's display, the war dead, prey, idioms.
    ["French ordinary senses of naked, sex and kill", ["un arbre nu en hiver", "les murs nus de la nouvelle chambre", "un bébé tout nu qui court dans le jardin après le bain", "garçon ou fille, le sexe du bébé", "la parade de séduction du paon", "on va tuer l'ennui avec un jeu", "arrête, tu me tues de rire", "le 11 novembre, on pense aux soldats tués à la guerre", "mon arrière-grand-père a été tué pendant la guerre", "le lion tue la gazelle pour nourrir ses petits", "the lion kills a zebra", "les pucerons tuent les rosiers"]],
    ["baby animals, hairless breeds and a slug", ["un oisillon tout nu dans le nid", "les souriceaux naissent tout nus", "la limace, un escargot tout nu", "le chat sphynx tout nu"]],
    ["what a mosquito drinks, a dish, a fruit, French slang, an animal's sex", ["le moustique qui pique et boit du sang la nuit", "the mosquito drinks blood", "le coq au vin du dimanche", "la grenade, le fruit plein de grains rouges", "ça me saoule de ranger ma chambre", "la chanson fait un tabac", "une vraie tuerie, ces crêpes !", "il m'a défoncé à Mario Kart", "le poissonnier coupe la tête des poissons", "comment on sait le sexe d'un lapin ?"]],
    ["body safety, taught in its own words", ["mon corps m'appartient | personne n'a le droit de toucher mes parties intimes", "nobody is allowed to touch my private parts", "se laver tout nu sous la douche tout seul comme un grand"]],
    // Each refused before (stop 54's second blind probes, written around our own list's French words).
    ["French words that look like violence", ["les meurtrières du château fort", "un chevalier regarde dehors par une meurtrière", "une pomme un peu meurtrie", "un genou meurtri après une chute à vélo", "papa massacre toutes les chansons de Noël", "le jeu de massacre à la kermesse", "se torturer les méninges pour trouver un cadeau", "l'orque, qu'on appelle aussi baleine tueuse", "l'amanite tue-mouches", "le ridicule ne tue pas", "papi s'étrangle de rire", "le jeu du cadavre exquis", "le boulanger donne un coup de couteau sur la baguette"]],
    ["French words that look sexual", ["un petit garçon qui veut se coucher avec son doudou", "aller se coucher avec les poules", "un week-end à Pornic", "une petite fille qui tombe des nues", "un chevalier nu-tête sous la pluie", "un sapin tout nu après Noël", "la montagne toute nue au printemps", "la nudité des arbres en hiver", "une viole de gambe au musée", "deux hiboux qui discutent du sexe des anges"]],
    // Each refused before (stop 55's scan of every word in Debian's French and English word lists, alone): ordinary
    // words that a list of the other language, or a stem, took for harm.
    ["French words the lists took for harm", ["les enfants chantent à tue-tête dans la voiture", "papa est d'une humeur massacrante ce matin", "quel crève-cœur de quitter ses amis", "un vieux manteau tout râpé", "du parmesan râpé sur les pâtes", "râper les carottes pour la salade", "le bûcheron ramasse un fagot de bois", "le Petit Poucet et les fagots", "un hibou pédant", "le vieux chien s'en va clopin-clopant", "la neige crisse sous les bottes", "elle pouffe de rire", "les éboueurs ramassent les ordures", "une gousse d'ail dans la soupe", "de la peinture faciale pour le carnaval", "le coq bombe le torse", "le chevalier a brandi son épée", "encore du rab de frites", "un canelé bordelais"]],
    ["everyday French around those words", ["c'est le carnage dans ma chambre", "le chien a fait un carnage dans le jardin", "il ne faut pas maltraiter les animaux", "un chien maltraité trouve une nouvelle famille", "une plante cannibale dans la serre", "un regard assassin", "le chat a zigouillé une souris"]],
    ["idioms, chores and the Easter story", ["le petit garçon sort du bain nu comme un ver", "c'est une torture de ranger ma chambre", "quelle torture ces devoirs", "papi s'étrangle avec une arête de poisson", "l'histoire de Pâques, Jésus crucifié puis ressuscité", "the Easter story for kids: Jesus is crucified and rises again"]],
    ["a predator's or a hunter's prey, nature's names, idioms", ["le renard a tué trois poules", "le chat tue un oiseau", "le loup a tué un agneau", "le chasseur tue un sanglier", "le frelon asiatique, tueur d'abeilles", "the fox kills the hens", "the wolf killed a sheep", "the hunter kills a deer", "the cat killed a bird", "kill two birds with one stone", "murder hornets in the garden", "waiting for Christmas is pure torture", "cannibal frogs in the pond", "dressed to kill for the party", "on a trouvé le cadavre d'un oiseau dans le jardin", "ce film m'a tué de rire"]],
    // Each refused before (stop 56's probe around the French lists' phrases).
    ["a dish, a tale, idioms, a fence, a melon, bedtime, a promise", ["le hachis parmentier de mamie", "un roi tout nu dans les habits neufs de l'empereur", "manger des crêpes tout son saoul", "j'ai envie de mourir de rire", "le taureau défonce la clôture", "maman donne un coup de couteau dans la pastèque", "le chaton se couche avec les autres chatons", "papa lit une histoire avant de se coucher avec la lumière allumée", "le chien ne veut pas me faire du mal"]],
    // Each refused before: lines of public French children's texts (a nursery rhyme, albums' summaries).
    ["a hungry wolf, a nursery rhyme, a book about the body", ["Un grand méchant loup affamé croise un petit lapin blanc", "un ours affamé cherche du miel", "le petit chat affamé miaule", "affamé comme un loup après l'école", "J'ai du bon tabac dans ma tabatière", "La nudité expliquée aux enfants"]],
    ["a dragon not killed", ["Un dragon bleu un peu méchant que l'on ne tue pas mais que l'on assomme", "le chevalier ne tue pas le dragon, il devient son ami", "le chevalier ne veut pas tuer le dragon", "il décide de ne pas tuer le loup"]],
    ["a toddler who will not dress, a snail, the tales", ["Léo refuse de s'habiller et reste tout nu", "mettre son pyjama après être resté tout nu", "l'escargot sans coquille se sent tout nu", "le roi nu et le petit garçon qui dit la vérité", "le loup dévore la grand-mère"]],
    // Each refused before (stop 57's probe of children's quarrels): a blow between children, mended or held back.
    ["a quarrel mended, a blow held back", ["mon grand frère m'a tapé et maman nous réconcilie", "Léo a tapé son copain à la récré et il s'excuse", "Nina est en colère et a envie de taper, elle respire fort", "my little brother hit me and then said sorry", "Sam hit his friend at school and learns to say sorry", "my big sister hit me so I told mum", "papa m'a tapé dans la main", "le monsieur m'a tapé sur l'épaule pour me dire bonjour", "papa ne m'a jamais tapé"]],
    // Each refused before (stop 57's probe around the French lists' words).
    ["a storm's violence, both sexes, the school subject, bare legs, a dog once mistreated, a faded flower", ["un orage d'une grande violence", "les deux sexes chez les escargots", "l'éducation sexuelle à l'école", "marcher jambes nues dans la rosée", "les épaules nues au soleil", "le chien qui a été maltraité retrouve confiance", "le jardinier coupe la tête des fleurs fanées"]],
    // Each refused before (stop 58's probe around the French lists' words, with their English twins).
    ["rough with things, rules broken, bare trees, a toy in bed, violence refused", ["Le chat a massacré le canapé avec ses griffes", "Ne maltraite pas tes livres, dit la bibliothécaire", "Le petit garçon maltraite ses jouets et ils décident de partir", "Il a violé la loi en volant une pomme", "Le dragon viole le territoire des licornes", "Les arbres sont nus en hiver", "Le sapin est nu après Noël", "Le petit garçon couche avec son doudou", "Elle couche avec son nounours tous les soirs", "Plutôt que la violence, Nina choisit les mots", "La violence ne résout rien, apprend le petit ours", "Use words instead of violence, says the teacher"]],
    ["the tales' heroes, the Queen of Hearts, killer cells, a history lesson, body safety", ["Le chasseur tue le grand méchant loup et libère la grand-mère", "The hunter kills the wolf and saves Little Red Riding Hood", "Qu'on lui coupe la tête ! crie la Reine de cœur", "Les cellules tueuses du corps combattent les microbes", "Un requin tueur dans l'océan", "La bataille de Waterloo et les soldats tués", "The soldiers killed in the war are remembered on November 11", "Personne ne touche mes parties intimes, c'est mon corps", "Personne ne doit toucher tes parties intimes, explique maman"]],
    ["myths, a werewolf, Joan of Arc, an orca's prey", ["Thésée tue le Minotaure dans le labyrinthe", "Le chevalier tue le loup-garou dans la forêt", "Jeanne d'Arc brûlée vive à Rouen, une histoire pour l'école", "Le bébé orque et sa maman tueuse de phoques"]],
    ["bare wire, a backless dress, the naked-neck hen, Eid's sheep, the farm, the tobacconist, the garden", ["Attention, le fil électrique est à nu, il ne faut pas toucher", "Une robe dos nu pour la fête de l'été", "La poule cou nu de mamie pond des œufs bruns", "Le jardinier travaille torse nu sous le soleil", "Le peintre met son cœur à nu dans ses tableaux", "Pour l'Aïd, on égorge le mouton chez papi", "À la ferme, on tue le cochon pour faire du jambon", "Papa passe au tabac acheter le journal", "Mamie décapite les fleurs fanées du rosier"]],
    ["a child's everyday nakedness", ["Après le bain, Léo danse tout nu dans le salon", "À la plage, le bébé joue tout nu dans le sable", "Tom a oublié son maillot et se baigne tout nu", "Un ours qui a perdu ses habits et se retrouve tout nu", "Pierre se retrouve tout nu devant l'école parce que papa a oublié de l'habiller", "Le petit garçon fait pipi tout nu dans le jardin", "Maman sèche le bébé tout nu avec une serviette", "After the bath, Sam dances naked in the living room"]],
    ["who one loves, biology, hard subjects talked about, body safety, a rescued dog", ["a story about sexual orientation for kids", "Une histoire sur l'orientation sexuelle pour dire que l'amour c'est l'amour", "a book about gender identity and sexual orientation", "Une histoire pour parler de la violence à l'école avec mon fils", "La violence des mots : une histoire sur les moqueries", "Un livre pour expliquer la violence aux enfants", "Un cadavre de baleine échoué sur la plage", "La reproduction sexuée des plantes expliquée aux enfants", "Les organes sexuels des fleurs : le pistil et les étamines", "Une histoire pour apprendre aux enfants à dire non aux attouchements", "Un livre pour prévenir les agressions sexuelles chez les petits", "Le chien a été sauvé de la maltraitance par une famille gentille", "Une histoire de cow-boys avec des revolvers en bois"]],
    ["the body's right names, nature's force, a child's anger", ["Les garçons ont un pénis et les filles ont une vulve", "Le pénis sert à faire pipi, explique papa", "La vulve et le vagin, expliqués simplement aux enfants", "boys have a penis and girls have a vulva", "Il sort à moitié nu du bain en rigolant", "Lou apprend à gérer la violence de sa colère", "La violence de l'éruption du volcan surprend les habitants", "Une histoire sur la violence à l'école"]],
    // Each refused before (stop 59's probe around the French lists' words, with their English twins).
    ["killing negated, babies born bare, the sexes' equality", ["Un chasseur de monstres qui ne tue jamais personne", "A knight who doesn't kill anyone", "A monster hunter who never kills anyone", "Les bébés naissent tout nus", "Une histoire sur l'égalité entre les sexes", "A story about equality between the sexes"]],
    ["a monster beheaded by a tale's hero, choking on food", ["Un chevalier qui coupe la tête du dragon", "Persée coupe la tête de Méduse", "Le chevalier coupe la tête du dragon avec son épée", "Le bébé s'étrangle avec sa compote", "Il s'étrangle de rire"]],
    ["a snowman and a scarecrow bare, animal cruelty talked about", ["Le bonhomme de neige tout nu sans écharpe", "Un épouvantail tout nu", "La maîtresse parle de la maltraitance animale", "Une histoire sur la maltraitance des animaux"]],
    ["myths' deeds, a snake's prey, the films' deaths", ["David tue Goliath avec sa fronde", "Ulysse crève l'œil du cyclope", "Hercule étrangle le lion de Némée", "Hercule étrangle les deux serpents dans son berceau", "Le Roi Lion : Scar tue Mufasa", "Les chasseurs tuent la maman de Bambi", "Scar kills Mufasa", "Hunters kill Bambi's mother"]],
    // Each refused before (stop 60's probe of families' tales, idioms and news): what two reviews, reading the words
    // before and after each phrase as an attacker, left standing.
    ["a hairless cat, a rule of school", ["Un chat sans poils, tout nu", "On ne se met pas tout nu à l'école"]],
    ["the sexes of turtles, who one is, a bundle of energy, warnings about guns", ["Le sexe des tortues dépend de la température", "L'identité sexuelle expliquée aux enfants", "Zoé est une petite bombe d'énergie", "La maîtresse met en garde contre les armes à feu", "Les dangers des armes à feu"]],
    // Refused before, from public children's text (picture books translated into French): an animal hanging.
    ["a monkey or a bat hanging by its tail or feet", ["Le singe se pend par la queue", "La chauve-souris se pend par les pieds"]],
    // Beside stop 61's rules: someone else naked beside a grown-up's trade, a game won, the one spared.
    ["a trade beside someone else's nakedness, a game, the one spared", [
      "le fermier tond le mouton tout nu devant les enfants", "ma marraine donne le bain au bébé tout nu avec moi",
      "the gardener prunes the naked trees with the children", "The baker's toddler runs naked with the kids in the sprinkler",
      "Ma marraine me caresse les cheveux pour m'endormir", "il ne bat que son papa aux échecs", "le crabe ne pince personne sauf papa",
      "The knight never hurts anyone except the dragon", "Personne ne frappe à la porte sauf le facteur",
      "à la bataille d'eau, maman ne tape personne sauf papa", "In dodgeball my brother never hits anyone except dad",
      "il ne blesse personne sauf lui-même en tombant du vélo", "Sauf lui-même, il ne blesse personne",
      "my brother's snowballs never hurt anyone except me", "Papa ne tape que le numéro de maman",
    ]],
    ["a grown-up and children doing something in secret", ["le voisin et les enfants construisent en secret une cabane", "the teacher and the children rehearse a play in secret", "the old man feeds the fox in secret with the boy"]],
    ["the famous deaths of a history lesson", ["Jules César est assassiné au Sénat, l'histoire de Rome pour mon fils", "Louis XVI a été décapité pendant la Révolution", "Henri IV assassiné par Ravaillac", "Martin Luther King a été assassiné mais son rêve continue", "Martin Luther King was assassinated but his dream lives on", "l'assassinat de Jules César"]],
    ["English words the lists took for harm", ["the twinkly stars over the sea", "a scallywag pirate and his parrot", "a swanky hotel for cats", "climbing ropes and carabiners", "Wee Willie Winkie runs through the town"]],
    ["idioms", ["take a stab at the puzzle", "a killer smile", "the corpse flower at the botanical garden", "this joke kills me", "cette blague me tue", "the starting gun at the race", "the bomb squad dog", "a drug store", "grandma's rum cake", "un baba au rhum", "the emperor walks naked", "le roi est nu"]],
  ] as const)("allows %s", async (_, ideas) => {
    for (const idea of ideas) expect(await categoryOf(idea), idea).toBeNull();
  });

  it("still refuses the act done to her, the act not negated, hanging someone and the other senses", async () => {
    for (const [idea, category] of [
      ["they hang the man from the tree", "violence"], ["the man was hanged", "violence"], ["he pushes her down the stairs", "violence"], ["he hits her with a belt", "violence"], ["he hits her face", "violence"], ["he locks her in the cupboard", "violence"],
      ["he doesn't stop hitting the baby", "violence"], ["dad beats mum", "violence"], ["he hits and kicks the baby", "violence"], ["il me bat tous les soirs", "violence"], ["he never stops hitting his kids", "violence"], ["il frappe les enfants", "violence"],
      ["crève sale pédale", "hate"], ["c'est des pédales", "hate"], ["il se branle", "sexual"], ["he gropes her", "sexual"], ["she cuts herself with a razor", "self-harm"], ["a murder mystery party", "violence"],
      // A story may kill its dragon, not go on to someone; pets and people stay refused.
      ["the knight kills the dragon and the baby", "violence"], ["he kills the monster and all the children", "violence"], ["il tue le dragon et les enfants", "violence"],
      ["the man kills his dog", "violence"], ["il tue le chat", "violence"], ["he hits me with a belt", "violence"], ["violence against women", "violence"], ["the bomb in the school", "weapons"],
      ["they drop bombs on the street", "weapons"], ["un homme qui bat sa fille", "violence"], ["I could murder my sister", "violence"],
      // History praised or denied; a slingshot's stones thrown at someone; a tuerie at school; washing a child's body.
      ["racism is good", "hate"], ["the holocaust never happened", "hate"], ["la shoah n'a jamais existé", "hate"], ["bring back slavery", "hate"], ["vive l'apartheid", "hate"],
      ["il lance des pierres sur le petit garçon", "violence"], ["une tuerie à l'école", "violence"], ["il m'a tué", "violence"], ["le chat tue une souris et le bébé", "violence"],
      ["the hunter shoots the boy with his rifle", "weapons"], ["le pirate pointe son pistolet sur la petite fille", "weapons"], ["un garçon apporte le pistolet de son père à l'école", "weapons"],
      ["il est défoncé", "drugs"], ["envoie moi une photo torse nu", "sexual"],
      ["la reine veut tuer le bébé", "violence"], ["le monsieur lave le zizi du petit garçon", "sexual"], ["smoking weed in the garden", "drugs"], ["il fabrique une bombe", "weapons"],
      // A safe reading hides no grooming or sexual act ("bébé tout nu"); "tuent" is "tuer"; the lion may not kill a boy.
      ["le voisin photographie le bébé tout nu qui court", "grooming"], ["un inconnu regarde le bébé tout nu", "grooming"], ["les soldats tuent des enfants", "violence"],
      ["ils tuent les gens", "violence"], ["un meurtre à l'école", "violence"], ["ils massacrent les villageois", "violence"], ["il veut coucher avec la petite fille", "sexual"],
      ["le monsieur veut se coucher avec la petite fille", "sexual"], ["des vidéos porno", "sexual"], ["un coup de couteau dans le ventre", "violence"], ["le vampire boit le sang des enfants", "violence"], ["le monsieur touche les parties intimes de la petite fille", "sexual"],
      ["le voisin prend des photos des souriceaux et de la fille toute nue", "sexual"],
      // What the dictionary scan's words stay beside: the same spellings meant as harm.
      ["he raped the girl", "sexual"], ["t'es qu'un pédé", "hate"], ["les pédés", "hate"], ["you fagot", "hate"], ["je fume une clope", "drugs"], ["sale pouffe", "profanity"],
      ["le voisin dit enlève tes vêtements mouillés", "sexual"], ["il prend une photo du bébé nu dans la baignoire", "sexual"], ["il maltraite les enfants", "violence"], ["un carnage à l'école", "violence"], ["le chat a zigouillé le bébé", "violence"],
      ["le monsieur dit mets-toi nu comme un ver", "grooming"], ["le voisin regarde les enfants qui se baignent tout nus", "grooming"], ["il torture le chat", "violence"], ["ils crucifient les enfants", "violence"], ["il étrangle le bébé avec un os", "violence"],
      ["he kills the rabbit", "violence"], ["il tue trois enfants", "violence"], ["il tue les poules et le bébé", "violence"], ["the wolf kills the lamb and the girl", "violence"], ["the soldiers kill many people", "violence"], ["le cadavre d'un enfant", "violence"], ["the cat is tortured", "violence"], ["he is dressed to kill her", "violence"],
      ["faire un hachis de papa", "violence"], ["le roi tout nu touche la petite fille", "sexual"], ["j'ai envie de mourir", "self-harm"], ["je veux mourir ce soir", "self-harm"],
      ["le monsieur se couche avec les autres enfants", "sexual"], ["le monsieur regarde Léo qui reste tout nu", "grooming"], ["le voisin filme la petite sœur qui sort du bain toute nue", "grooming"],
      ["le voisin dit à la fille de rester toute nue", "grooming"], ["il affame les enfants", "violence"], ["le monsieur affame le bébé", "violence"],
      ["il fume du bon tabac", "drugs"], ["la nudité des enfants", "sexual"], ["il ne tue que les enfants", "violence"], ["il ne tue pas seulement le chat mais aussi les enfants", "violence"],
      ["il ne tue pas le bébé mais il veut le tuer demain", "violence"], ["il ne tue pas mais il frappe le bébé", "violence"], ["il ne tue pas car il préfère torturer les enfants", "violence"], ["il reste tout nu devant la petite fille", "sexual"], ["le monsieur dévore la grand-mère", "violence"], ["le monsieur se couche avec la petite fille et son chat", "sexual"], ["un coup de couteau dans le ventre de maman", "violence"],
      // A grown-up's blow is refused, said sorry for or not; so is the French past with the one hit before the verb.
      ["dad hits me and says sorry", "violence"], ["the man hit the little girl and said sorry", "violence"], ["maman tape le bébé et demande pardon", "violence"], ["the babysitter slaps the baby and calms down", "violence"],
      ["papa m'a tapé", "violence"], ["le monsieur m'a tapé puis il s'excuse", "violence"], ["la maîtresse l'a giflée devant la classe", "violence"], ["le voisin les a battus avec un bâton", "violence"], ["maman m'a tapé sur les fesses", "violence"], ["my big brother hits me every day", "violence"], ["he hits her and says sorry", "violence"], ["the boy hits the cat and says sorry", "violence"], ["the man hits me so I told mum", "violence"],
      ["il a maltraité le chien", "violence"], ["l'enfant qui a été maltraité", "violence"], ["couper la tête du chat", "violence"], ["une grande violence contre les enfants", "violence"],
      // Body safety said as a lesson, never with someone let in; wet clothes are clothes a stranger takes off.
      ["personne n'a le droit de toucher mes parties intimes sauf papa", "sexual"], ["personne ne touche mes parties intimes sauf le voisin", "sexual"],
      ["le voisin enlève les vêtements mouillés de la petite fille", "grooming"], ["l'inconnu lui demande de retirer ses habits mouillés", "grooming"],
      // What the readings of stop 58 stay beside: the same verbs going on to someone.
      ["le chasseur tue le loup et la maman", "violence"], ["il couche avec sa peluche et la petite fille", "sexual"], ["il viole la loi et la petite fille", "sexual"],
      ["il maltraite ses jouets et le bébé", "violence"], ["le chat massacre le canapé et les enfants", "violence"], ["l'homme veut coucher avec son chien", "sexual"],
      ["il maltraite ses jouets et il frappe le bébé", "violence"], ["il couche avec son doudou et il touche la petite fille", "sexual"],
      ["il tue la sorcière et le bébé", "violence"], ["la sorcière tue les enfants", "violence"], ["Jeanne d'Arc et les enfants brûlés vifs", "violence"],
      ["il met la petite fille à nu", "sexual"], ["envoie moi une photo torse nu", "sexual"], ["Pour l'Aïd, il égorge le voisin", "violence"], ["on égorge le mouton et les enfants", "violence"],
      ["au tabac acheter des cigarettes", "drugs"], ["on tue le cochon et le bébé", "violence"], ["he kills the pig and the baby", "violence"], ["il décapite les fleurs et la petite fille", "violence"],
      ["le voisin a été assassiné", "violence"], ["le monsieur assassine Gandhi et les enfants", "violence"], ["the teacher was assassinated", "violence"], ["Gandhi tue le bébé", "violence"],
      // A grown-up naked, parent or stranger; a child naked before someone who watches.
      ["papa danse tout nu dans la cuisine", "grooming"], ["maman se promène toute nue devant les enfants", "grooming"], ["the man is naked in the park", "sexual"], ["dad runs around naked", "grooming"],
      ["le voisin regarde la petite fille qui joue toute nue", "grooming"], ["un inconnu regarde Léo qui danse tout nu", "grooming"], ["the stranger watches the boy who runs around naked", "grooming"],
      ["the coach asks the boys to swim naked", "grooming"], ["le voisin demande aux enfants de jouer tout nus dans le jardin", "grooming"], ["a video of the kids dancing naked", "grooming"],
      ["il parle de la violence qu'il fait au bébé", "violence"], ["un garçon qui veut sauter sous un train", "self-harm"], ["le monsieur montre son pénis à la petite fille", "sexual"], ["le voisin dit que les filles ont une vulve et veut voir la sienne", "sexual"],
      // Stop 58's review of its own allowances: each reading's words used against someone.
      ["The knight kills in the night the little girl and her mother", "violence"], ["The soldier kills during the party all the children", "violence"], ["Le chevalier tuera les enfants du village", "violence"],
      ["Caesar is killing the baby", "violence"], ["Lincoln kills in the garden the little girl", "violence"], ["Our puppy Lincoln was killed by the neighbour", "violence"], ["Le chien César est tué par le voisin", "violence"],
      ["Le bébé Antoinette est tué dans son berceau", "violence"], ["Antoinette assassine dans la nuit sa petite soeur", "violence"], ["The baby that Caesar killed", "violence"],
      ["Tonton danse à moitié nu devant ma petite sœur", "grooming"], ["Le voisin court à moitié nu vers la petite fille", "grooming"], ["Papa rentre du travail et danse tout nu dans la cuisine", "grooming"],
      ["Dad and his daughter splash naked in the bath together", "grooming"], ["My parents play naked in their bed all night", "grooming"], ["La maîtresse de Léa rigole toute nue dans la classe", "grooming"],
      ["The policeman and the little boy run around naked in the woods", "grooming"], ["He hides in the bushes to spy on the kids who play naked", "grooming"],
      ["Personne ne touche mes parties intimes à part tonton le soir", "sexual"], ["Personne ne peut toucher tes parties intimes car c'est moi qui le fais, dit le voisin", "sexual"], ["No one can touch your private parts, says the man, only me", "sexual"],
      ["The penis is for peeing and the man shows his to the boy", "sexual"], ["Papa veut qu'on leur coupe la tête aux enfants", "violence"], ["Le méchant égorge le mouton préféré de la petite fille", "violence"],
      ["Jeanne d'Arc brûlée vive, puis on brûle vive la petite fille", "violence"], ["Le requin tueur mange le bébé", "violence"], ["Le bébé saigne et ses os sont à nu", "sexual"],
      ["Papa montre la violence de sa colère quand le bébé pleure", "violence"], ["La violence des mots contre le bébé tous les soirs", "violence"], ["Talk about violence to the baby until he cries", "violence"],
      ["Le voisin couche avec sa poupée toutes les nuits", "sexual"], ["Il viole les règles de la petite fille", "sexual"],
      ["il parle de la violence de sa colère contre le bébé", "violence"], ["une histoire sur la violence faite aux enfants par le voisin", "violence"], ["elle veut se jeter sous une voiture", "self-harm"], ["how to explain violence against children", "violence"], ["prévenir les attouchements du voisin sur la petite fille", "sexual"], ["le cadavre de la petite fille", "violence"],
      // Grooming said without a secret named: parents away, a phone to talk in secret, a studio visited alone.
      ["a man from a game asks the boy when his parents go out so he can phone him", "grooming"], ["le voisin offre un téléphone à la petite fille pour qu'ils parlent en secret", "grooming"],
      ["the photographer tells the girl she can be a model if she comes to his studio alone one day after school", "grooming"], ["un monsieur dit à la fille d'effacer les messages et de cacher son téléphone", "grooming"], ["des photos des enfants qui jouent tout nus", "grooming"], ["Henri IV assassine les enfants", "violence"], ["Lincoln shot the boy", "weapons"], ["he shot the boy", "weapons"], ["the man shot her", "weapons"],
      ["montre-moi ton sexe", "sexual"], ["des photos sexuelles de la petite fille", "sexual"], ["le voisin fait l'éducation sexuelle de la petite fille", "sexual"], ["le monsieur regarde les jambes nues de la petite fille", "sexual"],
      // What the readings of stop 59 stay beside: a person called a killer, a killer of children, a negation undone; a grown-up showing his body.
      ["Mon papa est un tueur", "violence"], ["Le chat est un tueur d'enfants", "violence"], ["The wolf is a killer of babies", "violence"], ["My brother is a born killer", "violence"],
      ["Il ne tue personne sauf sa soeur", "violence"], ["He never kills anyone except his sister", "violence"], ["He never kills anyone but the children", "violence"], ["The cat is a killer and kills the baby", "violence"],
      ["Le chevalier coupe la tête du dragon et du bébé", "violence"], ["Le chevalier coupe la tête du dragon et il coupe la tête du bébé", "violence"], ["Il s'étrangle avec une corde", "violence"],
      ["Papa dit enlève tes vêtements mouillés et viens dans mon lit", "sexual"], ["Maman dit enlève tes vêtements devant le monsieur", "sexual"],
      ["Papa court presque nu dans le jardin", "sexual"], ["Le voisin regarde la petite fille qui court presque nue", "sexual"], ["La maltraitance animale et le bébé", "violence"],
      ["David tue Goliath et les enfants", "violence"], ["Il crève l'œil du cyclope et du bébé", "violence"], ["Il étrangle le lion et la petite fille", "violence"], ["Le boa étrangle sa proie et le bébé", "violence"],
      ["Scar tue Mufasa et les enfants", "violence"], ["The hunter kills Bambi's mother and the boy", "violence"], ["La reine veut tuer Blanche-Neige et les enfants", "violence"], ["The queen wants to kill Snow White and the dwarfs' children", "violence"],
      // This stop's review of its own allowances: each phrase continued against someone, or its words naming someone.
      ["Mon voisin est un loup, un vrai tueur, il attend les petites filles à la sortie de l'école", "violence"], ["Le loup est un tueur et il mange la petite fille", "violence"],
      ["Mon chien Rex est un tueur, il mord les enfants", "violence"], ["Le tigre tueur aux enfants", "violence"], ["Mon chat est un tueur de poussins et de bébés", "violence"],
      ["My stepdad is a snake, a perfect killer, he sneaks into my room at night", "violence"], ["Tiger is a killer and he hunts little girls after school", "violence"],
      ["Il ne tue personne d'autre que sa petite sœur", "violence"], ["Je ne tuerai personne d'autre que moi ce soir", "violence"], ["He never kills anyone at home, only the little kids at school", "violence"],
      ["Il coupe la tête du dragon dans le lit du bébé", "violence"], ["Il coupe la tête du géant dans son lit, le géant c'est papa", "violence"], ["Il crève les yeux de la bête en riant, la bête c'est son chiot", "violence"],
      ["Papa étrangle ses deux monstres dans leur lit", "violence"], ["Le monsieur étrangle sa proie dans le parc : une petite fille", "violence"],
      ["Papa m'étrangle de colère", "violence"], ["La nounou t'étranglait de colère quand tu pleurais", "violence"], ["Le voisin m'étrangle avec un morceau de corde", "violence"],
      ["Papa dit enlève tes vêtements mouillés et mets ton peignoir, on va jouer au docteur", "sexual"], ["Il est né tout nu et il dort avec la petite fille", "sexual"],
      ["Le garçon de 16 ans joue tout nu avec sa petite cousine", "grooming"], ["Il pratique la maltraitance animale avec son chiot tous les soirs", "violence"], ["Mon grand frère maltraite des animaux pour rire", "violence"],
      ["Mon voisin tue Mufasa avec une pierre : Mufasa est mon chien", "violence"], ["Dad kills Bambi's mother at home, Bambi is a little girl of five", "violence"], ["Il tue Blanche-Neige dans son lit, c'est la petite fille du voisin", "violence"],
      ["The man kills Snow White in her bed, she is the girl next door", "violence"],
      // Its second review: names of tales that name children too (Blanche-Neige, Basile, Goliath), someone called a monster first, a cat killer.
      ["Blanche Neige est toute nue dans le lit du chasseur", "sexual"], ["La reine des neiges est nue et le chasseur la touche", "sexual"], ["Blanche-Neige est toute-nue dans le lit du chasseur", "sexual"], ["Il coupe la tête de Basile", "violence"],
      ["Papa tue Basile avec une hache", "violence"], ["Notre chien s'appelle Goliath. Papa tue Goliath avec un couteau", "violence"], ["Dad kills Goliath with a shovel", "violence"], ["Ma soeur est une gorgone, je coupe la tête de la gorgone avec une épée", "violence"],
      ["How to become a cat killer", "violence"], ["Mon voisin est un vrai chat tueur", "violence"], ["Le tigre a mangé le bébé, le tigre est un tueur", "violence"], ["Un papa dit enlève tes vêtements mouillés", "sexual"],
      ["Léo adore les blagues sur la maltraitance animale", "violence"], ["Mom and dad have a battle of the sex toys", "sexual"], ["Le grand frère se baigne presque nu avec sa petite soeur dans la baignoire", "sexual"], ["Hunter killed Bambi's mom", "violence"],
      ["Le monsieur emmène la fillette dans les bois, le serpent étrangle sa proie", "violence"],
      // A word of digits may hold a "|" ("15|16"): the plain reading that splits it is still judged.
      ["Le garçon de 15|16 ans joue tout nu avec sa petite cousine", "grooming"], ["Mon amoureux a 40|50 ans", "sexual"],
      ["Le monsieur montre son corps aux enfants", "grooming"], ["The man shows his body to the kids", "grooming"], ["Il est né tout nu et il montre son corps aux enfants", "sexual"],
      // Beside stop 60's allowances: the same words turned on someone, or going on.
      ["Le bébé se pend au cou avec une corde", "self-harm"], ["Ma sœur est pendue au téléphone par le cou", "violence"], ["Steve tue des zombies la nuit et la petite fille le matin", "violence"],
      ["Il tue le tricératops et les enfants", "violence"], ["Sucer le monsieur", "profanity"], ["Le voisin aime être tout nu avec les enfants", "sexual"], ["Papa aime être tout nu", "sexual"],
      ["On ne se met pas tout nu à l'école sauf avec le maître", "sexual"], ["Il met sa bombe pour faire sauter l'école", "weapons"], ["Il a changé de sexe avec la petite fille", "sexual"], ["Le sexe des petites filles", "sexual"],
      ["La bombe atomique sur l'école", "weapons"], ["Les armes à feu pour tuer les enfants", "weapons"], ["Il met en garde contre les armes à feu et prend son fusil pour tirer sur le bébé", "weapons"],
      ["Le cancer a tué papi et papa a tué maman", "violence"], ["Le monsieur est un cancer qui tue les enfants", "violence"], ["La panthère noire tue le bébé", "violence"],
      // Its review, as an attacker: the words before each allowance, a name or a nickname given first, a grown-up named by his trade.
      ["Le petit garçon triste se pend au cou de la poutre du grenier", "self-harm"], ["Ma sœur est triste, elle se pend au cou de la rampe de l'escalier", "self-harm"],
      ["Le bébé est pendu au téléphone toute la journée avec le fil autour du cou", "violence"], ["Le voisin l'a attrapé : il s'est fait massacrer au basket", "violence"],
      ["The boys cornered him behind the school and he got slaughtered in the game", "violence"], ["Je donne les baies rouges à ma sœur, les baies toxiques peuvent tuer", "violence"],
      ["I drop the toaster in the bath with my baby sister, electricity can kill", "violence"], ["Abel est mon petit frère de deux ans, Caïn a tué son frère Abel", "violence"],
      ["The neighbour's little girl is called Ravana. Rama kills Ravana", "violence"], ["Le chaton s'appelle Shere Khan. Mowgli tue Shere Khan avec le feu", "violence"],
      ["Papa est Shere Khan qui veut le tuer", "violence"], ["Le voisin est Voldemort qui a tué les parents de Harry", "violence"],
      ["Le monsieur menace la petite fille, c'est un pirate avec son poignard", "violence"], ["Viens sucer les bonbons de tonton", "profanity"], ["Sucer le caramel du monsieur", "profanity"],
      ["Le colis laissé dans le métro est une vraie dynamite", "weapons"], ["Le chauffeur du car adore rester tout nu avec les petites filles", "grooming"],
      ["Le moniteur de la colo reste tout nu devant les enfants", "grooming"],
      ["Il affame sa petite sœur et se fait gronder", "violence"], ["La fille de 16 ans étouffe le bébé sous l'oreiller et papa la gronde", "violence"],
      ["La mouche kamikaze explose au milieu des enfants à la mosquée", "weapons"], ["Punaise assassine le bébé", "violence"], ["Punaise assassine les migrants", "violence"],
      ["Les tigres, c'est l'équipe des petits. Les braconniers tuent les tigres pour leur peau", "violence"], ["Mon quartier s'appelle Nagasaki, la bombe atomique sur Nagasaki va tout brûler", "weapons"],
      ["Ma poupée, c'est ma petite sœur. La poupée est toute nue devant le chauffeur", "sexual"], ["L'oiseau tombé du nid est tout nu et la petite fille le met dans sa bouche", "sexual"],
      ["Mon grand frère, on l'appelle la Peste. La peste tue le bébé avec un oreiller", "violence"], ["The fat boy in my class is the mammoth. The big boys kill the mammoth after school", "violence"],
      ["Il change son fusil d'épaule et met le canon dans sa bouche", "weapons"], ["Le monsieur fait un bombardement de bisous à la petite fille dans son lit", "weapons"],
      // Its second review: a secrecy clue ("la nuit") at the end, anyone ill who kills, a harm before a hug or an idiom.
      ["Papa me touche et tue les moustiques la nuit", "sexual"], ["Tu as la grippe, tue-toi", "violence"], ["You have cancer, kill yourself", "self-harm"],
      ["Le monsieur qui a la grippe a tué le bébé", "violence"], ["Grandpa got ill, killed grandma and the kids", "violence"], ["Décapiter son œuf avec le couteau, puis la petite sœur", "violence"],
      ["Elle monte sur le tabouret avec la corde et se pend au cou de mamie", "self-harm"], ["Papa a accroché ma sœur au plafond, elle est pendue au téléphone", "violence"],
      ["Le bébé s'appelle Tricératops. Maman tue le tricératops avec un oreiller", "violence"], ["Il braque son pistolet Nerf chargé de vraies balles sur le bébé", "weapons"],
      ["Le bombardement de questions sur la crèche a fait cent morts", "weapons"], ["Il met sa bombe pour monter à cheval et fait sauter la maternelle", "weapons"],
      // Stop 61: a grown-up named by his trade, naked with children; harm denied to anyone, then done all the same.
      ["Le marchand adore rester tout nu avec les petits garçons du quartier", "grooming"], ["Le marchand se promène tout nu avec les enfants", "grooming"],
      ["The shopkeeper runs around naked with the kids", "grooming"], ["Mon parrain se baigne tout nu avec moi", "grooming"], ["Le facteur danse tout nu devant la petite fille", "grooming"],
      ["le vieux facteur danse tout nu avec les enfants", "grooming"], ["le boulanger joue tout nu avec toi", "grooming"],
      ["The babysitter never hurts anyone at all except the baby", "violence"], ["La nounou ne fait jamais de mal à personne sauf au bébé", "violence"],
      ["Il ne tape personne à part sa petite soeur", "violence"], ["Il ne fait de mal à personne sauf à sa petite soeur", "violence"],
      ["sauf le bébé, il ne tape personne", "violence"], ["Il ne frappe que sa petite soeur", "violence"], ["il ne cogne personne sauf sa fille", "violence"],
      ["Il ne fait de mal qu'à sa sœur", "violence"], ["Il ne frappe que des enfants", "violence"], ["Il ne tape qu'une petite fille", "violence"],
      // What four reviews turned on someone around readings public text suggested (taken back, but for the monkey).
      ["Il cache une bombe sous son ventre bombé", "weapons"], ["le méchant donne aux enfants un sac à dos bombe", "weapons"], ["il pose sur la carapace bombe", "weapons"],
      ["le voisin offre des bonbons à la petite, entre nous", "grooming"], ["le voisin offre des bonbons à la petite, on garde ça entre nous", "grooming"],
      ["le monsieur fait des câlins au petit garçon et dit que c'est entre eux", "grooming"], ["une grosse noire", "hate"], ["les juives sont grosses", "hate"],
      ["I hate gross black people", "hate"], ["ce prof de mes deux yeux", "profanity"], ["il se pend par les pieds jusqu'à la mort", "self-harm"],
      ["Il arrache le bras du bébé", "violence"], ["il arrache la tête de la poupée et du petit chat", "violence"], ["Il s'étrangle avec une corde", "violence"],
      ["tu pourrais te brûler vif", "violence"], ["il braque sa crevette pistolet sur la maîtresse", "weapons"],
      ["t'es une ordure", "profanity"], ["les migrants sont des ordures", "profanity"], ["you wanker", "profanity"], ["humeur massacrante et il massacre les enfants", "violence"], ["il fume du tabac", "drugs"], ["une tuerie au collège", "violence"], ["le lion tue le garçon", "violence"], ["tu me tues avec ton couteau", "self-harm"],
    ] as const) {
      expect(await categoryOf(idea), idea).toBe(category);
    }
  });

  it("still refuses a listed word's own forms", async () => {
    for (const [idea, category] of [
      ["une grognasse", "profanity"], ["a vibrator", "sexual"], ["une chicha", "drugs"], ["il tuait les lapins", "violence"], ["the man strangled the cat", "violence"],
      ["il se scarifie", "self-harm"], ["they sext all night", "sexual"], ["elle se prostitue", "sexual"], ["mitrailler les gens", "weapons"],
    ] as const) {
      expect(await categoryOf(idea), idea).toBe(category);
    }
  });

  it("still refuses what those resemble", async () => {
    for (const [idea, category] of [
      ["they hang the man from the tree", "violence"], ["the man was hanged", "violence"], ["the monster tears the man apart", "violence"],
      ["n@z!", "hate"], ["a drug dealer", "drugs"], ["un dealer de drogue", "drugs"], ["un terroriste", "hate"], ["terrorism", "hate"],
      ["il montre son pénis", "sexual"], ["des préservatifs", "sexual"], ["c'est chiant", "profanity"], ["une vidéo de sexe", "sexual"],
    ] as const) {
      expect(await categoryOf(idea), idea).toBe(category);
    }
  });

  it("reads a chip in the language of its idea set", async () => {
    expect(await categoryOf("pen pal", "she lives in Canada")).toBeNull();
  });

  it("still refuses what those look-alikes resemble", async () => {
    for (const [idea, category] of [
      ["il tape sa petite sœur", "violence"], ["they boil the children in the cauldron", "violence"],
      ["the foreign kids smell", "hate"], ["she sniffs glue to feel dizzy", "drugs"], ["grandpa hits nana with his stick", "violence"],
      ["the teacher tapes the kids' mouths shut", "violence"], ["il la touche et c'est notre jeu secret", "sexual"], ["a bomb in the school", "weapons"],
    ] as const) {
      expect(await categoryOf(idea), idea).toBe(category);
    }
  });

  it("reads plain harm across chips", async () => {
    expect(await categoryOf("grandma", "sleeping pills", "her tea")).toBe("violence");
    expect(await categoryOf("a witch", "she pushes the children into the oven")).toBe("violence");
  });

  it("refuses la tuerie but not la tuile", async () => {
    expect(await categoryOf("la tuerie")).toBe("violence");
    expect(await categoryOf("la tuile")).toBeNull();
  });
});

describe("checkIdeas: the public source lists", () => {
  // Words only these sources hold, in the category their tags or our mapping give them; a digit spelling
  // of a french-badwords-list word is read through like any disguise.
  it.each([
    ["@dsojevic/profanity-list", [["sod off, pirate", "profanity"], ["the lady boy", "hate"], ["ching-chong", "hate"], ["nipple clamps", "sexual"], ["pornhub", "sexual"]]],
    ["french-badwords-list", [["espèce de raclure", "profanity"], ["un chinetoque", "hate"], ["sa teube", "sexual"], ["espèce de cr3vure", "profanity"]]],
  ] as const)("refuses words from %s", async (_, cases) => {
    for (const [idea, category] of cases) expect(await categoryOf(idea), idea).toBe(category);
  });

  // Their words whose ordinary sense a child means; a French source's word must not catch English ones either.
  it.each([
    ["@dsojevic/profanity-list", ["a collared dove", "a pony girl and her pony", "chicken breasts for dinner", "a bloody nose", "Jesus in the nativity play", "a horny toad", "a honky tonk piano"]],
    ["french-badwords-list", ["un raton laveur", "le bouffon du roi", "une traînée d'étoiles", "la manche de mon pull", "une punaise sur le mur", "du fumier pour le potager", "une gourde d'eau", "mon petit chat", "un croûton de pain", "a trainee wizard", "my pet rabbit", "Peter Pan", "a cake sale", "minus three"]],
    ["cuss, LDNOOBW and our own lists", ["they assess the damage", "the pirates' booty", "two cocks crowing at dawn", "il est trop tard", "à plus tard"]],
  ] as const)("allows the ordinary words of %s", async (_, ideas) => {
    for (const idea of ideas) expect(await categoryOf(idea), idea).toBeNull();
  });
});

describe("checkText: generated text", () => {
  it("judges sentence by sentence, so a combination does not join unrelated sentences", async () => {
    expect(await checkText(env, "The chef cut the carrots. The giraffe lifted its head.")).toEqual({ safe: true });
    expect((await checkText(env, "Then the knight cut off the giant's head.")).safe).toBe(false);
  });

  // Ideas with a pillow fight still meet the classifier, which reads "hit me" as a blow; a story's sentences meet only the lists.
  it("lets a pillow fight be told, and still refuses the blow", async () => {
    expect(await checkText(env, "Her brother hit her with a pillow, and they laughed.")).toEqual({ safe: true });
    expect(await checkText(env, "Son frère la tape avec un oreiller.")).toEqual({ safe: true });
    expect((await checkText(env, "Her brother hit her with a stick.")).safe).toBe(false);
    // A beat-up car is old; beating up old Tom is a blow.
    expect(await checkText(env, "Dad drives a beat up car to the beach.")).toEqual({ safe: true });
    expect((await checkText(env, "The bullies beat up old Tom.")).safe).toBe(false);
  });

  it("reads long text as written: spelled-out letters in a story are not joined", async () => {
    expect(await checkText(env, "Chapter 5: s, e and x were the letters on the blocks.")).toEqual({ safe: true });
  });
});

describe("moderationLists in /admin", () => {
  it("compiles the same lists once, whichever cache entry holds them, and an edit anew", async () => {
    const lists = { ...DEFAULT_MODERATION_LISTS, safe: [...DEFAULT_MODERATION_LISTS.safe, "a purple kite"] };
    await setConfig("moderationLists", lists);
    const first = await loadLexicon(env);
    // The config cache expires: a new object holding the same lists.
    invalidateConfigCache();
    expect(await loadLexicon(env)).toBe(first);
    await db(env).update(configs).set({ value: { ...lists, safe: [...lists.safe, "a green kite"] } });
    invalidateConfigCache();
    expect(await loadLexicon(env)).not.toBe(first);
  });

  it("uses the configured lists at once after the cache is cleared", async () => {
    expect(await categoryOf("broccoli soup")).toBeNull();
    await setConfig("moderationLists", {
      ...DEFAULT_MODERATION_LISTS,
      en: { ...DEFAULT_MODERATION_LISTS.en, drugs: ["broccoli", "green goblin"] },
    });
    expect(await categoryOf("Broccoli soup")).toBe("drugs");
    expect(await categoryOf("the Green   Goblin")).toBe("drugs");
    expect(await categoryOf("a green dragon and a goblin")).toBeNull();
  });

  it("extends the public source list, never replaces it", async () => {
    await setConfig("moderationLists", { ...DEFAULT_MODERATION_LISTS, en: {}, fr: {} });
    expect(await categoryOf("merde alors")).toBe("profanity");
    expect(await categoryOf("a stepdad who touches her at night")).toBe("sexual");
  });

  it.each([
    ["a string", "kill nothing"],
    ["a bare list", ["broccoli"]],
    ["a list where a category should be", { ...DEFAULT_MODERATION_LISTS, en: { violence: "kill" } }],
    ["an unknown category", { ...DEFAULT_MODERATION_LISTS, en: { cruelty: ["broccoli"] } }],
    ["a combination of one group", { ...DEFAULT_MODERATION_LISTS, combinations: [{ category: "violence", all: [["broccoli"]] }] }],
  ])("falls back to the defaults when an admin stores %s", async (_, value) => {
    await setConfig("moderationLists", value);
    expect(await categoryOf("kill")).toBe("violence");
    expect(await categoryOf("broccoli")).toBeNull();
  });
});
