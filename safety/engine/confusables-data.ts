/**
 * Characters that look like Latin letters or digits, and what they stand for: derived from Unicode's
 * confusables.txt (UTS #39), version 17.0.0, dated 2025-07-22, 05:49:37 GMT, by safety/scripts/confusables.mjs
 * (886 of its mappings; see the script for the selection). Generated: do not edit by hand.
 *
 * UNICODE LICENSE V3
 *
 * COPYRIGHT AND PERMISSION NOTICE
 *
 * Copyright © 1991-2025 Unicode, Inc.
 *
 * NOTICE TO USER: Carefully read the following legal agreement. BY DOWNLOADING, INSTALLING, COPYING OR
 * OTHERWISE USING DATA FILES, AND/OR SOFTWARE, YOU UNEQUIVOCALLY ACCEPT, AND AGREE TO BE BOUND BY, ALL OF
 * THE TERMS AND CONDITIONS OF THIS AGREEMENT. IF YOU DO NOT AGREE, DO NOT DOWNLOAD, INSTALL, COPY,
 * DISTRIBUTE OR USE THE DATA FILES OR SOFTWARE.
 *
 * Permission is hereby granted, free of charge, to any person obtaining a copy of data files and any
 * associated documentation (the "Data Files") or software and any associated documentation (the
 * "Software") to deal in the Data Files or Software without restriction, including without limitation
 * the rights to use, copy, modify, merge, publish, distribute, and/or sell copies of the Data Files or
 * Software, and to permit persons to whom the Data Files or Software are furnished to do so, provided
 * that either (a) this copyright and permission notice appear with all copies of the Data Files or
 * Software, or (b) this copyright and permission notice appear in associated Documentation.
 *
 * THE DATA FILES AND SOFTWARE ARE PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR IMPLIED,
 * INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY, FITNESS FOR A PARTICULAR PURPOSE AND
 * NONINFRINGEMENT OF THIRD PARTY RIGHTS.
 *
 * IN NO EVENT SHALL THE COPYRIGHT HOLDER OR HOLDERS INCLUDED IN THIS NOTICE BE LIABLE FOR ANY CLAIM, OR
 * ANY SPECIAL INDIRECT OR CONSEQUENTIAL DAMAGES, OR ANY DAMAGES WHATSOEVER RESULTING FROM LOSS OF USE,
 * DATA OR PROFITS, WHETHER IN AN ACTION OF CONTRACT, NEGLIGENCE OR OTHER TORTIOUS ACTION, ARISING OUT OF
 * OR IN CONNECTION WITH THE USE OR PERFORMANCE OF THE DATA FILES OR SOFTWARE.
 *
 * Except as contained in this notice, the name of a copyright holder shall not be used in advertising or
 * otherwise to promote the sale, use or other dealings in these Data Files or Software without prior
 * written authorization of the copyright holder.
 */

/** Pairs separated by spaces: one look-alike character, then the ASCII letters or digits it stands for. */
export const CONFUSABLE_PAIRS =
  "¢c ¥y Æae Ðd ×x Øo æae øo þp Đd đd Ħh ħh ıi Ĳlj Łl łl ŋn Œoe œoe Ŧt ŧt ſf ƀb Ƃb ƃb Ƅb Ɖd ƌd ƍg Ƒf ƒf Ɩl Ɨl ƙk ƚl Ɲn ƞn Ɵo ƥp Ʀr Ƨ2 ƭt Ʈt ƴy Ƶz ƶz Ʒ3 ƻ2 Ƽ5 ƽs ƿp ǀl ǁll Ǥg ǥg Ǿo Ȝ3 Ȣ8 ȣ8 Ȥz ȥz ȼc Ⱦt Ʉu Ɇe ɇe Ɉj ɉj ɍr Ɏy ɏy ɑa ɓb ɖd ɗd ɠg ɡg ɣy ɦh ɨi ɩi ɪi ɫl ɭl ɯw ɱm ɳn ɵo ɼr ɽr ʂs ʋu ʏy ʐz ʠq ʣdz ʦts ʩfn ʪls ʫlz ˛i ͺi Ϳj Αa Βb Εe Ζz Ηh Θo Ιl Κk Μm Νn Οo Ρp Τt Υy Χx αa γy ηn θo ιi νv οo ρp σo υu ϑo ϒy Ϝf Ϩ2 Ϭ6 ϭo ϱp ϲc ϳj ϴo ϸp Ϲc Ϻm Ѕs Іl Јj Аa Бb Вb Еe З3 Кk Мm Нh Оo Рp Сc Тt Уy Хx Ыbl Ьb Юlo аa б6 гr еe оo рp сc уy хx шw ѕs іi јj ћh џu ѡw Ѣb ѣb Ѳo ѳo Ѵv ѵv ѽw Ҍb ҍb ғr Ҙ3 Қk Ҟk Ңh Ҫc ҫc Ҭt Үy үy Ұy ұy Ҳx һh ҽe ҿe Ӏl Ӈh Ӊh Ӎm ӏl Ӕae ӕae Ӡ3 Өo өo ԁd Ԍg ԛq Ԝw ԝw Սu Տs Օo աw գq զq հh ղn ոn ռn սu ցg ւi քf օo ׀l וl טv ןl סo װll إl اl هo ١l ٥o ٧v ٳl ھo ہo ەo ۱l ۵o ۷v ۿo ߀o ߊl ०o ३3 ০o ৪8 ৭9 ੦o ੧9 ੪8 ૦o ૩3 ଃ8 ଠo ୦o ୨9 ௦o ంo ౦o ಂo ೦o ംo ടs ഠo ൦o ൭9 ංo ๐o ໐o ငc တo ဝo ၀o ၚc თo ყy ჿo ሀu ዐo Ꭰd Ꭱr Ꭲt Ꭵi Ꭹy Ꭺa Ꭻj Ꭼe Ꮃw Ꮇm Ꮋh Ꮍy Ꮎo Ꮐg Ꮒh Ꮓz Ꮜu Ꮞ4 Ꮟb Ꮢr Ꮤw Ꮥs Ꮩv Ꮪs Ꮮl Ꮯc Ꮲp Ꮶk Ꮷd Ꮻo Ꮾ6 Ᏺh Ᏻg Ᏼb ᐯv ᑌu ᑭp ᑯd ᑲb ᑳb ᒍj ᒪl ᒿ2 ᕁx ᕼh ᕽx ᖇr ᖯb ᖴf ᗅa ᗞd ᗪd ᗰm ᗷb ᙭x ᙮x ᚷx ᛁl ᛕk ᛖm ០o ᴄc ᴏo ᴑo ᴜu ᴠv ᴡw ᴢz ᴦr ᵫue ᵮf ᵯm ᵰn ᵲr ᵴs ᵵt ᵶz ᵸh ᵻi ᵼi ᵽp ᵾu ᶃg ᶌy ᶢg ẚa ẝf ỿy ιi ‖ll ⁰o ₡c ₥m ₩w ₫d ₭k ₮t ₶lt ℏh ℐl ℑl ℮e ℽy Ⅰl Ⅱll Ⅲlll Ⅳlv Ⅵvl Ⅶvll Ⅷvlll Ⅸlx Ⅺxl Ⅻxll ∞oo ∣l ∥ll ∨v ∪u ⊖o ⊝o ⊤t ⋁v ⋃u ⋿e ⍡t ⍬o ⍳i ⍴p ⍶a ⍸i ⍺a ⏨10 ⏽l ⓛi ╳x ⟙t ⤫x ⤬x ⨯x ⨰x Ⱨh Ⱪk Ⲃb ⲅr Ⲏh Ⲑo ⲑo Ⲓl ⲓi Ⲕk Ⲙm Ⲛn Ⲝ3 Ⲟo ⲟo Ⲣp ⲣp Ⲥc ⲥc Ⲧt Ⲩy ⲩy Ⲭx ⲽw Ⳅ3 Ⳋ9 ⳋ9 Ⳍ3 Ⳏp ⳏp Ⳑl Ⳓ6 ⳓ6 Ⳝ6 ⴱo ⴸv ⴹe ⵁo ⵏl ⵔo ⵕq ⵝx 〇o ꓐb ꓑp ꓒd ꓓd ꓔt ꓖg ꓗk ꓙj ꓚc ꓜz ꓝf ꓟm ꓠn ꓡl ꓢs ꓣr ꓦv ꓧh ꓪw ꓫx ꓬy ꓮa ꓰe ꓲl ꓳo ꓴu Ꙅ2 ꙇi ꚕh Ꚙoo ꚙoo ꛟv ꛯ2 Ꜩt3 ꜱs Ꜳaa ꜳaa Ꜵao ꜵao Ꜷau ꜷau Ꜹav ꜹav Ꜻav ꜻav Ꜽay ꜽay Ꝁk Ꝋo ꝋo Ꝏoo ꝏoo Ꝛ2 ꝡw Ꝫ3 Ꝯ9 ꝷtf Ꞙf ꞙf ꞟu Ɜ3 Ʝj Ꭓx Ꞵb ꬲe ꬵf ꬽo ꬾo ꭇr ꭈr ꭎu ꭒu ꭚy ꭣuo ꭴo ꭵi ꮁr ꮃw ꮎo ꮓz ꮜu ꮩv ꮪs ꮯc ꮻo ﮦo ﮧo ﮨo ﮩo ﮪo ﮫo ﮬo ﮭo ﳙo ﴼl ﴽl ﺇl ﺈl ﺍl ﺎl ﻩo ﻪo ﻫo ﻬo Ｉl ￨l 𐆎n 𐆖x 𐆗v 𐆘lls 𐆙ll 𐊂b 𐊆e 𐊇f 𐊊l 𐊐x 𐊒o 𐊕p 𐊖s 𐊗t 𐊠a 𐊡b 𐊢c 𐊥f 𐊫o 𐊰m 𐊱t 𐊲y 𐊴x 𐋏h 𐋵z 𐌁b 𐌂c 𐌉l 𐌑m 𐌕t 𐌗x 𐌚8 𐌠l 𐌢x 𐐄o 𐐕c 𐐛l 𐐠s 𐐬o 𐐽c 𐑈s 𐒴r 𐓂o 𐓎u 𐓒7 𐓪o 𐓶u 𐔓n 𐔖o 𐔘k 𐔜c 𐔝v 𐔥f 𐔦l 𐔧x 𑓅w 𑓐o 𑜀m 𑜆v 𑜊w 𑜎w 𑜏w 𑢠v 𑢢f 𑢣l 𑢤y 𑢦e 𑢩z 𑢬9 𑢮e 𑢯4 𑢲l 𑢵o 𑢸u 𑢻5 𑢼t 𑣀v 𑣁s 𑣂f 𑣃i 𑣄z 𑣆7 𑣈o 𑣊3 𑣌9 𑣕6 𑣖9 𑣗o 𑣘u 𑣜y 𑣠o 𑣣m 𑣥z 𑣦w 𑣩c 𑣬x 𑣯w 𑣲c 𑷚l 𑷠o 𑷡l 𖺪l 𖺶b 𖼈v 𖼊t 𖼖l 𖼨l 𖼵r 𖼺s 𖼻3 𖽀a 𖽂u 𖽃y 𜳞l 𜳰o 𜳱l 𝈆3 𝈍v 𝈒7 𝈓f 𝈖r 𝈚o 𝈪l 𝐈l 𝐼l 𝑰l 𝓘l 𝕀l 𝕴l 𝖨l 𝗜l 𝘐l 𝙄l 𝙸l 𝚤i 𝚨a 𝚩b 𝚬e 𝚭z 𝚮h 𝚯o 𝚰l 𝚱k 𝚳m 𝚴n 𝚶o 𝚸p 𝚹o 𝚻t 𝚼y 𝚾x 𝛂a 𝛄y 𝛈n 𝛉o 𝛊i 𝛎v 𝛐o 𝛒p 𝛔o 𝛖u 𝛝o 𝛠p 𝛢a 𝛣b 𝛦e 𝛧z 𝛨h 𝛩o 𝛪l 𝛫k 𝛭m 𝛮n 𝛰o 𝛲p 𝛳o 𝛵t 𝛶y 𝛸x 𝛼a 𝛾y 𝜂n 𝜃o 𝜄i 𝜈v 𝜊o 𝜌p 𝜎o 𝜐u 𝜗o 𝜚p 𝜜a 𝜝b 𝜠e 𝜡z 𝜢h 𝜣o 𝜤l 𝜥k 𝜧m 𝜨n 𝜪o 𝜬p 𝜭o 𝜯t 𝜰y 𝜲x 𝜶a 𝜸y 𝜼n 𝜽o 𝜾i 𝝂v 𝝄o 𝝆p 𝝈o 𝝊u 𝝑o 𝝔p 𝝖a 𝝗b 𝝚e 𝝛z 𝝜h 𝝝o 𝝞l 𝝟k 𝝡m 𝝢n 𝝤o 𝝦p 𝝧o 𝝩t 𝝪y 𝝬x 𝝰a 𝝲y 𝝶n 𝝷o 𝝸i 𝝼v 𝝾o 𝞀p 𝞂o 𝞄u 𝞋o 𝞎p 𝞐a 𝞑b 𝞔e 𝞕z 𝞖h 𝞗o 𝞘l 𝞙k 𝞛m 𝞜n 𝞞o 𝞠p 𝞡o 𝞣t 𝞤y 𝞦x 𝞪a 𝞬y 𝞰n 𝞱o 𝞲i 𝞶v 𝞸o 𝞺p 𝞼o 𝞾u 𝟅o 𝟈p 𝟊f 𝟎o 𝟏l 𝟘o 𝟙l 𝟢o 𝟣l 𝟬o 𝟭l 𝟶o 𝟷l 𞣇l 𞣋8 𞸀l 𞸤o 𞹤o 𞺀l 𞺄o 🅮c 🜀qe 🜇ar 🜈v 🜔o 🝌c 🝜sss 🝨t 🝫mb 🝬vb 🯰o 🯱l";
