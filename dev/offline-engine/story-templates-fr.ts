/** The offline writer's French (see story-templates.ts for the placeholders). */
import type { LanguageText } from "./story-templates";
import { moments, prose, senses } from "./story-prose-fr";

export const fr: LanguageText = {
  heroes: [
    { name: "Pip", kind: "un petit hérisson au grand cœur", gender: "m", look: "hérisson" },
    { name: "Luna", kind: "une petite renarde curieuse", gender: "f", look: "renarde" },
    { name: "Tomo", kind: "un jeune loutron courageux", gender: "m", look: "loutre" },
    { name: "Mira", kind: "une fillette maligne qui adorait les cartes", gender: "f", look: "fillette" },
    { name: "Noé", kind: "un garçon rêveur aux bottes pleines de boue", gender: "m", look: "garçon" },
    { name: "Zia", kind: "une toute petite dragonne aux écailles vertes", gender: "f", look: "dragonne" },
    { name: "Bram", kind: "un ourson toujours joyeux", gender: "m", look: "ourson" },
    { name: "Nell", kind: "une petite lapine très rapide", gender: "f", look: "lapine" },
    { name: "Oscar", kind: "un jeune hibou très réfléchi", gender: "m", look: "hibou" },
    { name: "Rosa", kind: "une petite souris à l'écharpe rouge", gender: "f", look: "souris" },
    { name: "Félix", kind: "un chiot bondissant aux oreilles tombantes", gender: "m", look: "chiot" },
    { name: "Ada", kind: "une fillette qui fabriquait tout avec de la ficelle", gender: "f", look: "fillette" },
    { name: "Kai", kind: "un jeune manchot qui adorait glisser", gender: "m", look: "manchot" },
    { name: "Elsa", kind: "une gentille petite cane", gender: "f", look: "canard" },
    { name: "Milo", kind: "un petit éléphant aux grandes oreilles", gender: "m", look: "éléphant" },
    { name: "Suki", kind: "une chatonne joueuse", gender: "f", look: "chaton" },
  ],
  friends: [
    { name: "Biscuit", kind: "Biscuit le hibou", gender: "m", look: "hibou" },
    { name: "Vieille Tortue", kind: "Vieille Tortue", gender: "f", look: "tortue" },
    { name: "Pétille", kind: "Pétille la luciole", gender: "f", look: "luciole" },
    { name: "Capitaine Miette", kind: "Capitaine Miette la souris", gender: "m", look: "souris" },
    { name: "Mamie Abeille", kind: "Mamie Abeille", gender: "f", look: "abeille" },
    { name: "Caillou", kind: "Caillou la grenouille", gender: "m", look: "grenouille" },
    { name: "Gribouille", kind: "Gribouille le chien", gender: "m", look: "chien" },
    { name: "Sire Escargot", kind: "Sire Escargot", gender: "m", look: "escargot" },
    { name: "Noisette", kind: "Noisette la lapine", gender: "f", look: "lapine" },
    { name: "Bidule", kind: "Bidule le manchot", gender: "m", look: "manchot" },
    { name: "Genièvre", kind: "Genièvre la renarde", gender: "f", look: "renarde" },
    { name: "Bille", kind: "Bille la chatte", gender: "f", look: "chatte" },
    { name: "Bourdon", kind: "Bourdon l'abeille", gender: "m", look: "abeille" },
    { name: "Plume", kind: "Plume la cane", gender: "f", look: "canard" },
    { name: "Boulon", kind: "Boulon le robot", gender: "m", look: "robot" },
    { name: "Trèfle", kind: "Trèfle la ponette", gender: "f", look: "poney" },
    { name: "Monsieur Moustache", kind: "Monsieur Moustache le chat", gender: "m", look: "chat" },
    { name: "Pois", kind: "Pois la coccinelle", gender: "f", look: "coccinelle" },
    { name: "Balthazar", kind: "Balthazar l'ours", gender: "m", look: "ours" },
    { name: "Sauge", kind: "Sauge la chouette", gender: "f", look: "chouette" },
    { name: "Cornichon", kind: "Cornichon le chiot", gender: "m", look: "chiot" },
    { name: "Érable", kind: "Érable la hérissonne", gender: "f", look: "hérisson" },
    { name: "Gaston", kind: "Gaston l'oie", gender: "m", look: "oie" },
    { name: "Soleille", kind: "Soleille la girafe", gender: "f", look: "girafe" },
  ],
  things: ["un sifflet d'argent", "une pelote de laine rouge", "une petite lanterne", "une carte au coin déchiré", "un pot de miel", "un long ruban bleu", "une cuillère en bois", "un petit miroir de poche", "un bateau en papier", "un caillou brillant", "une plume", "une toupie", "un sac de billes", "une trompette en bois", "une loupe", "un bonnet en laine"],
  places: ["le vieux bois de chênes", "le village au bord de la rivière", "la colline derrière la maison", "la prairie ensoleillée", "le petit port", "le portail du jardin", "le chemin tranquille", "le fond de la vallée", "le moulin sur la colline", "le verger", "la mare aux canards", "la boulangerie du coin", "la lisière de la forêt", "le pont sur le ruisseau", "le grand champ", "la maison bleue au bout de la rue"],

  introStock: [
    "{hero} était {hero.kind} qui vivait près de {place}<, et tous ceux qui [le|la] connaissaient souriaient en [le|la] voyant passer>.",
    "Il était une fois, (près de|non loin de) {place}, {hero}, {hero.kind}.",
    "Dans une maison douillette (près de|tout près de) {place} vivait {hero}, {hero.kind}<, toujours [levé|levée] avant les oiseaux>.",
  ],
  introRelation: [
    "À la maison, tout le monde connaissait {hero}, [le|la] {hero.relation}<, qui riait plus fort que tout le monde>.",
    "Voici l'histoire de {hero}, [le|la] {hero.relation}<, et d'une journée vraiment pas comme les autres>.",
    "{hero} était [le|la] {hero.relation} que tout le monde adorait<, [celui|celle] qui avait toujours une question>.",
  ],
  introNamed: [
    "Il était une fois {hero}<, toujours [levé|levée] avant les oiseaux>.",
    "Voici l'histoire de {hero}<, et d'une journée vraiment pas comme les autres>.",
    "{hero} préférait le matin<, quand toute la journée attendait encore>.",
  ],
  introFriend: [
    "[friend:Le meilleur ami|La meilleure amie|Les meilleurs amis] de {hero}, c'était {friend.a}<, qui ne [le|la] laissait jamais partir seul[|e]>.",
    "{friend.a} habitait juste à côté de chez {hero}<, et on les voyait toujours ensemble>.",
    "Partout où allait {hero}, {friend} n'était jamais bien loin.",
  ],
  atPlace: [
    "Tout se passa près de {place.a}, (non loin de|tout près de) chez {hero}.",
    "L'histoire de {hero} commence près de {place.a}<, où l'air sentait toujours l'aventure>.",
    "{hero} habitait tout près de {place.a}.",
  ],
  meet: {
    character: [
      "Alors {met.a} arriva en courant vers {hero}<, en agitant les bras>.",
      "En chemin, {hero} rencontra {met.a}, qui voulait venir aussi.",
      "{met.a} attendait {hero} au coin du chemin<, avec un grand sourire>.",
    ],
    creature: [
      "En chemin, {hero} et {friend} rencontrèrent {met.a}.",
      "Derrière un buisson, {hero} aperçut {met.a}.",
      "Bientôt, {met.a} [met:marchait|marchait|marchaient|marchaient] à côté de {hero}<, [met:curieux|curieuse|curieux|curieuses] de tout>.",
    ],
    place: [
      "Le chemin mena {hero} et {friend} jusqu'à {met.a}.",
      "{hero} arriva bientôt près de {met.a}<, et s'arrêta pour regarder>.",
      "{hero} n'était jamais allé[|e] près de {met.a}.",
    ],
    object: [
      "{hero} aperçut {met.a} dans l'herbe<, et [met:le|la|les|les] ramassa avec soin>.",
      "Dans le sac de {friend}, il y avait {met.a}<, au cas où>.",
      "Au bord du chemin, {hero} trouva {met.a}.",
    ],
    event: [
      "Tout le monde, même {friend}, parlait de {met}<, qui approchait>.",
      "{friend} n'avait pas oublié {met}<, ni personne d'autre>.",
      "{hero} pensait sans arrêt à {met}.",
    ],
  },
  callback: {
    character: [
      "?met=one {met} (applaudit|cria bravo) pour {hero} plus fort que tout le monde.",
      "{met} leva le pouce pour {hero}.",
      "Même {met} vint voir ce qu'avait fait {hero}.",
    ],
    creature: [
      "{met} regardai[met:t|t|ent|ent] {hero} de loin<, l'air très content[met:|e|s|es]>.",
      "{met} s'approcha[met:||ient|ient] pour voir ce que faisait {hero}.",
      "Même {met} souriai[met:t|t|ent|ent] à {hero} maintenant.",
    ],
    place: [
      "Au loin, {met} étai[met:t|t|ent|ent] de nouveau (calme[met:||s|s]|paisible[met:||s|s]), comme {hero} [met:l'aimait|l'aimait|les aimait|les aimait].",
      "{hero} repensa à {met}<, et à tout le chemin parcouru>.",
      "Le chemin du retour près de {met} sembla plus court à {hero}.",
    ],
    object: [
      "{hero} garda {met} tout près<, au cas où>.",
      "{met} étai[met:t|t|ent|ent] toujours bien à l'abri dans le sac de {friend}.",
      "{hero} sourit en regardant {met}.",
    ],
    event: [
      "Personne n'avait oublié {met}, pas même {hero}.",
      "{hero} avait encore {met} à attendre avec impatience.",
      "{hero} se rappela qu'il y avait encore {met}.",
    ],
  },
  moments,
  senses,
  prose,
  goodnight: ["Bonne nuit, {hero}. Bonne nuit, petit cœur.", "Et maintenant, il est temps de dormir et de rêver à de nouvelles aventures.", "Fin. Fais de beaux rêves !"],
  fallbackSkill: "faire comme les autres",
  fallbackFear: "de tout",

  archetypes: {
    quest: {
      titles: ["{hero} à la recherche de {focus}", "Le grand voyage de {hero}", "Le chemin vers {focus}", "{hero} part en quête"],
      description: ["{hero} part à la recherche de {focus.a}, avec {friend} à ses côtés.", "Un voyage à la recherche de {focus.a}, et tout ce que {hero} apprend en chemin."],
      chapterTitles: {
        opening: ["Une grande idée", "Le plan", "Les préparatifs"],
        buildUp: ["En route", "La longue route", "De plus en plus loin"],
        dilemma: ["Le plus difficile", "Pas de passage", "Presque abandonner"],
        resolution: ["Le chemin s'ouvre", "Une astuce", "Enfin !"],
        closing: ["De retour avec une histoire", "À la maison", "Le meilleur moment"],
      },
      opening: [
        ["{hero} avait entendu parler de {focus.a}<, et ne pensait plus qu'à ça>.", "Un jour, {hero} décida de trouver {focus.a}.", "{hero} avait un plan : trouver {focus.a}<, coûte que coûte>."],
        ["hero> {friend}, tu viens avec moi chercher {focus} ?", "hero> Quelque part, il y a {focus}, {friend}, et je vais [focus:le|la|les|les] trouver !"],
      ],
      buildUp: [
        ["Alors {hero} et {friend} se mirent en route<, avec une carte dessinée aux crayons de couleur>.", "{hero} prépara son sac, et {friend} [le|la] suivit de près."],
        ["friend> On arrive bientôt, {hero} ?", "friend> Comment reconnaîtra-t-on {focus}, {hero} ?"],
      ],
      dilemma: [
        ["Mais le chemin vers {focus} était bloqué, et {hero} ne voyait pas comment en faire le tour.", "Puis le chemin vers {focus} disparut sous les ronces, juste devant {hero}."],
        ["hero> On ne trouvera peut-être jamais {focus}, {friend}.", "hero> Je ne veux pas rentrer sans {focus}, {friend}."],
        ["{hero} s'assit, et {friend} s'assit à côté.", "{friend} regarda {hero}<, et {hero} regarda les ronces>."],
      ],
      resolution: [
        ["Alors {hero} se souvint de {turn}.", "Juste à ce moment-là, {turn} donna une idée à {hero}."],
        ["Grâce à {turn}, {hero} et {friend} trouvèrent un passage<, un pas prudent après l'autre>.", "Avec {turn}, le chemin s'ouvrit de nouveau devant {hero}<, large et dégagé>."],
        ["Et là, enfin, il y avait {focus}, comme {hero} l'avait (rêvé|espéré) !", "Tout au bout du chemin, {focus} [focus:attendait|attendait|attendaient|attendaient] {hero}."],
        ["friend> Tu as réussi, {hero} !", "friend> {hero}, on a trouvé {focus} !"],
      ],
      closing: [
        ["{hero} rentra avec {focus} et la tête pleine d'histoires.", "Le retour parut court à {hero} et {friend}<, qui bavardèrent tout le long>."],
        ["{hero} n'oublierait jamais le jour où [il|elle] avait trouvé {focus}.", "{hero} rangea {turn} en lieu sûr<, au cas où>."],
      ],
      moral: ["{hero} avait appris que les plus belles choses valent bien une longue marche.", "{hero} savait maintenant qu'un voyage est plus facile quand un ami marche à côté.", "{hero} avait découvert que ne pas abandonner est une sorte de magie."],
    },
    lostAndFound: {
      titles: ["Où [focus:est passé|est passée|sont passés|sont passées] {focus} ?", "{hero} et {focus} disparu[focus:|e|s|es]", "À la recherche de {focus}", "{hero} cherche partout"],
      description: ["Quand {focus} disparaît, {hero} et {friend} cherchent partout.", "{hero} perd {focus}, et trouve bien plus en [focus:le|la|les|les] cherchant."],
      chapterTitles: {
        opening: ["Quelque chose de précieux", "Chaque chose à sa place", "Un matin comme les autres"],
        buildUp: ["Disparu !", "On cherche partout", "Sur la piste"],
        dilemma: ["Introuvable", "La place vide", "Un moment triste"],
        resolution: ["Enfin un indice", "Retrouvé !", "Sous leur nez"],
        closing: ["À l'abri", "De nouveau ensemble", "Retrouvailles"],
      },
      opening: [
        ["{hero} aimait {focus} plus que tout<, et [focus:le|la|les|les] gardait près de [lui|elle] toute la journée>.", "Chaque matin, {hero} disait bonjour à {focus}.", "Rien ne rendait {hero} plus heureu[x|se] que {focus}."],
        ["Mais un matin, {hero} regarda, et {focus} avai[focus:t|t|ent|ent] disparu !", "Mais ce matin-là, quand {hero} regarda, {focus} n'étai[focus:t|t|ent|ent] plus là."],
      ],
      buildUp: [
        ["{hero} et {friend} cherchèrent sous le lit, derrière la porte et dans chaque chaussure.", "{hero} demanda à tout le monde : « Avez-vous vu {focus} ? »"],
        ["friend> Ne t'inquiète pas, {hero}, on va retrouver {focus}.", "friend> Cherchons là où on n'a pas encore cherché, {hero}."],
      ],
      dilemma: [
        ["{hero} et {friend} cherchèrent jusqu'au coucher du soleil<, mais {focus} restai[focus:t|t|ent|ent] introuvable[focus:||s|s]>.", "{hero} regarda dans le tout dernier endroit<, mais il était vide lui aussi>."],
        ["hero> {friend}, et si {focus} étai[focus:t|t|ent|ent] perdu[focus:|e|s|es] pour toujours ?", "hero> {focus} me manque[focus:||nt|nt] tellement, {friend}."],
        ["{friend} fit à {hero} un très long câlin.", "{hero} avait envie de pleurer, et {friend} [le|la] laissa faire."],
      ],
      resolution: [
        ["Alors {hero} remarqua {turn}<, et eut une idée>.", "Ce fut {turn} qui montra le chemin à {hero}."],
        ["En suivant {turn}, {hero} et {friend} allèrent sur la pointe des pieds vers un endroit auquel [both:ils|elles] n'avaient jamais pensé.", "Grâce à {turn}, {hero} chercha exactement au bon endroit."],
        ["Et {focus} étai[focus:t|t|ent|ent] là, sain[focus:|e|s|es] et sau[focus:f|ve|fs|ves], (tout près de|à attendre) {hero} !", "{focus} se cachai[focus:t|t|ent|ent] juste là, comme si [focus:il|elle|ils|elles] attendai[focus:t|t|ent|ent] {hero}."],
        ["friend> Regarde, {hero}, on a retrouvé {focus} !", "hero> {friend} et moi, on est si contents de te revoir, {focus.call} !"],
      ],
      closing: [
        ["Cette nuit-là, {hero} garda {focus} tout près de [lui|elle].", "{hero} trouva une place spéciale pour {focus}<, où rien ne pourrait se perdre>."],
        ["{hero} remercia {friend}, et {turn} aussi.", "{hero} n'oublia jamais comment {turn} l'avait aidé[|e]."],
      ],
      moral: ["{hero} avait appris qu'en cherchant bien, sans abandonner, on retrouve ce qu'on a perdu.", "{hero} savait maintenant que les amis aident à retrouver ce qui compte.", "{hero} avait compris que c'est en perdant quelque chose qu'on sait combien on l'aime."],
    },
    fearOvercome: {
      titles: ["{focus} n'a plus peur", "{hero} et le petit pas courageux", "Courageu[focus:x|se|x|ses] comme {focus}", "La peur de {focus}"],
      description: ["L'histoire de {focus.full}, et du courage qu'on trouve un petit pas à la fois.", "Une histoire douce sur la peur, et le courage d'essayer quand même, avec {hero} et {friend}."],
      chapterTitles: {
        opening: ["Un peu peur", "Quelque chose qui fait peur", "Un cœur inquiet"],
        buildUp: ["De plus en plus près", "Essayer un peu", "Un petit pas"],
        dilemma: ["Le moment le plus effrayant", "Trop peur", "Figé"],
        resolution: ["Du courage, finalement", "Un petit pas", "Un coup de main"],
        closing: ["Plus de courage", "Pas si effrayant", "Quelle fierté"],
      },
      opening: [
        ["{focus} avai[focus:t|t|ent|ent] peur {fear}, et seul[|e] {hero} le savait<, depuis toujours>.", "Personne ne le savait, sauf {hero} : {focus} avai[focus:t|t|ent|ent] peur {fear}."],
        ["{hero} voulait aider {focus} à se sentir courageu[focus:x|se|x|ses].", "{hero} décida qu'aujourd'hui, {focus} n'aurai[focus:t|t|ent|ent] plus peur [focus:tout seul|toute seule|tous seuls|toutes seules]."],
      ],
      buildUp: [
        ["Ensemble, {hero} et {focus} s'approchèrent un tout petit peu<, juste pour regarder>.", "{hero} montra à {focus} comment faire de tout petits pas courageux."],
        ["friend> Ce n'est pas grave d'avoir peur, {focus.call}, même {hero} a peur parfois.", "friend> Avoir peur, c'est juste ton cœur qui te parle, {focus.call}, {hero} le dit toujours."],
      ],
      dilemma: [
        ["Mais au moment venu, {focus} se fige[focus:a|a|èrent|èrent] à côté de {hero}<, trop effrayé[focus:|e|s|es] pour bouger>.", "Alors tout parut trop grand, trop bruyant et trop sombre pour {focus}, même avec {hero} à côté."],
        ["hero> N'aie pas peur, {focus.call}, {friend} et moi, on est là.", "hero> On reste ensemble, {focus.call}, {friend}, toi et moi, promis."],
        ["{focus} tremblai[focus:t|t|ent|ent], et {hero} tint bon.", "{friend} et {hero} attendirent à côté de {focus}<, aussi longtemps qu'il le fallait>."],
      ],
      resolution: [
        ["Alors {hero} pensa à {turn}.", "C'est là que {turn} changea tout pour {hero}."],
        ["Avec {turn} tout près, ce qui faisait peur ne faisait plus si peur, et {hero} sourit.", "Grâce à {turn}, {focus} fi[focus:t|t|rent|rent] un petit pas courageux vers {hero}<, puis un autre>."],
        ["{focus} y arriv[focus:a|a|èrent|èrent], avec {hero} tout près<, et ce n'était pas si terrible> !", "Bientôt, {focus} riai[focus:t|t|ent|ent] avec {hero} au lieu de trembler."],
        ["friend> {focus.call}, tu as été si courageu[focus:x|se|x|se], et {hero} aussi !", "hero> Tu vois, {focus.call}, tu peux le faire, comme disait {friend} !"],
      ],
      closing: [
        ["Ce soir-là, grâce à {hero}, {focus} n'avai[focus:t|t|ent|ent] plus peur du tout.", "{focus} raconta[focus:||ient|ient] à tout le monde ce petit pas courageux, et {hero} souriait, fi[er|ère]."],
        ["{hero} garda {turn} tout près<, pour les autres jours de courage>.", "Quand la peur revenait, {focus} pensai[focus:t|t|ent|ent] à {turn} et à {hero}."],
      ],
      moral: ["{hero} avait appris qu'être courageux, ce n'est pas ne jamais avoir peur : c'est essayer quand même.", "Avec {hero}, {focus} avai[focus:t|t|ent|ent] découvert que les peurs rapetissent quand un ami vous tient la main.", "Ce jour-là, {hero} et {friend} apprirent que les petits pas font les grands courages."],
    },
    learning: {
      titles: ["{focus} apprend à {skill}", "{hero} et la leçon la plus difficile", "Essaie encore, {hero} !", "Le jour où {focus} apprit à {skill}"],
      description: ["{hero} aide {focus.full}, dans une histoire où l'on essaie encore.", "Apprendre à {skill}, c'est difficile, mais {hero} et {friend} n'abandonnent pas."],
      chapterTitles: {
        opening: ["Quelque chose de difficile", "Pas encore", "Tout le monde y arrivait"],
        buildUp: ["L'entraînement", "Encore un essai", "Les leçons"],
        dilemma: ["Patatras", "C'est trop dur", "L'envie d'abandonner"],
        resolution: ["Une nouvelle façon", "L'astuce", "Ça marche !"],
        closing: ["Regardez ça !", "Tant de fierté", "Et maintenant ?"],
      },
      opening: [
        ["{focus} ne savai[focus:t|t|ent|ent] pas {skill}, et {hero} le savait bien<, même en essayant tous les jours>.", "Tout le monde savait {skill}, sauf {focus}, et {hero} voulait [focus:l'aider|l'aider|les aider|les aider]."],
        ["{hero} promit d'aider {focus} à apprendre à {skill}.", "{hero} décida qu'aujourd'hui, {focus} apprendrai[focus:t|t|ent|ent] à {skill}."],
      ],
      buildUp: [
        ["{hero} et {focus} s'entraînèrent le matin, et encore après le déjeuner.", "{hero} montra à {focus} comment {skill}, doucement, étape par étape."],
        ["friend> Encore, {focus.call}, tu fais des progrès, {hero} le voit bien !", "friend> Personne n'y arrive du premier coup, {focus.call}, pas même {hero}."],
      ],
      dilemma: [
        ["Mais {focus} se trompai[focus:t|t|ent|ent], et {hero} (aidait|recommençait) encore et encore.", "Au dixième essai, {focus} s'assi[focus:t|t|rent|rent] près de {hero} et ne voulu[focus:t|t|rent|rent] plus se relever."],
        ["hero> N'abandonne pas maintenant, {focus.call}, {friend} et moi, on croit en toi.", "hero> {focus.call}, {friend} et moi, on trouve que tu es (presque arrivé[focus:|e|s|es]|plus près du but que tu ne le crois)."],
        ["{focus} secou[focus:a|a|èrent|èrent] tristement la tête devant {hero}.", "Même {friend} ne savait plus quoi dire à {focus}."],
      ],
      resolution: [
        ["Alors {hero} vit {turn}<, et eut une idée>.", "Ce fut {turn} qui donna la réponse à {hero}."],
        ["Avec {turn}, {focus} essay[focus:a|a|èrent|èrent] encore une fois, comme {hero} [focus:le|la|les|les] guidait<, d'une toute nouvelle façon>.", "Grâce à {turn}, {focus} trouv[focus:a|a|èrent|èrent] une façon de {skill} à laquelle seul[|e] {hero} avait pensé."],
        ["Et cette fois, {focus} réussi[focus:t|t|rent|rent] à {skill}, sous les yeux de {hero} !", "Enfin, {focus} y arriv[focus:a|a|èrent|èrent], [focus:tout seul|toute seule|tous seuls|toutes seules], pendant que {hero} (applaudissait|regardait) !"],
        ["friend> {hero}, regarde, {focus} a vraiment réussi !", "hero> J'avais dit à {friend} que tu y arriverais, {focus.call} !"],
      ],
      closing: [
        ["Ce soir-là, {focus} voulai[focus:t|t|ent|ent] {skill} encore et encore, sous les yeux de {hero}.", "{focus} étai[focus:t|t|ent|ent] si fi[focus:er|ère|ers|ères] qu'[focus:il|elle|ils|elles] racont[focus:a|a|èrent|èrent] à tout le monde comment {hero} [focus:l'avait|l'avait|les avait|les avait] aidé[focus:|e|s|es]."],
        ["{hero} regarda {turn} et éclata de rire<, en repensant à toute la journée>.", "{focus} remercia[focus:||ient|ient] {hero}, et {turn} aussi."],
      ],
      moral: ["{hero} avait appris que chacun apprend à son rythme.", "Avec {hero}, {focus} avai[focus:t|t|ent|ent] découvert qu'en essayant encore, les choses difficiles deviennent faciles.", "Ce jour-là, {hero} et {friend} virent que les erreurs sont des pas sur le chemin."],
    },
    contest: {
      titles: ["{hero} et {focus}", "Le jour de {focus}", "À vos marques, {hero} !", "{hero} entre dans la course"],
      description: ["{hero} participe à {focus}, et découvre ce que gagner veut vraiment dire.", "Tout le monde est prêt pour {focus}, et {hero} aussi, ou presque."],
      chapterTitles: {
        opening: ["Le grand jour approche", "Les préparatifs", "Qui va gagner ?"],
        buildUp: ["L'entraînement", "À vos marques", "Le départ"],
        dilemma: ["Une chute", "À la traîne", "Un choix à faire"],
        resolution: ["La ligne d'arrivée", "Ensemble", "Le vrai prix"],
        closing: ["Bravo à tous", "Une médaille de gentillesse", "La fierté"],
      },
      opening: [
        ["Tout le monde se préparait pour {focus}, et {hero} aussi<, et l'air bourdonnait d'impatience>.", "Plus qu'un jour avant {focus}, et {hero} ne pensait à rien d'autre."],
        ["hero> Je vais faire de mon mieux pour {focus}, {friend} !", "hero> {friend}, tu participes à {focus} avec moi ?"],
      ],
      buildUp: [
        ["{hero} s'entraîna chaque matin<, pendant que {friend} comptait les secondes>.", "Quand {focus} commença, {hero} était tout devant."],
        ["friend> Vas-y, {hero}, vas-y !", "friend> Tu peux y arriver, {hero} !"],
      ],
      dilemma: [
        ["Mais au milieu de {focus}, {friend} trébucha et tomba<, sans pouvoir se relever>.", "En plein milieu de {focus}, {hero} vit {friend} coincé[friend:|e|s] et [friend:tout seul|toute seule|tous seuls]."],
        ["hero> Je continue, ou j'aide {friend} ?", "hero> Tant pis pour {focus} si {friend} est blessé[friend:|e|s]."],
        ["{hero} s'arrêta<, pendant que tous les autres passaient en courant>.", "{hero} fit demi-tour<, et tout le monde retint son souffle>."],
      ],
      resolution: [
        ["{hero} se servit de {turn} pour aider {friend} à se relever.", "Avec {turn}, {hero} s'assura que {friend} allait bien."],
        ["Puis {hero} et {friend} finirent {focus} ensemble<, côte à côte>.", "Ensemble, {hero} et {friend} franchirent la ligne d'arrivée<, [both:tout derniers et très heureux|toutes dernières et très heureuses]>."],
        ["Tout le monde applaudit {hero} plus fort que n'importe qui.", "La foule applaudit {hero} et {friend} à s'en rougir les mains."],
        ["friend> Merci, {hero}, c'est toi [le vrai gagnant|la vraie gagnante].", "hero> On a fini {focus} ensemble, {friend} !"],
      ],
      closing: [
        ["Ce soir-là, {hero} reçut un prix spécial de la gentillesse.", "{hero} n'avait pas gagné {focus}, mais n'avait jamais été aussi fi[er|ère]."],
        ["{hero} posa {turn} sur l'étagère<, à côté du prix>.", "{friend} fabriqua pour {hero} une médaille en papier<, la plus belle de toutes>."],
      ],
      moral: ["{hero} avait appris qu'aider un ami vaut plus que n'importe quel prix.", "{hero} avait découvert que la meilleure façon de gagner, c'est ensemble.", "Ce jour-là, {hero} et {friend} comprirent que la gentillesse va plus vite que tout."],
    },
    celebration: {
      titles: ["{hero} sauve {focus}", "Le jour où {focus} tourna mal", "{hero} et {focus}", "{focus.a} inoubliable"],
      description: ["Tout va de travers juste avant {focus}, jusqu'à ce que {hero} ait une idée.", "{hero} et {friend} sauvent {focus}, de la façon la plus inattendue."],
      chapterTitles: {
        opening: ["Presque l'heure", "Le grand jour", "Tant de choses à faire"],
        buildUp: ["Tout préparer", "Les dernières touches", "C'est bientôt l'heure"],
        dilemma: ["Oh non !", "Tout va de travers", "Fichu ?"],
        resolution: ["Sauvés !", "Une idée merveilleuse", "Mieux que jamais"],
        closing: ["La plus belle fête", "Des visages heureux", "Un jour à ne pas oublier"],
      },
      opening: [
        ["Aujourd'hui, c'était {focus}, et {hero} l'attendait depuis des semaines.", "{hero} se réveilla tôt, car aujourd'hui, c'était {focus} !"],
        ["hero> {friend}, {focus} [focus:va|va|vont|vont] être parfait[focus:|e|s|es] !", "hero> J'ai tout prévu pour {focus}, {friend} !"],
      ],
      buildUp: [
        ["{hero} et {friend} accrochèrent des guirlandes et mirent les assiettes.", "{friend} aida {hero} à tout préparer pour {focus}."],
        ["friend> Tout le monde va adorer {focus}, {hero}.", "friend> Encore une chose et c'est prêt, {hero} !"],
      ],
      dilemma: [
        ["Mais juste avant {focus}, le vent renversa tout ce que {hero} avait préparé<, et les guirlandes s'emmêlèrent dans les arbres>.", "Puis, juste avant le début de {focus}, tout ce que {hero} avait préparé fut renversé<, et ce fut une pagaille terrible>."],
        ["hero> {friend}, {focus} [focus:est|est|sont|sont] fichu[focus:|e|s|es] !", "hero> Qu'est-ce qu'on va faire, {friend}, alors que {focus} commence[focus:||nt|nt] si tôt ?"],
        ["{hero} s'assit au milieu de la pagaille<, et {friend} aussi>.", "{friend} regarda la pagaille, puis {hero}."],
      ],
      resolution: [
        ["Alors {hero} aperçut {turn}<, et eut une idée merveilleuse>.", "Ce fut {turn} qui sauva la journée de {hero}."],
        ["Avec {turn}, {hero} et {friend} rendirent {focus} encore plus be[focus:au|lle|aux|lles] qu'avant.", "Grâce à {turn} et à {hero}, {focus} devint quelque chose que personne n'avait jamais vu."],
        ["Quand les invités arrivèrent, tout le monde félicita {hero} avec des cris de joie.", "Tout le monde dit à {hero} que c'était la plus belle fête de tous les temps."],
        ["friend> {hero}, c'est le plus beau jour du monde !", "hero> {focus} n'[focus:est|est|sont|sont] pas fichu[focus:|e|s|es], {friend}, c'est encore mieux !"],
      ],
      closing: [
        ["Longtemps après {focus}, on parlait encore de {hero} et de {turn}.", "Ce soir-là, {hero} était fatigué[|e] et heureu[x|se]<, une couronne en papier encore sur la tête>."],
        ["{hero} garda un bout de guirlande<, en souvenir de {focus}>.", "{friend} dit que c'était le plus beau jour de l'année<, et {hero} était d'accord>."],
      ],
      moral: ["{hero} avait appris qu'une fête, ce sont les gens, pas le plan parfait.", "{hero} avait découvert que quand tout va de travers, une bonne idée peut rendre les choses encore plus belles.", "Ce jour-là, {hero} et {friend} apprirent que rire ensemble répare presque tout."],
    },
    weather: {
      titles: ["{hero} et {focus}", "Quand vint {focus}", "{hero} dans {focus}", "À l'abri de {focus}"],
      description: ["Quand arrive {focus}, {hero} et {friend} doivent retrouver le chemin de la maison.", "Une histoire douillette sur {focus}, et des amis qui veillent l'un sur l'autre."],
      chapterTitles: {
        opening: ["Regarde le ciel", "Quelque chose change dans l'air", "Des nuages gris"],
        buildUp: ["En balade", "Le vent se lève", "Loin de la maison"],
        dilemma: ["Surpris dehors", "Par où rentrer ?", "Dans la tempête"],
        resolution: ["Une lumière dans la tempête", "Le chemin du retour", "Enfin à l'abri"],
        closing: ["Au chaud et au sec", "Après le mauvais temps", "Bien au chaud"],
      },
      opening: [
        ["Tout le monde disait à {hero} que {focus} arrivai[focus:t|t|ent|ent]<, et le ciel devenait gris>.", "La radio parlait de {focus} à {hero}<, mais [il|elle] était trop [occupé|occupée] pour écouter>."],
        ["hero> Juste une petite balade, {friend}, avant {focus} !", "hero> {focus} n'arriver[focus:a|a|ont|ont] pas avant longtemps, {friend}."],
      ],
      buildUp: [
        ["{hero} et {friend} allèrent plus loin que prévu<, en courant après les feuilles>.", "{hero} et {friend} s'éloignèrent de la maison<, en bavardant et en riant>."],
        ["friend> {hero}, le ciel a une drôle de couleur.", "friend> Il fait de plus en plus froid, {hero}, tu sens ?"],
      ],
      dilemma: [
        ["Puis {focus} arriv[focus:a|a|èrent|èrent]<, plus vite que prévu>, et {hero} ne vit plus le chemin de la maison.", "Soudain, {focus} [focus:était|était|étaient|étaient] tout autour de {hero} et {friend}<, et le chemin disparut>."],
        ["hero> Où est la maison, {friend} ?", "hero> Reste près de moi et ne me lâche pas, {friend} !"],
        ["{hero} et {friend} se blottirent l'un contre l'autre sous un arbre.", "{friend} grelottait, et {hero} partagea son écharpe."],
      ],
      resolution: [
        ["Alors {hero} se souvint de {turn}.", "Juste à ce moment-là, {turn} aida {hero} à retrouver le chemin."],
        ["Guidé[both:s|es] par {turn}, {hero} et {friend} retrouvèrent le sentier<, pas à pas, avec prudence>.", "Grâce à {turn}, {hero} aperçut les lumières de la maison."],
        ["Enfin la porte de {hero} s'ouvrit, et une douce lumière jaune se répandit dehors.", "Bientôt, {hero} et {friend} étaient à la maison<, [both:trempés|trempées] et riant aux éclats>."],
        ["friend> On a réussi, {hero} !", "hero> {friend}, on est à la maison !"],
      ],
      closing: [
        ["Dehors, {focus} continuai[focus:t|t|ent|ent], mais à l'intérieur {hero} était au chaud et au sec.", "À l'heure où {hero} se couchait, {focus} étai[focus:t|t|ent|ent] passé[focus:|e|s|es]<, et tout était calme>."],
        ["{hero} posa {turn} près de la porte<, prêt[turn:|e|s|es] pour la prochaine fois>.", "{hero} et {friend} burent du lait chaud en écoutant la fin de {focus}."],
      ],
      moral: ["{hero} avait appris à écouter quand on dit que le temps va changer.", "{hero} avait découvert que même par le pire temps, un ami vous tient chaud.", "Ce jour-là, {hero} et {friend} apprirent qu'on n'est jamais mieux qu'à la maison quand vient {focus}."],
    },
    mystery: {
      titles: ["Le secret de {place}", "{hero} et le mystère de {place}", "Que s'est-il passé près de {place} ?", "Une nuit étrange près de {place}"],
      description: ["Il se passe quelque chose d'étrange près de {place}, et {hero} veut savoir quoi.", "{hero} et {friend} suivent les indices et résolvent le mystère de {place}."],
      chapterTitles: {
        opening: ["Quelque chose d'étrange", "Un mystère", "Tu as entendu ?"],
        buildUp: ["Le premier indice", "Sur la piste", "Sur la pointe des pieds"],
        dilemma: ["Dans le noir", "Un bruit étrange", "Trop calme"],
        resolution: ["Le mystère résolu", "Ce n'était que…", "La vérité"],
        closing: ["Plus de secrets", "Affaire classée", "Un bon mystère"],
      },
      opening: [
        ["Il se passait quelque chose d'étrange près de {place}, et {hero} voulait savoir quoi.", "Chaque nuit, {hero} entendait de drôles de bruits venir de {place}."],
        ["hero> {friend}, allons voir ce qui se passe près de {place} !", "hero> Je crois qu'il y a un secret près de {place}, {friend}."],
      ],
      buildUp: [
        ["{hero} et {friend} s'approchèrent de {place} sur la pointe des pieds<, en retenant leur souffle>.", "{hero} et {friend} cherchèrent des indices tout autour de {place}."],
        ["friend> Regarde, {hero}, un indice !", "friend> Chut, {hero}, tu as entendu ?"],
      ],
      dilemma: [
        ["Puis la nuit tomba sur {place}, et quelque chose bougea dans l'ombre, près de {hero}.", "Soudain, une ombre glissa près de {place}, juste devant {hero}<, rapide et silencieuse>."],
        ["hero> C'est toi, {friend}, ou quelqu'un d'autre ?", "hero> {friend}, tu es toujours là, près de {place} ?"],
        ["{hero} et {friend} se tinrent la main sans bouger.", "{friend} se cacha derrière {hero}<, en tremblant un peu>."],
      ],
      resolution: [
        ["Alors {hero} se servit de {turn} pour regarder de plus près.", "Ce fut {turn} qui montra la vérité à {hero}."],
        ["Et ce n'était que {focus.a}, tout aussi surpris[focus:|e||es] que {hero} !", "{hero} le vit bien : le mystère n'avait rien d'effrayant, c'était juste {focus.a} !"],
        ["{hero} et {friend} rirent si fort qu'[both:ils|elles] durent s'asseoir.", "{hero} éclata de rire, et {friend} rit encore plus fort."],
        ["friend> {hero}, tu as résolu le mystère !", "hero> C'était {focus} depuis le début, {friend} !"],
      ],
      closing: [
        ["Après ça, {place} ne parut plus étrange du tout à {hero}.", "{hero} retourna souvent près de {place}<, juste pour dire bonjour>."],
        ["{hero} garda {turn} en souvenir de la nuit du mystère.", "{friend} racontait l'histoire de {place} à qui voulait l'entendre."],
      ],
      moral: ["{hero} avait appris que les choses qui font le plus peur sont souvent les plus petites.", "{hero} avait découvert que poser des questions est le meilleur moyen de ne plus avoir peur.", "Ce jour-là, {hero} et {friend} apprirent qu'un mystère, c'est une histoire qui attend d'être comprise."],
    },
    firstDay: {
      titles: ["Le premier jour de {hero}", "{hero} et {focus}", "Un tout nouveau départ pour {hero}", "{hero} est prêt[|e]"],
      description: ["{hero} s'inquiète pour {focus}, jusqu'à ce qu'il se passe quelque chose d'inattendu.", "Une histoire sur {focus}, les nouveaux visages et le courage de dire bonjour."],
      chapterTitles: {
        opening: ["Des papillons dans le ventre", "La veille", "Grosses inquiétudes"],
        buildUp: ["La grande porte", "Tant de nouveaux visages", "Trouver son chemin"],
        dilemma: ["Personne à côté", "Personne avec qui jouer", "Je veux rentrer"],
        resolution: ["Bonjour !", "Un nouvel ami", "Pas si terrible"],
        closing: ["Vivement demain", "Une bonne journée, finalement", "En route pour demain"],
      },
      opening: [
        ["Demain, c'était {focus}, et {hero} n'arrivait pas à fermer l'œil.", "{hero} avait des papillons dans le ventre, car aujourd'hui, c'était {focus}."],
        ["hero> Et si personne ne m'aimait, {friend} ?", "hero> {friend}, et si je me perdais ?"],
      ],
      buildUp: [
        ["{friend} accompagna {hero} jusqu'à la grande porte<, en lui serrant la main>.", "À l'intérieur, il y avait tant de nouveaux visages que {hero} ne savait pas où regarder."],
        ["friend> Tout ira bien, {hero}, et je serai là à la fin de la journée.", "friend> Dis juste bonjour, {hero}, c'est tout ce qu'il faut faire."],
      ],
      dilemma: [
        ["À la récréation, tout le monde semblait avoir un ami, sauf {hero}.", "{hero} restait seul[|e] contre le mur<, en se sentant tout[|e] petit[|e]>."],
        ["hero> Je veux rentrer à la maison, {friend}.", "hero> {friend}, {focus}, c'était peut-être une erreur."],
        ["{hero} regardait par terre<, et une larme tomba sur sa chaussure>.", "{hero} serrait très fort son cartable."],
      ],
      resolution: [
        ["Alors {hero} remarqua que quelqu'un regardait {turn}.", "Pour {hero}, tout commença grâce à {turn}."],
        ["« J'aime bien {turn} », dit une petite voix, et {hero} sourit pour la première fois de la journée.", "Grâce à {turn}, {hero} avait de quoi parler<, et les mots vinrent tout seuls>."],
        ["À midi, {hero} avait un nouvel ami<, et l'après-midi, deux>.", "Bientôt, {hero} riait avec les autres<, comme s'[il|elle] avait toujours été là>."],
        ["hero> {friend}, je me suis fait un ami !", "friend> Raconte-moi tout, {hero} !"],
      ],
      closing: [
        ["Ce soir-là, {hero} avait hâte d'être au lendemain.", "{hero} raconta {focus} à {friend} pendant tout le trajet du retour."],
        ["{hero} mit {turn} dans son cartable pour le lendemain.", "{hero} s'endormit en souriant<, en pensant à {turn} et à ses nouveaux amis>."],
      ],
      moral: ["{hero} avait appris que tout le monde est un peu inquiet le premier jour.", "{hero} avait découvert qu'un seul bonjour peut changer toute une journée.", "Ce jour-là, {hero} et {friend} apprirent que les nouveaux endroits deviennent des endroits amis, un sourire à la fois."],
    },
    helpingFriend: {
      titles: ["{hero} et {focus}", "Un ami pour {focus}", "{hero} donne un coup de main", "Comment {hero} aida {focus}"],
      description: ["{focus} a besoin d'aide, et {hero} sait exactement quoi faire, ou presque.", "Une histoire de gentillesse, avec {hero}, {friend} et {focus}."],
      chapterTitles: {
        opening: ["Quelqu'un a besoin d'aide", "Un air triste", "Qu'est-ce qui ne va pas ?"],
        buildUp: ["Un coup de main", "On essaie tout", "Ensemble"],
        dilemma: ["Rien ne marche", "Un trop gros problème", "Ne pas abandonner"],
        resolution: ["La réponse", "Une idée gentille", "Tout va mieux"],
        closing: ["Amis pour toujours", "Merci", "Le cœur au chaud"],
      },
      opening: [
        ["Un matin, {hero} trouva {focus} l'air tout triste.", "{focus} avai[focus:t|t|ent|ent] un problème, et {hero} le voyait bien."],
        ["hero> Qu'est-ce qui ne va pas, {focus.call}, {friend} et moi, on peut t'aider ?", "hero> Ne t'inquiète pas, {focus.call}, {friend} et moi, on va trouver une solution."],
      ],
      buildUp: [
        ["{hero} et {friend} essayèrent tout ce qui leur passait par la tête pour aider {focus}.", "Toute la journée, {hero} resta avec {focus}<, en essayant une idée après l'autre>."],
        ["friend> Essayons encore, {hero} !", "friend> Il doit bien y avoir un moyen d'aider {focus}, {hero}."],
      ],
      dilemma: [
        ["Mais rien de ce qu'essayait {hero} ne marchait<, et {focus} avai[focus:t|t|ent|ent] l'air plus triste que jamais>.", "L'après-midi, {hero} n'avait plus d'idées<, et {focus} avai[focus:t|t|ent|ent] toujours un problème>."],
        ["hero> Je ne sais pas comment aider {focus}, {friend}.", "hero> {friend}, qu'est-ce qu'on peut faire d'autre ?"],
        ["{hero} s'assit à côté de {focus}<, et resta là, simplement>.", "{friend} caressa doucement {focus}."],
      ],
      resolution: [
        ["Alors {hero} regarda {turn}, et sourit.", "Ce fut {turn} qui donna la réponse à {hero}."],
        ["Avec {turn}, {hero} et {friend} réglèrent le problème<, comme ça, d'un coup>.", "Grâce à {turn} et à {hero}, {focus} allai[focus:t|t|ent|ent] bientôt beaucoup mieux."],
        ["{focus} fi[focus:t|t|rent|rent] à {hero} le plus grand sourire qu'on ait jamais vu.", "{focus} serra[focus:||ient|ient] {hero} dans [focus:ses bras|ses bras|leurs bras|leurs bras], puis {friend}."],
        ["friend> {hero}, regarde comme {focus} [focus:est|est|sont|sont] heureu[focus:x|se|x|ses] !", "hero> C'est à ça que servent les amis comme {friend} et moi, {focus.call} !"],
      ],
      closing: [
        ["Après ce jour-là, {focus} et {hero} devinrent les meilleurs amis du monde.", "{focus} venai[focus:t|t|ent|ent] voir {hero} chaque semaine<, toujours avec un petit cadeau>."],
        ["{hero} garda {turn} précieusement<, au cas où quelqu'un d'autre aurait besoin d'aide>.", "{hero} pensa à {turn} et sentit une douce chaleur dans son cœur."],
      ],
      moral: ["{hero} avait appris qu'aider les autres fait grandir son propre cœur.", "{hero} avait découvert que parfois, rester tout près est la meilleure aide qui soit.", "Ce jour-là, {hero} et {friend} apprirent que la gentillesse trouve toujours un chemin."],
    },
  },
};
