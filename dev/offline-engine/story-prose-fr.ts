/**
 * The offline writer's French prose between the beats (see story-templates.ts
 * for the placeholders): per moment of every story, per moment of each plot,
 * and the senses of each kind of setting. Frames combine their parts
 * ("(a|b)"), and agree with who is there: `[both:ils|elles]` for the hero and
 * the companion together ("elles" only when both are female).
 */
import type { Chapter } from "../../shared/enums";
import type { Archetype } from "../../shared/story-plan";
import type { Pool, SettingKind } from "./story-templates";

export const senses: Record<SettingKind, Pool> = {
  woods: [
    "les feuilles (chuchotaient|bruissaient) (tout là-haut|au-dessus des têtes)",
    "les vieilles aiguilles de pin craquaient à chaque pas",
    "l'air sentait la mousse et (les champignons|l'écorce mouillée)",
    "un pic-vert tapait quelque part, (très loin|tout en haut)",
    "le soleil passait entre les branches en (fines rayures dorées|taches vertes et douces)",
    "le sol était doux et moelleux, couvert de (vieilles feuilles|mousse)",
  ],
  water: [
    "l'eau clapotait (doucement|tout bas) contre le bord",
    "l'eau (scintillait|brillait) comme (mille petits miroirs|des paillettes renversées)",
    "une brise fraîche venait de l'eau",
    "de petites rides couraient sur l'eau",
    "des (mouettes|canards) criaient au-dessus de l'eau",
    "l'air sentait (le frais|le sel) et (l'eau|le vent)",
  ],
  building: [
    "le parquet craquait (doucement|à chaque pas)",
    "la poussière dansait dans un rayon de (lumière|soleil)",
    "une grande horloge faisait tic-tac (lentement|au bout du couloir)",
    "l'air sentait (le vieux papier|la cire) et (le bois tiède|la poussière)",
    "chaque pas résonnait (contre les hauts murs|dans les longs couloirs)",
    "les murs étaient frais et lisses sous les doigts",
  ],
  sky: [
    "les nuages étaient doux comme des (oreillers|boules de coton)",
    "les étoiles (scintillaient|brillaient) (presque à portée de main|tout autour)",
    "tout était (silencieux|calme) et (argenté|scintillant)",
    "l'air était frais et léger, et ne sentait rien du tout",
    "tout en bas, le monde ressemblait à (une carte|un jouet)",
    "une lumière argentée recouvrait tout",
  ],
  green: [
    "l'herbe était (mouillée de rosée|douce et haute)",
    "les abeilles (bourdonnaient|butinaient) dans (les fleurs|le trèfle)",
    "l'air sentait (l'herbe coupée|la terre chaude) et (les fleurs|les pommes)",
    "une barrière (grinçait|couinait) quelque part",
    "des papillons (flottaient|voletaient) de fleur en fleur",
    "un merle chantait sur (la clôture|la haie)",
  ],
  night: [
    "la lune traçait un chemin d'argent (sur le sol|par terre)",
    "une chouette hulula (une fois|deux fois), (au loin|tout près)",
    "tout était (silencieux|immobile) et bleu",
    "l'air de la nuit était (frais|piquant) sur les joues",
    "les ombres étaient longues et (douces|tranquilles)",
    "une seule étoile (brillait|clignait) à la fenêtre",
  ],
  other: [
    "une petite brise (jouait|s'amusait) avec les cheveux",
    "quelque part, un oiseau chantait",
    "l'air sentait (la pluie|les fleurs|le pain chaud)",
    "la lumière était (douce|dorée) et (tiède|gentille)",
    "tout semblait attendre quelque chose",
    "le sol était tiède sous les pieds",
  ],
};

export const moments: Record<Chapter, Pool> = {
  opening: [
    "Près de {place}, {sense}, et {hero} (sourit|prit une grande inspiration|s'arrêta pour écouter).",
    "Ce jour-là, {hero} s'était [levé|levée] (tôt|avant tout le monde)<, (avec des bulles dans le ventre|en fredonnant un air)>.",
    "(Ce matin-là|Avant le petit déjeuner|Juste après le petit déjeuner), {friend} vint frapper à la porte de {hero}<, (en sifflotant|les genoux pleins de boue|avec un sac en papier)>.",
    "{hero} et {friend} partagèrent (une poire|une pomme|une tartine) sur le pas de la porte<, en parlant de {focus}>.",
    "{hero} était [sûr|sûre] que cette journée avait un rapport avec {focus}<, sans savoir dire pourquoi>.",
    "{friend} disait que {place} était le plus bel endroit du monde<, et {hero} (ne disait pas le contraire|hochait la tête)>.",
    "{hero} dessina (un plan|une carte) pour aller jusqu'à {place} (sur une serviette en papier|au dos d'une enveloppe)<, avec une grosse flèche>.",
    "{hero} confia un secret à {friend} au sujet de {turn}<, (tout bas|à l'oreille)>.",
    "(De la fenêtre|Du pas de la porte), {hero} voyait le chemin de {place}.",
    "friend> (Qu'est-ce qu'on fait aujourd'hui|On va où aujourd'hui), {hero}, (c'est pour {focus}|on va vers {place}) ?",
    "{friend} riait, car {hero} ne tenait pas en place<, (pas même une minute|comme un chiot avant la promenade)>.",
  ],
  buildUp: [
    "En chemin, {sense}, et {friend} (le fit remarquer|respira à pleins poumons|fredonna).",
    "{hero} et {friend} (marchaient|trottaient) (encore et encore|côte à côte)<, (en comptant leurs pas|en chantant une chanson de marche)>.",
    "{friend} inventa une histoire (rigolote|très longue) sur {turn}<, et {hero} rit tellement qu'[il|elle] dut s'arrêter>.",
    "(De temps en temps|Tous les dix pas), {hero} se retournait pour faire signe à {friend}<, qui n'était jamais bien loin>.",
    "{hero} pensait à {focus}<, (pas après pas|tout le long du chemin)>.",
    "Devant {hero}, le chemin vers {place} (montait et descendait|tournait et virait)<, (comme un ruban|comme un serpent endormi)>.",
    "{hero} ramassa un caillou (tout lisse|brillant|bien rond) et l'offrit à {friend}<, (pour porter bonheur|juste comme ça)>.",
    "{friend} s'arrêta pour regarder (une fleur|un champignon|un scarabée)<, et {hero} attendit (patiemment|en souriant)>.",
    "(Petit à petit|Peu à peu), {place} se rapprochait (pour {hero} et {friend}|de {hero})<, et son cœur (battait plus vite|faisait des bonds)>.",
    "{hero} se demandait à quoi [focus:ressemblerait|ressemblerait|ressembleraient|ressembleraient] {focus}<, et {friend} (fit une drôle de tête|avait son idée)>.",
    "(Un petit ruisseau|Une flaque) coupait le chemin, et {hero} sauta par-dessus<, tandis que {friend} pataugeait dedans>.",
    "{hero} et {friend} firent une pause (sous un arbre|sur un muret)<, en partageant (des biscuits|des histoires)>.",
    "{hero} et {friend} marchaient depuis longtemps, et [both:ils|elles] (riaient|chantaient|bavardaient) encore.",
    "friend> (Attends-moi|Pas si vite), {hero}, (moi aussi je veux voir {place}|{place} ne va pas s'envoler) !",
  ],
  dilemma: [
    "Tout à coup, {sense}, et {hero} ne se sentait plus (si [sûr|sûre] de [lui|elle]|si [courageux|courageuse]).",
    "{hero} sentit un nœud dans son ventre (en pensant à {focus}|en regardant {friend})<, (de ceux qui ne s'en vont pas|venu de nulle part)>.",
    "{friend} restait tout près de {hero}<, sans dire un mot>.",
    "Pendant un (long|très long) moment, {hero} et {friend} (ne bougèrent plus|ne dirent rien du tout).",
    "{hero} pensait à {focus}<, et se sentait (encore plus mal|[tout petit|toute petite])>.",
    "{hero} s'assit sur (une pierre|un tronc|une marche) à côté de {friend} (pour réfléchir|et réfléchit très fort).",
    "{friend} murmura à {hero} qu'il valait peut-être mieux rentrer<, mais {hero} (secoua la tête|ne voulait pas abandonner)>.",
    "{hero} se demandait si {turn} pourrait (aider|changer quelque chose).",
    "{hero} prit (trois|quatre) (lentes|grandes) respirations, (comme {friend}|en pensant à {turn})<, comme [il|elle] l'avait appris>.",
    "Les yeux de {hero} (piquaient|brillaient de larmes), mais [il|elle] les essuya (avant que {friend} ne les voie|en regardant {turn}).",
    "Même {friend}, qui ne s'inquiétait (jamais|presque jamais), avait l'air [friend:inquiet|inquiète|inquiets] pour {hero} maintenant.",
    "Tout devint si silencieux près de {place} que {friend} entendait respirer {hero}<, (tout doucement|vite et fort)>.",
    "{hero} et {friend} restèrent [both:serrés|serrées] l'[both:un|une] contre l'autre, (côte à côte|épaule contre épaule)<, et [both:ils|elles] attendirent>.",
    "friend> Je suis là, {hero}, (et {turn} aussi|on va trouver une idée pour {focus}).",
  ],
  resolution: [
    "Le cœur de {hero} faisait (boum, boum|toc, toc) (à côté de {friend}|pendant que {turn} aidait)<, mais [il|elle] (continua|ne s'arrêta pas)>.",
    "{friend} applaudit {hero} si fort (qu'un oiseau s'envola de sa branche|que tout le monde se retourna près de {place}).",
    "(Petit à petit|Pas à pas), tout commença à s'arranger pour {hero} et {friend}.",
    "{hero} n'en revenait pas : {turn} avait tout changé.",
    "{hero} regarda {turn} (comme pour la première fois|avec des yeux tout neufs).",
    "{hero} et {friend} (rirent|pouffèrent) (d'un rire joyeux|à en avoir mal au ventre).",
    "Même {place} [place:semblait|semblait|semblaient|semblaient] plus (lumin[place:eux|euse|eux|euses]|accueill[place:ant|ante|ants|antes]) à {hero} maintenant<, (comme si tout souriait|et {sense})>.",
    "{friend} fit une (petite|drôle de) danse autour de {hero}<, en (chantant|criant) son nom>.",
    "(Pour la première fois de la journée|Enfin), {hero} se sentait (courageu[x|se]|lég[er|ère]|[fort|forte])<, (grand comme un arbre|léger comme une plume)>.",
    "{hero} voulait se souvenir de ce moment près de {place} (pour toujours|toute sa vie)<, dans ses moindres détails>.",
    "{hero} dit merci à {turn}<, (tout bas|ce qui fit rire {friend})>.",
    "{hero} et {friend} se regardèrent, [both:tout étonnés|tout étonnées], puis (éclatèrent de rire|sourirent jusqu'aux oreilles).",
    "friend> (Je le savais|Je savais que tu y arriverais), {hero}, ({turn} et toi|juste là, près de {place}) !",
  ],
  closing: [
    "Ce soir-là, {hero} raconta toute l'histoire (deux fois|trois fois)<, et {friend} ajouta les passages (drôles|les plus beaux)>.",
    "{hero} était [fatigué|fatiguée] après cette journée près de {place}<, de cette bonne fatigue qui vient après une grande journée>.",
    "Les premières étoiles s'allumèrent au-dessus de {place}<, (une à une|deux par deux)>, et {hero} les (compta|nomma) avec {friend}.",
    "{friend} promit à {hero} de revenir (demain|très vite)<, (pour une autre aventure|pour reparler de {focus})>.",
    "?turn=object {hero} posa {turn} (près du lit|sur l'étagère)<, (au cas où|là où [il|elle] pourrait [turn:le|la|les|les] voir)>.",
    "(En bas|Quelque part), quelqu'un (chantait|fredonnait|jouait du piano), et {hero} écoutait, les yeux (fermés|lourds).",
    "{hero} décida de dessiner toute la journée (le lendemain|au réveil)<, avec {focus} en plein milieu>.",
    "{friend} bâilla (un grand coup|à s'en décrocher la mâchoire), et {hero} bâilla (aussi|encore plus fort).",
    "{hero} se blottit sous (la couverture|la couette)<, (en souriant encore|en pensant à {focus}) jusqu'à ce que ses yeux se ferment>.",
    "Le soir venu, {hero} et {friend} étaient [both:fatigués|fatiguées] mais si [both:heureux|heureuses]<, qu'[both:ils|elles] ne cessaient de sourire>.",
    "hero> (Bonne nuit|Dors bien), {friend}, (je vais rêver de {focus}|on retourne près de {place} demain).",
  ],
};

export const prose: Record<Archetype, Record<Chapter, Pool>> = {
  quest: {
    opening: [
      "{hero} rêvait de trouver {focus} (depuis des semaines|depuis longtemps)<, et aujourd'hui semblait être le bon jour>.",
      "{friend} trouvait que partir à la recherche de {focus} était une idée (formidable|un peu folle)<, et dit oui tout de suite>.",
    ],
    buildUp: [
      "{hero} demanda le chemin de {focus} à (un escargot|un moineau|une vieille tortue)<, qui se contenta de (cligner des yeux|sourire)>.",
      "{hero} montra le chemin vers {place}<, [sûr|sûre] que {focus} [focus:s'y trouvait|s'y trouvait|s'y trouvaient|s'y trouvaient]>.",
    ],
    dilemma: [
      "Des (ronces|épines) plus hautes que {friend} (bloquaient|couvraient) le passage<, (piquantes|griffues) et (serrées|emmêlées)>.",
      "{hero} essaya de passer<, mais les (ronces|épines) (s'accrochaient à|tiraient sur) son (manteau|écharpe)>.",
    ],
    resolution: [
      "L'un après l'autre, {hero} et {friend} se faufilèrent<, (en pouffant|en retenant leur souffle)>.",
      "De l'autre côté, {sense}, et {hero} courut les derniers pas.",
    ],
    closing: [
      "{hero} n'oublierait jamais le moment où [il|elle] avait vu {focus} (enfin|pour la première fois).",
      "{friend} dit que c'était le plus beau (voyage|jour) de sa vie<, (épines comprises|même avec les égratignures)>.",
    ],
  },
  lostAndFound: {
    opening: [
      "D'habitude, {focus} restai[focus:t|t|ent|ent] tout près de {hero}<, là où [il|elle] pouvait [focus:le|la|les|les] voir>.",
      "{hero} essaya de se rappeler la dernière fois qu'[il|elle] avait vu {focus}.",
    ],
    buildUp: [
      "{hero} et {friend} cherchèrent (derrière les rideaux|sous l'escalier|dans le panier à linge) et (dans la théière|derrière le canapé)<, au cas où>.",
      "{friend} demanda à tout le monde près de {place} si on avait vu {focus}.",
    ],
    dilemma: [
      "La place de {focus} semblait si vide à {hero}<, qu'[il|elle] (ne supportait pas de la regarder|détourna les yeux)>.",
      "{hero} appela (encore et encore|longtemps), mais {focus} ne revin[focus:t|t|rent|rent] pas.",
    ],
    resolution: [
      "{hero} et {friend} s'approchèrent sur la pointe des pieds<, (main dans la main|en retenant leur souffle)>.",
      "{friend} repéra un (petit|tout petit) indice : {focus} n'étai[focus:t|t|ent|ent] pas loin<, et [friend:il|elle|ils] le montra du doigt>.",
    ],
    closing: [
      "{hero} accrocha un (ruban|petit mot) à la place de {focus}<, pour ne plus jamais [focus:le|la|les|les] perdre>.",
      "{friend} dit en riant que la prochaine fois, [both:ils|elles] commenceraient (par là|par {turn}).",
    ],
  },
  fearOvercome: {
    opening: [
      "Dès que {friend} parlait de peur, {focus} (pâlissai[focus:t|t|ent|ent]|tremblai[focus:t|t|ent|ent])<, et voulai[focus:t|t|ent|ent] se cacher>.",
      "{hero} savait ce que c'est d'avoir peur<, et resta près de {focus}>.",
    ],
    buildUp: [
      "{hero} apprit à {focus} un (truc|secret) pour les moments qui font peur : (compter jusqu'à dix|chanter une chanson|serrer la main d'un ami).",
      "{friend} fabriqua pour {focus} un (petit|tout petit) badge où était écrit COURAGE<, (en lettres tremblées|en grosses lettres rouges)>.",
    ],
    dilemma: [
      "?focus=one {focus} (murmura|dit) à {hero} que c'était trop (dur|effrayant)<, et ne voulut plus faire un pas>.",
      "{hero} resta près de {focus} (longtemps|aussi longtemps qu'il le fallait)<, (sans [focus:le|la|les|les] presser|en fredonnant)>.",
    ],
    resolution: [
      "?focus=one {focus} (jeta un coup d'œil|prit une grande inspiration), tout près de {hero}<, puis regarda encore>.",
      "La peur de {focus} semblait (bien plus petite|moins grande) (à côté de {hero}|maintenant que {hero} était là).",
    ],
    closing: [
      "?focus=one {focus} promit à {hero} d'être [focus:courageux|courageuse|courageux|courageuses] (la prochaine fois|demain)<, même [focus:tout seul|toute seule|tous seuls|toutes seules]>.",
      "{hero} était si [fier|fière] de {focus}<, et le dit (deux fois|encore au coucher)>.",
    ],
  },
  learning: {
    opening: [
      "{focus} avai[focus:t|t|ent|ent] essayé de {skill} (cent fois|tant de fois) (devant {hero}|sous les yeux de {friend})<, et ça finissait toujours (par une culbute|en fou rire)>.",
      "{hero} ne savait pas comment apprendre à {focus} à {skill}<, mais [il|elle] était [prêt|prête] à essayer>.",
    ],
    buildUp: [
      "?focus=one D'abord, {focus} essaya (tout doucement|sur la pointe des pieds), puis un peu plus vite, pendant que {friend} (comptait|applaudissait).",
      "{hero} (montra|dessina) à {focus} comment {skill}<, (étape par étape|avec plein de flèches)>.",
    ],
    dilemma: [
      "?focus=one {focus} se laissa tomber près de {hero} (en tas|avec un soupir)<, [focus:sûr|sûre|sûrs|sûres] de ne jamais savoir {skill}>.",
      "?focus=one {friend} voulut dire quelque chose de (gentil|joyeux), mais {focus} (n'écoutait pas|détourna la tête).",
    ],
    resolution: [
      "?focus=one {focus} essaya encore une fois, avec {hero} juste à côté.",
      "?focus=one Cette fois, {focus} n'abandonna pas, (et {hero} l'encouragea|pendant que {friend} retenait son souffle)<, même quand ça (vacillait|ratait un peu)>.",
    ],
    closing: [
      "?focus=one {focus} voulait {skill} (encore|toute la soirée), et {hero} (riait|applaudissait).",
      "{hero} promit d'aider {focus} à s'entraîner (demain|la semaine suivante).",
    ],
  },
  contest: {
    opening: [
      "{hero} s'entraînait pour {focus} (chaque matin|toute la semaine)<, pendant que {friend} (l'encourageait|tenait le chronomètre)>.",
      "{hero} lut l'affiche de {focus} (trois fois|encore et encore)<, (sur la pointe des pieds|pendant que {friend} lisait par-dessus son épaule)>.",
    ],
    buildUp: [
      "Beaucoup de monde vint voir {hero} pendant {focus}<, (avec des drapeaux|en applaudissant|avec des ballons)>.",
      "{hero} (étira|remua) (ses orteils|ses bras) en attendant le départ de {focus}.",
    ],
    dilemma: [
      "{hero} regarda l'arrivée, puis {friend}<, et sut ce qui comptait le plus>.",
      "Tous les autres (filaient|couraient) devant, mais {hero} (ralentit|s'arrêta).",
    ],
    resolution: [
      "{hero} aida {friend} à se relever (doucement|avec soin)<, et (l'épousseta|chassa la poussière)>.",
      "La foule se tut, puis se mit à (applaudir|acclamer) {hero}.",
    ],
    closing: [
      "Peu importait à {hero} de savoir qui avait gagné {focus}<, vraiment pas du tout>.",
      "{friend} raconta à tout le monde comment {hero} s'était [arrêté|arrêtée] pour aider<, (encore et encore|toute la soirée)>.",
    ],
  },
  celebration: {
    opening: [
      "{hero} avait fait une liste pour {focus} : (des ballons|des guirlandes), (un gâteau|des biscuits) et (de la musique|des jeux)<, et plein de sourires>.",
      "{friend} aida à (gonfler des ballons|accrocher des guirlandes) pour {focus}<, en (soufflant|riant) beaucoup>.",
    ],
    buildUp: [
      "{hero} et {friend} accrochèrent des guirlandes près de {place}<, (rouges, jaunes et bleues|vertes et dorées)>.",
      "{hero} vérifia tout pour {focus} (deux fois|trois fois)<, en cochant la liste>.",
    ],
    dilemma: [
      "Les (ballons|chapeaux en papier) de {hero} s'envolèrent au-dessus de {place}<, (l'un après l'autre|hors de portée)>.",
      "{hero} regarda le désordre et eut envie de pleurer, car {focus} approchai[focus:t|t|ent|ent].",
    ],
    resolution: [
      "{hero} eut une idée, et {friend} l'adora (aussitôt|tout de suite).",
      "Ensemble, {hero} et {friend} firent du désordre (quelque chose de nouveau|une décoration jamais vue)<, avec {turn} en plein milieu>.",
    ],
    closing: [
      "{hero} garda (un ballon|un bout de ruban|un chapeau en papier) de {focus}<, (en souvenir|pour la boîte à trésors)>.",
      "{friend} dit que la prochaine fois, [both:ils|elles] prépareraient {focus} ensemble<, (désordre compris|dès le début)>.",
    ],
  },
  weather: {
    opening: [
      "Au-dessus de la maison de {hero}, le ciel devint (gris|lourd)<, et le vent se mit à (siffler|tirer sur le linge)>.",
      "{hero} avait entendu parler de {focus}, mais le ciel au-dessus de {place} semblait encore (beau|bleu).",
    ],
    buildUp: [
      "Le vent tirait sur (l'écharpe|le bonnet) de {hero} et sur (les oreilles|le manteau) de {friend}<, (pour jouer d'abord|de plus en plus fort)>.",
      "{friend} montra le ciel au-dessus de {place}<, qui devenait gris (très vite|à toute allure)>.",
    ],
    dilemma: [
      "Autour de {hero} et {friend}, tout devint (gris|blanc|sombre) à cause de {focus}<, et on n'y voyait plus rien>.",
      "{friend} frissonna, et {hero} lui enroula son écharpe autour du cou.",
    ],
    resolution: [
      "(Lentement|Prudemment), {hero} et {friend} suivirent le chemin de la maison<, (en se tenant bien|côte à côte)>.",
      "À travers {focus}, {hero} aperçut une lumière (chaude|jaune) (à une fenêtre|au loin).",
    ],
    closing: [
      "{hero} et {friend} se réchauffèrent les pieds près du (feu|poêle)<, en écoutant la fin de {focus}>.",
      "{hero} dessina {focus} pour {friend}<, (avec plein de tourbillons|avec une petite maison à l'abri au milieu)>.",
    ],
  },
  mystery: {
    opening: [
      "{friend} (disait|chuchotait) que des (bruits|lumières) (étranges|bizarres) venaient de {place} (la nuit|à la tombée du jour).",
      "{hero} sortit (un carnet|une loupe) (pour les indices|pour résoudre le mystère)<, et {friend} trouva (une lampe|un sifflet)>.",
    ],
    buildUp: [
      "{hero} (trouva|repéra) (de toutes petites empreintes|une traînée de miettes|une griffure sur la porte) près de {place}.",
      "{friend} (nota|dessina) chaque indice<, (en grosses lettres tremblées|un crayon derrière l'oreille)>.",
    ],
    dilemma: [
      "{hero} entendit un (drôle de|étrange) (bruit|frottement|couinement) dans le coin le plus (sombre|reculé) de {place}.",
      "{hero} s'accrocha à {friend}<, et [both:ils|elles] (écoutèrent|attendirent) sans bouger>.",
    ],
    resolution: [
      "{hero} (compta|chuchota) un, deux, trois<, et jeta un œil derrière le coin>.",
      "Le bruit qui avait fait peur à {hero}, c'était {focus} depuis le début<, (qui essayai[focus:t|t|ent|ent] d'être discr[focus:et|ète|ets|ètes]|qui cherchai[focus:t|t|ent|ent] un goûter)> !",
    ],
    closing: [
      "Depuis ce jour, {hero} et {focus} se (saluaient|faisaient signe) à chaque rencontre.",
      "{friend} écrivit FIN sous le dernier indice<, et le souligna (deux fois|trois fois)>.",
    ],
  },
  firstDay: {
    opening: [
      "{hero} prépara (un cartable neuf|des chaussures neuves|une trousse) pour {focus}<, et vérifia tout (deux fois|trois fois)>.",
      "{friend} promit que {focus} se passerai[focus:t|t|ent|ent] bien<, mais {hero} (n'en était pas si [sûr|sûre]|l'espérait seulement)>.",
    ],
    buildUp: [
      "{hero} n'avait jamais vu une porte aussi (grande|immense)<, ni entendu autant de bavardages>.",
      "Tout le monde semblait savoir où aller, sauf {hero}.",
    ],
    dilemma: [
      "{hero} serrait son cartable (très fort|contre [lui|elle])<, en rêvant que {friend} soit là>.",
      "Les autres enfants jouaient en groupes, et personne ne regardait {hero}.",
    ],
    resolution: [
      "{hero} dit bonjour, (tout bas|plutôt courageusement)<, et quelqu'un répondit bonjour>.",
      "?turn=object Bientôt, {hero} montrait {turn} (à un nouvel ami|aux autres).",
    ],
    closing: [
      "{hero} parla de {focus} (sans s'arrêter|tout le long du chemin)<, et du nouvel ami aussi>.",
      "{friend} voulait tout savoir<, et {hero} raconta (tout|chaque détail)>.",
    ],
  },
  helpingFriend: {
    opening: [
      "{focus} avai[focus:t|t|ent|ent] l'air si triste que {hero} s'arrêta (aussitôt|tout de suite).",
      "?focus=one {hero} demanda à {focus} ce qui n'allait pas<, et {focus} (raconta|expliqua) (tout|toute l'histoire)>.",
    ],
    buildUp: [
      "{hero} et {friend} essayèrent une idée, puis une autre<, (puis une troisième|et même une idée rigolote)>.",
      "{focus} regardai[focus:t|t|ent|ent] faire {hero} (plein[focus:|e|s|es] d'espoir|sans rien dire)<, (presque souriant[focus:|e|s|es]|pas tout à fait souriant[focus:|e|s|es])>.",
    ],
    dilemma: [
      "?focus=one {focus} (dit|murmura) à {hero} que ça ne servait à rien<, et {hero} se sentit [tout petit|toute petite] aussi>.",
      "{hero} resta [assis|assise] près de {focus}<, parce que c'est ce que font les amis>.",
    ],
    resolution: [
      "?focus=one {focus} (leva les yeux vers {hero}|fit un petit sourire à {hero})<, le premier de la journée>.",
      "{hero} et {friend} (applaudirent|crièrent bravo)<, et {focus} se joigni[focus:t|t|rent|rent] à [both:eux|elles]>.",
    ],
    closing: [
      "{focus} revin[focus:t|t|rent|rent] (le lendemain|peu après) avec (une carte de remerciement|un bouquet de fleurs|un dessin) pour {hero}.",
      "{hero} se sentait tout [chaud|chaude] à l'intérieur<, comme s'[il|elle] avait avalé un petit soleil>.",
    ],
  },
};
