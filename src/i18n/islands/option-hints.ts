/**
 * The hints under each table option and context field (their `description`), in simplified
 * Chinese and Vietnamese, keyed by the English the variant declares, as the options' names are
 * (./variant-texts.ts, which merges these in). A hint says the same rule as the English: the same
 * numbers, the same sources for each reading. Source titles and the Vietnamese terms a rule is
 * known by (Nhân Ù, Đại Hoa) stay as written.
 */

const ZH_CN: Readonly<Record<string, string>> = {
  // Hong Kong and VMC.
  'A hand worth fewer faan may not be declared a win. Many tables play 3; a 1-faan minimum is also common.':
    '番数不够的牌不能宣布和牌。很多牌桌打3番起糊，1番起糊也很常见。',
  'Faan above the cap count as the cap, and a limit hand is worth exactly the cap. 13 is our rules summary’s; 10 and 8 are also played.':
    '超过封顶的番按封顶计，满贯牌正好值封顶番数。本站规则摘要定为13番；也有人打10番和8番。',
  'Our rules summary counts every faan toward the minimum. Many tables (and Wikipedia’s rules) exclude the faan of flowers and seasons, and the no-flowers faan, from that check.':
    '本站规则摘要把所有番都计入起糊。很多牌桌（以及维基百科的规则）检查起糊时不算花牌、季牌的番和无花的番。',
  'Our rules summary lists concealed hand and self-draw as separate faan, so a concealed self-drawn hand scores both. Some tables give the concealed faan only on a discard win.':
    '本站规则摘要把门前清和自摸列为两个番，所以门前清自摸两个都计。有的牌桌只在点炮和牌时才给门前清的番。',
  'Off: any concealed one-suit hand of 1112345678999 plus one more tile of the suit. On: the 13 tiles before the win must be exactly 1112345678999.':
    '关闭：门前清的同一花色1112345678999再加一张同花色的牌都算。打开：和牌前的13张必须正好是1112345678999。',
  'The table chooses. Three faan is the common choice, and beginners sometimes play with no minimum (0).':
    '由牌桌决定。一般是三番起糊，初学者有时不设起糊（0）。',
  "The most faan a hand can be worth, and what a limit hand is worth. VMC's own maximum is unknown; 13 is the Hong Kong figure the reconstructed tables stop at. A club can set its own.":
    '一手牌最多值多少番，也就是满贯牌的番数。VMC自己的上限不明；13是香港的数字，推算的表到此为止。俱乐部可以自己定。',
  'Modern: the discarder pays, with base points P. Classical: everyone pays, with base points Q and doublings for the discarder, a self-draw and East. The club’s description names no default; agree on one before the first hand.':
    '现代：点炮者付，底分P。传统：三家都付，底分Q，点炮者、自摸和东家各翻倍。俱乐部的说明没有指定默认；第一局前先商定一种。',
  "Only P(5) = 24 is known (from the worked example in the club’s description). The other values are our reconstruction (the Hong Kong half-spicy table), not VMC's published figures; a club can supply its own, one amount per faan, never going down.":
    '只知道P(5) = 24（来自俱乐部说明里的算例）。其他数值是本站推算的（香港半辣上表），不是VMC公布的数字；俱乐部可以用自己的表，每番一个数额，不能递减。',
  "Only Q(5) = 16 is known (from the worked example in the club’s description). The other values are our reconstruction, 2 to the power (faan − 1) (so ½ at 0 faan), not VMC's published figures; a club can supply its own.":
    '只知道Q(5) = 16（来自俱乐部说明里的算例）。其他数值是本站推算的：2的(番数 − 1)次方（所以0番是½），不是VMC公布的数字；俱乐部可以用自己的表。',
  // Rainbow Dragon.
  'The club sheet is designed to be played with a minimum of 0, 1 or 2 fan (it calls it the fan “limit”): relaxed (0), standard (1) or challenging (2). A hand worth less may not be declared a win. Every fan counts toward it, flowers included.':
    '俱乐部的规则表按0、1或2番起和来设计（它把起和叫作番的“limit”）：宽松（0）、标准（1）或有挑战（2）。番数不够的牌不能宣布和牌。所有番都计入，包括花牌。',
  'The whole number of points a hand of each fan value is worth, separated by commas. The club sheet’s table is the default; a club may supply its own, with an amount for every value from 0 to 12 that never goes down.':
    '每个番数的牌值多少分（整数），用逗号隔开。默认是俱乐部规则表里的表；俱乐部也可以用自己的表，0到12每个番数都要有分数，而且不能递减。',
  'On: 1 fan for each dragon triplet, 1 for a triplet of your seat wind and 1 for the round wind (a wind that is both scores 2). Off: 1 fan for the hand however many valued triplets it holds. The club sheet does not say which.':
    '打开：每组箭牌刻子1番，门风刻子1番，圈风刻子1番（既是门风又是圈风的计2番）。关闭：不论有几组番牌刻子，整手只计1番。俱乐部规则表没有说是哪一种。',
  "Off (the club sheet as written): a complete set of flowers or seasons scores 2 on top of the 1 for the tile that matches your seat, so 3. On: the set scores 2 in place of that tile's fan, as Hong Kong and the Victoria Mahjong Club count it.":
    '关闭（按俱乐部规则表原文）：一套齐全的花牌或季牌计2番，另加与座位相符那张牌的1番，共3番。打开：成套计2番，代替那张牌的番，和香港麻将及维多利亚麻将俱乐部的算法一样。',
  'On (the club sheet as written: only its footnotes remove patterns): Thirteen Orphans and All Honors also score All Orphans, whose tiles they hold, and Fully Concealed Triplets also scores Fully Concealed. Off: the bigger pattern replaces the one it contains, the Hong Kong counting rule.':
    '打开（按俱乐部规则表原文：只有它的脚注会去掉番种）：十三幺和字一色也计混幺九（它们的牌都是幺九字牌），四暗刻也计门前清。关闭：大番代替它包含的小番，即香港的计番规则。',
  // Sichuan.
  'Fan above the cap count as the cap, so a hand is worth at most 2 to the cap in points. Our rules summary caps at 5 fan (32 points). The international rules and the World Mahjong Tour cap at 3 (8 points), “Russia/MahjongSoft” and Chengdu tables at 4, and apps offer 2 to 5.':
    '超过封顶的番按封顶计，所以一手牌最多值2的封顶番数次方分。本站规则摘要封顶5番（32分）。国际规则和World Mahjong Tour封顶3番（8分），“Russia/MahjongSoft”和成都的牌桌封顶4番，手机游戏可选2至5番。',
  'Base + 1 point: each remaining opponent pays the base plus 1 point (our rules summary; the international rules). +1 fan: a self-drawn win scores 1 more fan instead, within the cap (Chengdu; the apps’ 自摸加番). No bonus: self-draw pays the base like a discard, from each remaining opponent.':
    '底分加1分：每个还在牌局中的对手付底分加1分（本站规则摘要；国际规则）。加1番：改为自摸多计1番，不超过封顶（成都；手机游戏的自摸加番）。不加：自摸和点炮一样付底分，由每个还在牌局中的对手付。',
  'Our rules summary scores a hand with a 1 or 9 in every set and the pair at 2 fan, as Tencent-style apps do. The international and Chengdu rules do not score it.':
    '本站规则摘要把每组面子和将牌都带1或9的牌计2番，和腾讯类手机游戏一样。国际规则和成都规则不计。',
  'Our rules summary scores all pungs of 2, 5 and 8 with a 2/5/8 pair at 3 fan, replacing all pungs, as Tencent-style apps do. The international and Chengdu rules score it as all pungs (1).':
    '本站规则摘要把全是2、5、8的刻子加2/5/8将牌计3番，代替对对胡，和腾讯类手机游戏一样。国际规则和成都规则只当对对胡计（1番）。',
  'Added up: seven pairs holding four identical tiles is seven pairs 2 + root 1 = 3 fan (our rules summary by construction, the international and Chengdu rules). 4 fan: the apps’ 龙七对 ×16 is worth 4 fan, so the first root of a seven-pairs hand counts one fan more.':
    '相加：含四张相同牌的七对算七对2番 + 根1番 = 3番（本站规则摘要按构成如此，国际规则和成都规则也是）。4番：手机游戏的龙七对×16值4番，所以七对里的第一个根多计一番。',
  'The international rules, the apps and the Chengdu rules all add 1 fan for winning on the tile a player discards right after his kong replacement; our rules summary does not list it. In the deal ledger, mark such a win “on a discard made right after a kong”.':
    '国际规则、手机游戏和成都规则都给杠后补牌紧接着打出的牌点和加1番（杠上炮）；本站规则摘要没有列这一项。在牌局记账里，把这样的和牌标为“杠后马上打出的牌”。',
  'Kept: our rules summary says nothing, so a player who discards a winning tile right after his kong keeps that kong’s income. Refunded: the international rules return that kong’s income to the players who paid it. To the winner: Tencent-style apps hand all of the shooter’s kong income to the winner (with several winners on that discard the site refuses the deal: the sources do not say how to split it).':
    '保留：本站规则摘要没有说，所以杠后马上点炮的人保留那个杠的杠钱。退还：国际规则把那个杠的杠钱退还给付钱的人。转给和牌者：腾讯类手机游戏把点炮者的全部杠钱转给和牌者（那张牌有几家同时和时，本站不接受这一局：出处没有说怎样分）。',
  'Our rules summary pays 1 from each active opponent for every added kong. The international rules pay only when the fourth tile was just drawn; a postponed kong (the fourth tile already in hand) pays nothing. Mark such a kong as postponed in the deal.':
    '本站规则摘要规定每个加杠由每个还在牌局中的对手付1分。国际规则只在第四张是刚摸到时才付；延后的杠（第四张早已在手里）不付。在牌局里把这样的杠标为延后。',
  'The cap to each: a player still holding the missing suit when the wall runs out pays the capped maximum (2 to the cap, 32 by default) to each player who is not a pig (our rules summary; apps). 16 to each: 16 to each other player (riichi_advanced). 48 to nobody: 48 points deducted and paid to nobody (the international rules), so the deal no longer sums to zero.':
    '每家封顶分：牌墙摸完时手里还有定缺花色的人，付给每个不是花猪的人封顶分（2的封顶番数次方，默认32）（本站规则摘要；手机游戏）。每家16分：付给其他每家16分（riichi_advanced）。罚48分：扣48分，不付给任何人（国际规则），所以这一局的总和不再是零。',
  'Our rules summary has only the other unready players pay each ready player his hand’s highest value. In the international rules a flower pig counts as not ready, so it pays that too.':
    '本站规则摘要只让其他没听牌的人付给每个听牌的人其手牌的最高分。国际规则里花猪算没听牌，所以也要付。',
  'The suit you declared missing at the start. A hand holding any tile of it cannot win.':
    '开局时定缺的花色。手里有这一门的任何牌就不能和。',
  // MCR.
  'A hand may be declared only if its points without flowers reach this. The official minimum is 8.':
    '不算花牌的番数达到这个数才能和牌。官方规定8番起和。',
  'Combined: the pair of kongs scores Concealed Kong and Melded Kong (明暗杠), 5 points, as the widely used calculator does (Mahjong International League rules). Separate: Melded Kong 1 + Concealed Kong 2 = 3.':
    '合计：这两个杠计明暗杠，5番，和常用的算番器一样（国际麻将联盟规则）。分开计：明杠1番 + 暗杠2番 = 3番。',
  'Off (common practice): One Voided Suit still scores with Big/Little Three Dragons, Big Three Winds, Quadruple Chow and Four Pure Shifted Pungs/Chows; Seven Pairs combines with All Honors, All Green, All Terminals and the range fans; All Terminals keeps Triple Pung. On: the opposite for each.':
    '关闭（通常做法）：缺一门仍与大三元、小三元、三风刻、一色四同顺、一色四节高和一色四步高同计；七对与字一色、绿一色、清幺九以及全大、全中、全小、大于五、小于五同计；清幺九仍计三同刻。打开：以上每条都反过来。',
  "On (the Mahjong International League’s ruling, the reference calculator’s default since 2023): a knitted straight hand may score Edge, Closed or Single Wait even when the winning tile could complete the knitted straight; with one declared set it scores Single Wait when the winning tile completed the pair (a tile outside the straight, or a straight tile the hand also holds two more of). Off: no wait fan when the winning tile is one of the knitted straight's tiles.":
    '打开（国际麻将联盟的裁定，参考算番器自2023年起的默认）：即使和张能补成组合龙，有组合龙的牌也可以计边张、坎张或单钓将；有一组副露时，和张补成将牌（组合龙以外的牌，或手里另有两张的组合龙的牌）就计单钓将。关闭：和张是组合龙的牌时不计听牌的番。',
  // Vietnamese.
  'The classic 160-tile set holds one of each joker; modern sets hold two, three or four copies (168, 176, 184 tiles). More copies only change how many jokers a hand may hold.':
    '传统的160张牌套每种混儿一张；现代牌套有两张、三张或四张（168、176、184张）。张数多只改变一手牌可以有几张混儿。',
  'Some modern sets add a ninth joker for any wind or dragon, used instead of the wind joker (Hỉ) or the dragon joker (Nguyên).':
    '有些现代牌套加一种第九混儿，可代替任何风牌或箭牌，用来取代风混儿（Hỉ）或箭混儿（Nguyên）。',
  'Off (default): the guide says jokers substitute inside a run or a triplet, so the pair is two real tiles. On: the reading of riichi_advanced, which encodes the 2026 manual the guide seems to follow.':
    '关闭（默认）：指南说混儿只在顺子或刻子里代替，所以将是两张真牌。打开：riichi_advanced的读法，它实现了指南似乎依据的2026年手册。',
  'Off (default): the special shapes are made of real tiles, as the guide lets jokers stand only in runs and triplets. On: riichi_advanced’s reading, where the special shapes earn a no-joker bonus.':
    '关闭（默认）：特殊牌型由真牌组成，因为指南只让混儿在顺子和刻子里代替。打开：riichi_advanced的读法，特殊牌型可得无混儿加分。',
  'No limit (default): the guide sets none; a called meld still holds its real claimed tile. At most one: riichi_advanced’s rule.':
    '不限（默认）：指南没有限制；吃碰的一组里仍有那张吃碰来的真牌。最多一张：riichi_advanced的规则。',
  'Allowed (the guide lists it as a special shape); some tables allow it only on a self-draw or drop it, especially with many joker sets.':
    '允许（指南把它列为特殊牌型）；有的牌桌只准自摸，或者不算，尤其是混儿多的牌套。',
  'Phán left over after the mủn are counted pay a flat amount each, never doubled: 6 in the guide; 2 or 1 in riichi_advanced’s optional variations; ignored in the older rules.':
    '算完mủn后余下的每个phán按固定数额付，不翻倍：指南是6；riichi_advanced的可选变体是2或1；旧规则不计。',
  'A banked Hợp (J8) scores 2 phán, 3 for North or when declared in the opening flower round (the manual’s text as riichi_advanced quotes it); riichi_advanced’s code and tests use 1 and 2.':
    '存起的Hợp（J8）计2 phán，北家或在第一轮补花时亮出计3 phán（riichi_advanced引用的手册原文）；riichi_advanced的程序和测试用1和2。',
  'The no-joker bonuses need a strict zero: no joker in the hand, and none bounced out of a meld (the guide). A joker banked without ever being played does not break them (default); riichi_advanced also counts a joker declared in the opening flower round as used.':
    '无混儿加分要求严格为零：手里没有混儿，也没有从面子里弹出的混儿（指南）。从没打进牌里就存起的混儿不影响（默认）；riichi_advanced把第一轮补花时亮出的混儿也算用过。',
  'The guide names the Bouquet (Bộ Hoa) for all four Emperors or all four Empresses; riichi_advanced also gives 1 mủn for all four Flowers or all four Seasons, replacing their seat phán.':
    '指南把四张皇帝或四张皇后齐全叫作花束（Bộ Hoa）；riichi_advanced对四张花或四张季齐全也给1 mủn，代替它们的本位phán。',
  'A win on a discard before your first draw scores 2 mủn; one of riichi_advanced’s optional variations removes it.':
    '在自己第一次摸牌前和别人打出的牌计2 mủn；riichi_advanced的一个可选变体去掉了这一项。',
  '9 phán in the 2026 manual (as riichi_advanced encodes it); 2 mủn in the older rules.':
    '2026年手册是9 phán（riichi_advanced如此实现）；旧规则是2 mủn。',
  '13 phán in the 2026 manual (as riichi_advanced and tsumo.io give it); 2 mủn in the older rules.':
    '2026年手册是13 phán（riichi_advanced和tsumo.io都这样给）；旧规则是2 mủn。',
  '4 mủn in the 2026 manual (as riichi_advanced encodes it); 5 mủn in the older rules.':
    '2026年手册是4 mủn（riichi_advanced如此实现）；旧规则是5 mủn。',
  'On (default): Little Three Dragons counts its 1 mủn and not the 1 phán of each of its two dragon triplets, as the guide says of every big pattern (only the big version counts). Off: the two triplets add their phán on top, as riichi_advanced counts them.':
    '打开（默认）：小三元计1 mủn，不再计它两组箭刻各1 phán，正如指南对每个大番所说（只计大的）。关闭：两组刻子的phán另外加上，按riichi_advanced的算法。',
  'Off (default): All Sets (3 phán, +1 with no joker) also counts beside All Terminals, All Honours, All Terminals and Honours, Four Closed Sets, Four Quads and Big Four Winds, hands that are always all triplets, as riichi_advanced counts them. On: the guide’s “you only count the big version” is read to cover All Sets too, and each of those patterns replaces it.':
    '关闭（默认）：碰碰和（3 phán，无混儿+1）也和清幺九、字一色、混幺九、四暗刻、四杠和大四喜同计（这些牌总是全刻子），按riichi_advanced的算法。打开：把指南的“只计大的”理解为也包括碰碰和，上面每个番种都代替它。',
  'Off (default): a big pattern’s +1 mủn for a closed hand self-drawn on a single wait comes on top of the Single Wait and Fully Closed Hand phán, as riichi_advanced counts it (the bonus needs both patterns). On: the mủn replaces those two phán, reading the guide’s “you only count the big version” to cover them.':
    '关闭（默认）：大番在门清自摸单钓时的+1 mủn另加在单钓和门清的phán之上，按riichi_advanced的算法（这个加分需要这两个番种）。打开：这个mủn代替那两个phán，把指南的“只计大的”理解为也包括它们。',
  '2 mủn in riichi_advanced; tsumo.io gives 1 mủn, the older rules 3 mủn.':
    'riichi_advanced是2 mủn；tsumo.io给1 mủn，旧规则3 mủn。',
  'Optional rule: win on the real tile another player bounces into a pung, 1 phán; the bouncer pays as a discarder.':
    '可选规则：别人把真牌弹进刻子时抢那张牌和牌，计1 phán；弹牌的人按点炮者付。',
  'Optional rule: winning on a two-pair wait (the winning tile turns one pair into a triplet) scores 1 phán.':
    '可选规则：对倒听牌（和张把其中一对变成刻子）和牌计1 phán。',
  'Optional rule: holding 8 (Bát Hoa) or 10 (Thập Hoa) of the 16 flower tiles scores 1 mủn each.':
    '可选规则：16张花牌中有8张（Bát Hoa）或10张（Thập Hoa），各计1 mủn。',
  "Optional rule: a player's sixth win in a row scores 1 mủn, and each further win in the streak one more (give the streak among the winning details).":
    '可选规则：一个人连和到第六局计1 mủn，之后每多连和一局再多一个（在“怎么和的”里填连和局数）。',
  'Optional rule for sets with several copies of each joker: two Tổng (Nhị Tổng) or two Hợp (Nhị Hợp) held anywhere score 1 mủn, or 3 phán when both are banked.':
    '每种混儿有多张的牌套的可选规则：两张Tổng（Nhị Tổng）或两张Hợp（Nhị Hợp），不论在哪里，计1 mủn；两张都存起时计3 phán。',
  'Unconfirmed (one source, riichi_advanced). Off by default: the guide does not have it. On: once the hand scores a pattern valued in mủn, All Sets, All Called, Half Flush, and Single Wait + All Runs + Fully Closed each add 3 phán (Half Flush also when it counts with both All Sets and All Called); with Big Three Dragons the boost becomes 3 phán plus 1 mủn per pairing (see its pattern page). Narrowest reading: "already a mủn" is a pattern valued in mủn, never phán adding up to six.':
    '未经证实（只有一个出处，riichi_advanced）。默认关闭：指南没有这一条。打开：一手牌一旦计到以mủn计值的番种，碰碰和、全求人、混一色，以及单钓 + 平和 + 门清，各加3 phán（混一色与碰碰和、全求人都同计时也加）；有大三元时，每个组合加3 phán再加1 mủn（见它的番种页）。最窄的读法：“已经有一个mủn”是指以mủn计值的番种，不是加起来满六个的phán。',
  'Off by default: the guide has no such rule (riichi_advanced only). On: a win on your own draw after opening with 3 or more discards in a row of blue jokers or Hợp, or of flowers or Đại Hoa, scores 1 mủn, +1 per further such discard; after flowers and jokers mixed (on a draw or a discard) 1 mủn, or n − 3 for a run of n ≥ 5. Claimed among the winning details, with the number of discards in a row; read narrowly: a complete hand, no call, nothing set aside, suit tiles only.':
    '默认关闭：指南没有这条规则（只有riichi_advanced有）。打开：开局连续打出3张或以上的蓝混儿或Hợp，或者花牌或Đại Hoa，之后自摸和牌，计1 mủn，每多打一张再+1；花牌和混儿混着打（自摸或和别人打出的牌）计1 mủn，连续n张且n ≥ 5时计n − 3。在“怎么和的”里申报，并填连续打出的张数；从窄理解：一手完整的牌，没有吃碰，没有存起任何牌，只有数牌。',
  "Off by default: the guide does not have it; one source lists it (tsumo.io). On: your seat's flower, season, emperor and empress score 2 mủn, replacing their four seat phán.":
    '默认关闭：指南没有这一条；只有一个出处列出（tsumo.io）。打开：与你座位相符的花、季、皇帝和皇后计2 mủn，代替它们的四个本位phán。',
  // Vietnamese context fields.
  "Thiên Ù: the dealer wins on his first draw. Địa Ù: a win on the dealer's first discard, or a non-dealer's first draw. Nhân Ù: a win on a discard before your first draw.":
    '天和（Thiên Ù）：庄家第一次摸牌就和。地和（Địa Ù）：和庄家打出的第一张牌，或闲家第一次摸牌就和。人和（Nhân Ù）：在自己第一次摸牌前和别人打出的牌。',
  'The player who fed a dangerous tile (see "Feeding situation"); he pays every player\'s share alone.':
    '喂了危险牌的人（见“喂牌情况”）；他一人付所有人的份。',
  'The tile the feeder gave: for a fourth meld of one suit after three shown, a fourth terminal pung, a fourth honour meld, a third dragon meld, or a fourth wind meld.':
    '包赔者喂的牌：已亮出同一花色三组后的第四组、第四组幺九刻、第四组字牌、第三组箭牌，或第四组风牌。',
  'Won on the real tile another player bounced into his pung (table option). The discarder is the bouncer.':
    '和的是别人弹进自己刻子的那张真牌（桌规选项）。点炮者就是弹牌的人。',
  'Which of the Tổng (J1) and Hợp (J8) jokers among the bonus tiles were banked in the opening flower round; both with the same frame score more.':
    '花牌中的Tổng（J1）和Hợp（J8）混儿，哪些是在第一轮补花时存起的；两张在同一轮存起的计得更多。',
  'For the optional Six Consecutive Wins (Lục Khôi): how many hands in a row this player has now won.':
    '用于可选的连和六局（Lục Khôi）：这个人到这一局为止连和了几局。',
  'True NFNL (Không Hoa Không Lá): you never banked a flower or joker and discarded every flower, joker and honour; the hand is suit tiles only.':
    '真无花无叶（Không Hoa Không Lá）：你从没存起花牌或混儿，打出了所有花牌、混儿和字牌；手里只有数牌。',
  'Needs the table rule “Throwing variants of No Flowers No Leaves”. Your opening discards, in a row, were blue jokers or Hợp (Đánh Khung Xanh), flowers or Đại Hoa (Đánh Hoa), or flowers and jokers mixed (Đánh Hoa và Khung); nothing was set aside and the hand is suit tiles only.':
    '需要桌规“无花无叶的打牌变体”。你开局连续打出的是蓝混儿或Hợp（Đánh Khung Xanh）、花牌或Đại Hoa（Đánh Hoa），或花牌和混儿混着（Đánh Hoa và Khung）；没有存起任何牌，手里只有数牌。',
  'How many of your opening discards in a row were the thrown kind: at least three.':
    '你开局连续打出的这类牌有几张：至少三张。',
  // The games' own rules (the score sheets).
  'The points every player starts the game with; 0 keeps a plain tally of wins and losses.':
    '每位玩家开局时的分数；填0就只记输赢的净分。',
  'On: the dealer keeps the deal after his own win or a drawn hand. Off: the deal passes one seat on after every hand.':
    '开：庄家自己和牌或流局后连庄。关：每手牌之后庄家都轮到下一家。',
  'The first winner deals the next deal. International rules: when the first win was several players on one discard, the discarder deals instead, and when nobody won the dealer deals again. Always the first winner: of several on one discard, the first to the discarder’s right; when nobody won the dealer deals again.':
    '第一个和牌的人做下一局的庄家。国际规则：如果第一次和牌是几家同时和一张打出的牌，就由点炮者做庄；没人和牌时庄家连庄。总是先和的人：几家同时和一张牌时，取点炮者右手边的第一家；没人和牌时庄家连庄。',
  'How many deals make the game; after the last one the sheet closes the game. 0: no set number, the table stops when it likes.':
    '一场打几局；最后一局后记分表结束这一场。0：不定局数，什么时候停由这桌决定。',
};

const VI: Readonly<Record<string, string>> = {
  // Hong Kong and VMC.
  'A hand worth fewer faan may not be declared a win. Many tables play 3; a 1-faan minimum is also common.':
    'Bài ít phán hơn mức này thì không được báo ù. Nhiều bàn chơi 3 phán; mức tối thiểu 1 phán cũng phổ biến.',
  'Faan above the cap count as the cap, and a limit hand is worth exactly the cap. 13 is our rules summary’s; 10 and 8 are also played.':
    'Số phán vượt mức tối đa được tính bằng mức tối đa, và bài mãn được tính đúng bằng mức tối đa. Tóm tắt luật của trang lấy 13; cũng có bàn chơi 10 và 8.',
  'Our rules summary counts every faan toward the minimum. Many tables (and Wikipedia’s rules) exclude the faan of flowers and seasons, and the no-flowers faan, from that check.':
    'Tóm tắt luật của trang tính mọi phán vào mức tối thiểu. Nhiều bàn (và luật trên Wikipedia) không tính phán hoa, phán mùa và phán không hoa khi xét mức này.',
  'Our rules summary lists concealed hand and self-draw as separate faan, so a concealed self-drawn hand scores both. Some tables give the concealed faan only on a discard win.':
    'Tóm tắt luật của trang ghi bài kín và tự ù là hai phán riêng, nên bài kín tự ù được tính cả hai. Có bàn chỉ cho phán bài kín khi ù quân đánh ra.',
  'Off: any concealed one-suit hand of 1112345678999 plus one more tile of the suit. On: the 13 tiles before the win must be exactly 1112345678999.':
    'Tắt: mọi bài kín một hàng gồm 1112345678999 cộng thêm một quân cùng hàng. Bật: 13 quân trước khi ù phải đúng là 1112345678999.',
  'The table chooses. Three faan is the common choice, and beginners sometimes play with no minimum (0).':
    'Do bàn chọn. Thường là ba phán, người mới chơi đôi khi chơi không có mức tối thiểu (0).',
  "The most faan a hand can be worth, and what a limit hand is worth. VMC's own maximum is unknown; 13 is the Hong Kong figure the reconstructed tables stop at. A club can set its own.":
    'Số phán cao nhất một bài có thể đạt, cũng là giá trị của bài mãn. Mức tối đa riêng của VMC chưa rõ; 13 là con số của Hồng Kông, nơi các bảng dựng lại dừng. Câu lạc bộ có thể tự đặt.',
  'Modern: the discarder pays, with base points P. Classical: everyone pays, with base points Q and doublings for the discarder, a self-draw and East. The club’s description names no default; agree on one before the first hand.':
    'Hiện đại: người đánh ra trả, với điểm cơ bản P. Cổ điển: mọi người đều trả, với điểm cơ bản Q, nhân đôi cho người đánh ra, khi tự ù và cho Đông. Bản mô tả của câu lạc bộ không nêu mặc định; hãy thống nhất một cách trước ván đầu.',
  "Only P(5) = 24 is known (from the worked example in the club’s description). The other values are our reconstruction (the Hong Kong half-spicy table), not VMC's published figures; a club can supply its own, one amount per faan, never going down.":
    'Chỉ biết P(5) = 24 (từ ví dụ tính mẫu trong bản mô tả của câu lạc bộ). Các giá trị khác do chúng tôi dựng lại (bảng nửa cay của Hồng Kông), không phải con số VMC công bố; câu lạc bộ có thể dùng bảng riêng, mỗi phán một mức, không bao giờ giảm.',
  "Only Q(5) = 16 is known (from the worked example in the club’s description). The other values are our reconstruction, 2 to the power (faan − 1) (so ½ at 0 faan), not VMC's published figures; a club can supply its own.":
    'Chỉ biết Q(5) = 16 (từ ví dụ tính mẫu trong bản mô tả của câu lạc bộ). Các giá trị khác do chúng tôi dựng lại: 2 mũ (số phán − 1) (nên ½ ở 0 phán), không phải con số VMC công bố; câu lạc bộ có thể dùng bảng riêng.',
  // Rainbow Dragon.
  'The club sheet is designed to be played with a minimum of 0, 1 or 2 fan (it calls it the fan “limit”): relaxed (0), standard (1) or challenging (2). A hand worth less may not be declared a win. Every fan counts toward it, flowers included.':
    'Bảng luật của câu lạc bộ được soạn để chơi với mức tối thiểu 0, 1 hoặc 2 phán (bảng gọi đó là “limit” của phán): dễ (0), chuẩn (1) hoặc khó (2). Bài ít hơn thì không được báo ù. Mọi phán đều được tính, kể cả hoa.',
  'The whole number of points a hand of each fan value is worth, separated by commas. The club sheet’s table is the default; a club may supply its own, with an amount for every value from 0 to 12 that never goes down.':
    'Số điểm (số nguyên) của một bài ứng với mỗi số phán, cách nhau bằng dấu phẩy. Mặc định là bảng của câu lạc bộ; câu lạc bộ có thể dùng bảng riêng, có điểm cho mọi giá trị từ 0 đến 12 và không bao giờ giảm.',
  'On: 1 fan for each dragon triplet, 1 for a triplet of your seat wind and 1 for the round wind (a wind that is both scores 2). Off: 1 fan for the hand however many valued triplets it holds. The club sheet does not say which.':
    'Bật: mỗi Phỗng Rồng 1 phán, Phỗng gió chỗ ngồi 1 phán và Phỗng gió vòng 1 phán (gió vừa là cả hai được 2). Tắt: cả bài chỉ 1 phán dù có bao nhiêu Phỗng chữ có giá trị. Bảng luật của câu lạc bộ không nói là cách nào.',
  "Off (the club sheet as written): a complete set of flowers or seasons scores 2 on top of the 1 for the tile that matches your seat, so 3. On: the set scores 2 in place of that tile's fan, as Hong Kong and the Victoria Mahjong Club count it.":
    'Tắt (đúng như bảng luật của câu lạc bộ): đủ bộ hoa hoặc mùa được 2, cộng thêm 1 cho quân trùng chỗ ngồi, thành 3. Bật: đủ bộ được 2 thay cho phán của quân đó, như Hồng Kông và Câu lạc bộ Mạt chược Victoria tính.',
  'On (the club sheet as written: only its footnotes remove patterns): Thirteen Orphans and All Honors also score All Orphans, whose tiles they hold, and Fully Concealed Triplets also scores Fully Concealed. Off: the bigger pattern replaces the one it contains, the Hong Kong counting rule.':
    'Bật (đúng như bảng luật của câu lạc bộ: chỉ các chú thích của bảng mới bỏ cách ù): Thập Tam Yêu và Tự Nhất Sắc cũng được tính Hỗn Yêu Cửu, vì có các quân đó, và Tứ Ám Khắc cũng được tính Môn Tiền Thanh. Tắt: cách ù lớn thay cho cách ù nằm trong nó, theo cách tính của Hồng Kông.',
  // Sichuan.
  'Fan above the cap count as the cap, so a hand is worth at most 2 to the cap in points. Our rules summary caps at 5 fan (32 points). The international rules and the World Mahjong Tour cap at 3 (8 points), “Russia/MahjongSoft” and Chengdu tables at 4, and apps offer 2 to 5.':
    'Số phán vượt mức tối đa được tính bằng mức tối đa, nên một bài đáng nhiều nhất 2 mũ mức tối đa điểm. Tóm tắt luật của trang chặn ở 5 phán (32 điểm). Luật quốc tế và World Mahjong Tour chặn ở 3 (8 điểm), các bàn “Russia/MahjongSoft” và Thành Đô ở 4, còn các ứng dụng cho chọn từ 2 đến 5.',
  'Base + 1 point: each remaining opponent pays the base plus 1 point (our rules summary; the international rules). +1 fan: a self-drawn win scores 1 more fan instead, within the cap (Chengdu; the apps’ 自摸加番). No bonus: self-draw pays the base like a discard, from each remaining opponent.':
    'Cơ bản + 1 điểm: mỗi đối thủ còn lại trả điểm cơ bản cộng 1 điểm (tóm tắt luật của trang; luật quốc tế). +1 phán: thay vào đó, tự ù được thêm 1 phán, không vượt mức tối đa (Thành Đô; 自摸加番 của các ứng dụng). Không thưởng: tự ù trả điểm cơ bản như ù quân đánh ra, từ mỗi đối thủ còn lại.',
  'Our rules summary scores a hand with a 1 or 9 in every set and the pair at 2 fan, as Tencent-style apps do. The international and Chengdu rules do not score it.':
    'Tóm tắt luật của trang tính bài có quân 1 hoặc 9 trong mọi bộ và trong đôi là 2 phán, như các ứng dụng kiểu Tencent. Luật quốc tế và luật Thành Đô không tính.',
  'Our rules summary scores all pungs of 2, 5 and 8 with a 2/5/8 pair at 3 fan, replacing all pungs, as Tencent-style apps do. The international and Chengdu rules score it as all pungs (1).':
    'Tóm tắt luật của trang tính bài toàn Phỗng 2, 5 và 8 với đôi 2/5/8 là 3 phán, thay cho Tui Tui, như các ứng dụng kiểu Tencent. Luật quốc tế và luật Thành Đô chỉ tính là Tui Tui (1).',
  'Added up: seven pairs holding four identical tiles is seven pairs 2 + root 1 = 3 fan (our rules summary by construction, the international and Chengdu rules). 4 fan: the apps’ 龙七对 ×16 is worth 4 fan, so the first root of a seven-pairs hand counts one fan more.':
    'Cộng dồn: Pe Pe có bốn quân giống nhau là Pe Pe 2 + gốc 1 = 3 phán (tóm tắt luật của trang theo cách dựng, luật quốc tế và luật Thành Đô). 4 phán: 龙七对 ×16 của các ứng dụng đáng 4 phán, nên gốc đầu tiên của bài Pe Pe được thêm một phán.',
  'The international rules, the apps and the Chengdu rules all add 1 fan for winning on the tile a player discards right after his kong replacement; our rules summary does not list it. In the deal ledger, mark such a win “on a discard made right after a kong”.':
    'Luật quốc tế, các ứng dụng và luật Thành Đô đều cộng 1 phán khi ù quân mà một người đánh ra ngay sau khi bốc quân bù Coong; tóm tắt luật của trang không có. Trong sổ ván, đánh dấu lần ù như vậy là “quân đánh ra ngay sau Coong”.',
  'Kept: our rules summary says nothing, so a player who discards a winning tile right after his kong keeps that kong’s income. Refunded: the international rules return that kong’s income to the players who paid it. To the winner: Tencent-style apps hand all of the shooter’s kong income to the winner (with several winners on that discard the site refuses the deal: the sources do not say how to split it).':
    'Giữ lại: tóm tắt luật của trang không nói gì, nên người đánh ra quân cho ù ngay sau Coong của mình giữ tiền Coong đó. Trả lại: luật quốc tế trả tiền Coong đó cho những người đã trả. Về người ù: các ứng dụng kiểu Tencent chuyển mọi tiền Coong của người đánh ra cho người ù (nếu nhiều người cùng ù quân đó thì trang không nhận ván này: các nguồn không nói chia thế nào).',
  'Our rules summary pays 1 from each active opponent for every added kong. The international rules pay only when the fourth tile was just drawn; a postponed kong (the fourth tile already in hand) pays nothing. Mark such a kong as postponed in the deal.':
    'Tóm tắt luật của trang cho mỗi Coong thêm được 1 điểm từ mỗi đối thủ còn chơi. Luật quốc tế chỉ trả khi quân thứ tư vừa được bốc; Coong hoãn (quân thứ tư đã có sẵn trong tay) không được trả. Hãy đánh dấu Coong như vậy là hoãn trong ván.',
  'The cap to each: a player still holding the missing suit when the wall runs out pays the capped maximum (2 to the cap, 32 by default) to each player who is not a pig (our rules summary; apps). 16 to each: 16 to each other player (riichi_advanced). 48 to nobody: 48 points deducted and paid to nobody (the international rules), so the deal no longer sums to zero.':
    'Mức tối đa cho mỗi người: người vẫn còn giữ hàng đã bỏ khi hết bài trả mức tối đa (2 mũ mức tối đa, mặc định 32) cho mỗi người không phải heo hoa (tóm tắt luật của trang; ứng dụng). 16 cho mỗi người: trả 16 cho mỗi người khác (riichi_advanced). 48, không trả cho ai: trừ 48 điểm và không trả cho ai (luật quốc tế), nên tổng của ván không còn bằng không.',
  'Our rules summary has only the other unready players pay each ready player his hand’s highest value. In the international rules a flower pig counts as not ready, so it pays that too.':
    'Tóm tắt luật của trang chỉ cho những người khác chưa chờ trả cho mỗi người đang chờ giá trị cao nhất của bài người đó. Trong luật quốc tế heo hoa được coi là chưa chờ, nên cũng phải trả khoản đó.',
  'The suit you declared missing at the start. A hand holding any tile of it cannot win.':
    'Hàng bạn đã báo bỏ lúc đầu ván. Bài còn bất kỳ quân nào của hàng đó thì không được ù.',
  // MCR.
  'A hand may be declared only if its points without flowers reach this. The official minimum is 8.':
    'Chỉ được báo ù khi số điểm không tính hoa đạt mức này. Mức tối thiểu chính thức là 8.',
  'Combined: the pair of kongs scores Concealed Kong and Melded Kong (明暗杠), 5 points, as the widely used calculator does (Mahjong International League rules). Separate: Melded Kong 1 + Concealed Kong 2 = 3.':
    'Gộp: hai Coong được tính Coong kín và Coong lộ (明暗杠), 5 điểm, như máy tính được dùng rộng rãi (luật của Mahjong International League). Tính riêng: Coong lộ 1 + Coong kín 2 = 3.',
  'Off (common practice): One Voided Suit still scores with Big/Little Three Dragons, Big Three Winds, Quadruple Chow and Four Pure Shifted Pungs/Chows; Seven Pairs combines with All Honors, All Green, All Terminals and the range fans; All Terminals keeps Triple Pung. On: the opposite for each.':
    'Tắt (cách chơi thông thường): Thiếu một hàng vẫn được tính cùng Đại/Tiểu Tam Nguyên, Ba Phỗng gió, Bốn sảnh giống nhau và Bốn Phỗng/sảnh bậc thang một hàng; Pe Pe được tính cùng Toàn Chử, Toàn xanh, Toàn Nhất Cửu và các cách theo khoảng số (Toàn quân lớn, Toàn quân giữa, Toàn quân nhỏ…); Toàn Nhất Cửu vẫn giữ Ba Phỗng cùng số. Bật: ngược lại với từng điều.',
  "On (the Mahjong International League’s ruling, the reference calculator’s default since 2023): a knitted straight hand may score Edge, Closed or Single Wait even when the winning tile could complete the knitted straight; with one declared set it scores Single Wait when the winning tile completed the pair (a tile outside the straight, or a straight tile the hand also holds two more of). Off: no wait fan when the winning tile is one of the knitted straight's tiles.":
    'Bật (phán quyết của Mahjong International League, mặc định của máy tính tham chiếu từ 2023): bài có dãy đan vẫn được tính Chờ biên, Chờ giữa hoặc Chờ đơn kể cả khi quân ù có thể hoàn thành dãy đan; khi có một bộ đã hạ, bài được Chờ đơn nếu quân ù hoàn thành đôi (một quân ngoài dãy, hoặc một quân của dãy mà bài còn giữ thêm hai quân nữa). Tắt: không có điểm chờ khi quân ù là một quân của dãy đan.',
  // Vietnamese.
  'The classic 160-tile set holds one of each joker; modern sets hold two, three or four copies (168, 176, 184 tiles). More copies only change how many jokers a hand may hold.':
    'Bộ 160 quân cổ điển có mỗi loại Joker một quân; các bộ hiện đại có hai, ba hoặc bốn quân (168, 176, 184 quân). Nhiều quân hơn chỉ thay đổi số Joker một bài được giữ.',
  'Some modern sets add a ninth joker for any wind or dragon, used instead of the wind joker (Hỉ) or the dragon joker (Nguyên).':
    'Một số bộ hiện đại thêm Joker thứ chín thay cho bất kỳ quân Gió hay Rồng nào, dùng thay Joker Gió (Hỉ) hoặc Joker Rồng (Nguyên).',
  'Off (default): the guide says jokers substitute inside a run or a triplet, so the pair is two real tiles. On: the reading of riichi_advanced, which encodes the 2026 manual the guide seems to follow.':
    'Tắt (mặc định): hướng dẫn nói Joker chỉ thay trong một dãy hoặc một Phỗng, nên đôi là hai quân thật. Bật: cách đọc của riichi_advanced, vốn mã hóa sách luật 2026 mà hướng dẫn có vẻ theo.',
  'Off (default): the special shapes are made of real tiles, as the guide lets jokers stand only in runs and triplets. On: riichi_advanced’s reading, where the special shapes earn a no-joker bonus.':
    'Tắt (mặc định): các thế bài đặc biệt gồm quân thật, vì hướng dẫn chỉ cho Joker đứng trong dãy và Phỗng. Bật: cách đọc của riichi_advanced, trong đó các thế bài đặc biệt được thưởng không Joker.',
  'No limit (default): the guide sets none; a called meld still holds its real claimed tile. At most one: riichi_advanced’s rule.':
    'Không giới hạn (mặc định): hướng dẫn không đặt giới hạn; một bộ ăn/phỗng vẫn giữ quân thật đã lấy. Nhiều nhất một: luật của riichi_advanced.',
  'Allowed (the guide lists it as a special shape); some tables allow it only on a self-draw or drop it, especially with many joker sets.':
    'Được phép (hướng dẫn liệt kê nó là một thế bài đặc biệt); có bàn chỉ cho khi tự ù hoặc bỏ hẳn, nhất là với bộ bài nhiều Joker.',
  'Phán left over after the mủn are counted pay a flat amount each, never doubled: 6 in the guide; 2 or 1 in riichi_advanced’s optional variations; ignored in the older rules.':
    'Mỗi phán lẻ còn lại sau khi tính mủn trả một mức cố định, không nhân đôi: 6 theo hướng dẫn; 2 hoặc 1 trong các biến thể tùy chọn của riichi_advanced; bỏ qua trong luật cũ.',
  'A banked Hợp (J8) scores 2 phán, 3 for North or when declared in the opening flower round (the manual’s text as riichi_advanced quotes it); riichi_advanced’s code and tests use 1 and 2.':
    'Hợp để riêng (J8) được 2 phán, 3 nếu là nhà Bắc hoặc khi báo ở vòng hoa đầu (theo văn bản sách luật mà riichi_advanced trích); mã và bài kiểm thử của riichi_advanced dùng 1 và 2.',
  'The no-joker bonuses need a strict zero: no joker in the hand, and none bounced out of a meld (the guide). A joker banked without ever being played does not break them (default); riichi_advanced also counts a joker declared in the opening flower round as used.':
    'Các khoản thưởng không Joker đòi đúng số không: không có Joker trong bài và không Joker nào bị nẩy ra khỏi một bộ (hướng dẫn). Joker để riêng mà chưa hề đánh vào bài thì không làm mất thưởng (mặc định); riichi_advanced còn tính Joker báo ở vòng hoa đầu là đã dùng.',
  'The guide names the Bouquet (Bộ Hoa) for all four Emperors or all four Empresses; riichi_advanced also gives 1 mủn for all four Flowers or all four Seasons, replacing their seat phán.':
    'Hướng dẫn gọi đủ bốn Vua hoặc đủ bốn Hoàng hậu là Bộ Hoa; riichi_advanced còn cho 1 mủn khi đủ bốn Hoa hoặc đủ bốn Mùa, thay cho phán theo chỗ ngồi của chúng.',
  'A win on a discard before your first draw scores 2 mủn; one of riichi_advanced’s optional variations removes it.':
    'Ù quân đánh ra trước lượt bốc đầu tiên của bạn được 2 mủn; một biến thể tùy chọn của riichi_advanced bỏ cách này.',
  '9 phán in the 2026 manual (as riichi_advanced encodes it); 2 mủn in the older rules.':
    '9 phán theo sách luật 2026 (như riichi_advanced mã hóa); 2 mủn theo luật cũ.',
  '13 phán in the 2026 manual (as riichi_advanced and tsumo.io give it); 2 mủn in the older rules.':
    '13 phán theo sách luật 2026 (như riichi_advanced và tsumo.io đưa ra); 2 mủn theo luật cũ.',
  '4 mủn in the 2026 manual (as riichi_advanced encodes it); 5 mủn in the older rules.':
    '4 mủn theo sách luật 2026 (như riichi_advanced mã hóa); 5 mủn theo luật cũ.',
  'On (default): Little Three Dragons counts its 1 mủn and not the 1 phán of each of its two dragon triplets, as the guide says of every big pattern (only the big version counts). Off: the two triplets add their phán on top, as riichi_advanced counts them.':
    'Bật (mặc định): Tiểu Tam Nguyên tính 1 mủn của nó, không tính 1 phán của mỗi Phỗng Rồng trong hai Phỗng Rồng, như hướng dẫn nói về mọi cách ù lớn (chỉ tính cách lớn). Tắt: hai Phỗng cộng thêm phán của chúng, như riichi_advanced tính.',
  'Off (default): All Sets (3 phán, +1 with no joker) also counts beside All Terminals, All Honours, All Terminals and Honours, Four Closed Sets, Four Quads and Big Four Winds, hands that are always all triplets, as riichi_advanced counts them. On: the guide’s “you only count the big version” is read to cover All Sets too, and each of those patterns replaces it.':
    'Tắt (mặc định): Tui Tui (3 phán, +1 khi không có Joker) vẫn được tính cùng Tui Tui Toàn Nhất Cửu, Toàn Chử, Tui Tui Lai Nhất Cửu, Khàn Khàn, Coong Coong và Đại Tứ Hỉ, những bài luôn toàn Phỗng, như riichi_advanced tính. Bật: câu “chỉ tính cách lớn” của hướng dẫn được hiểu là bao gồm cả Tui Tui, và mỗi cách ù kể trên thay cho nó.',
  'Off (default): a big pattern’s +1 mủn for a closed hand self-drawn on a single wait comes on top of the Single Wait and Fully Closed Hand phán, as riichi_advanced counts it (the bonus needs both patterns). On: the mủn replaces those two phán, reading the guide’s “you only count the big version” to cover them.':
    'Tắt (mặc định): +1 mủn của cách ù lớn khi bài kín tự ù chờ một quân được cộng thêm vào phán Xuyên và Kín, như riichi_advanced tính (khoản thưởng cần cả hai cách ù). Bật: mủn thay cho hai phán đó, hiểu câu “chỉ tính cách lớn” của hướng dẫn là bao gồm cả chúng.',
  '2 mủn in riichi_advanced; tsumo.io gives 1 mủn, the older rules 3 mủn.':
    '2 mủn theo riichi_advanced; tsumo.io cho 1 mủn, luật cũ 3 mủn.',
  'Optional rule: win on the real tile another player bounces into a pung, 1 phán; the bouncer pays as a discarder.':
    'Luật tùy chọn: ù bằng quân thật mà người khác nẩy vào một Phỗng, 1 phán; người nẩy trả như người đánh ra.',
  'Optional rule: winning on a two-pair wait (the winning tile turns one pair into a triplet) scores 1 phán.':
    'Luật tùy chọn: ù khi chờ hai đôi (quân ù biến một đôi thành Phỗng) được 1 phán.',
  'Optional rule: holding 8 (Bát Hoa) or 10 (Thập Hoa) of the 16 flower tiles scores 1 mủn each.':
    'Luật tùy chọn: có 8 (Bát Hoa) hoặc 10 (Thập Hoa) trong 16 quân hoa, mỗi trường hợp được 1 mủn.',
  "Optional rule: a player's sixth win in a row scores 1 mủn, and each further win in the streak one more (give the streak among the winning details).":
    'Luật tùy chọn: lần ù thứ sáu liên tiếp của một người được 1 mủn, mỗi lần ù tiếp theo trong chuỗi thêm một (ghi số ván liên tiếp trong phần “Ù thế nào”).',
  'Optional rule for sets with several copies of each joker: two Tổng (Nhị Tổng) or two Hợp (Nhị Hợp) held anywhere score 1 mủn, or 3 phán when both are banked.':
    'Luật tùy chọn cho bộ bài có nhiều quân mỗi loại Joker: hai Tổng (Nhị Tổng) hoặc hai Hợp (Nhị Hợp) ở bất cứ đâu được 1 mủn, hoặc 3 phán khi cả hai đều để riêng.',
  'Unconfirmed (one source, riichi_advanced). Off by default: the guide does not have it. On: once the hand scores a pattern valued in mủn, All Sets, All Called, Half Flush, and Single Wait + All Runs + Fully Closed each add 3 phán (Half Flush also when it counts with both All Sets and All Called); with Big Three Dragons the boost becomes 3 phán plus 1 mủn per pairing (see its pattern page). Narrowest reading: "already a mủn" is a pattern valued in mủn, never phán adding up to six.':
    'Chưa được xác nhận (một nguồn, riichi_advanced). Mặc định tắt: hướng dẫn không có luật này. Bật: khi bài đã được một cách ù tính bằng mủn, Tui Tui, Toàn Cầu Nhần, Lai Hàng, và Xuyên + Phình + Kín mỗi cái cộng thêm 3 phán (Lai Hàng cũng vậy khi được tính cùng cả Tui Tui và Toàn Cầu Nhần); với Đại Tam Nguyên, khoản tăng thành 3 phán cộng 1 mủn cho mỗi cặp (xem trang cách ù của nó). Cách đọc hẹp nhất: “đã có một mủn” là một cách ù tính bằng mủn, không bao giờ là các phán cộng lại đủ sáu.',
  'Off by default: the guide has no such rule (riichi_advanced only). On: a win on your own draw after opening with 3 or more discards in a row of blue jokers or Hợp, or of flowers or Đại Hoa, scores 1 mủn, +1 per further such discard; after flowers and jokers mixed (on a draw or a discard) 1 mủn, or n − 3 for a run of n ≥ 5. Claimed among the winning details, with the number of discards in a row; read narrowly: a complete hand, no call, nothing set aside, suit tiles only.':
    'Mặc định tắt: hướng dẫn không có luật này (chỉ riichi_advanced có). Bật: tự ù sau khi mở đầu bằng 3 quân trở lên đánh liền là Joker xanh hoặc Hợp, hoặc là hoa hoặc Đại Hoa, được 1 mủn, +1 cho mỗi quân như vậy đánh thêm; sau khi đánh lẫn hoa và Joker (tự ù hay ù quân đánh ra) được 1 mủn, hoặc n − 3 cho chuỗi n ≥ 5. Báo trong phần “Ù thế nào”, kèm số quân đánh liền; hiểu hẹp: bài đủ, không ăn/phỗng, không để riêng quân nào, chỉ có quân số.',
  "Off by default: the guide does not have it; one source lists it (tsumo.io). On: your seat's flower, season, emperor and empress score 2 mủn, replacing their four seat phán.":
    'Mặc định tắt: hướng dẫn không có; một nguồn liệt kê (tsumo.io). Bật: Hoa, Mùa, Vua và Hoàng hậu theo chỗ ngồi của bạn được 2 mủn, thay cho bốn phán theo chỗ ngồi của chúng.',
  // Vietnamese context fields.
  "Thiên Ù: the dealer wins on his first draw. Địa Ù: a win on the dealer's first discard, or a non-dealer's first draw. Nhân Ù: a win on a discard before your first draw.":
    'Thiên Ù: nhà cái ù ngay lượt bốc đầu tiên. Địa Ù: ù quân đánh ra đầu tiên của nhà cái, hoặc người không phải nhà cái ù ngay lượt bốc đầu tiên. Nhân Ù: ù quân đánh ra trước lượt bốc đầu tiên của bạn.',
  'The player who fed a dangerous tile (see "Feeding situation"); he pays every player\'s share alone.':
    'Người đã cho ăn một quân nguy hiểm (xem “Tình huống cho ăn”); người đó trả một mình phần của mọi người.',
  'The tile the feeder gave: for a fourth meld of one suit after three shown, a fourth terminal pung, a fourth honour meld, a third dragon meld, or a fourth wind meld.':
    'Quân người cho ăn đã đưa: bộ thứ tư cùng hoa sau khi đã hạ ba bộ, Phỗng Nhất Cửu thứ tư, bộ chữ thứ tư, bộ Rồng thứ ba, hoặc bộ Gió thứ tư.',
  'Won on the real tile another player bounced into his pung (table option). The discarder is the bouncer.':
    'Ù bằng quân thật mà người khác nẩy vào Phỗng của họ (tùy chọn của bàn). Người đánh ra là người nẩy.',
  'Which of the Tổng (J1) and Hợp (J8) jokers among the bonus tiles were banked in the opening flower round; both with the same frame score more.':
    'Những Joker Tổng (J1) và Hợp (J8) trong phần quân hoa đã được để riêng ở vòng hoa đầu; cả hai cùng vòng thì được nhiều hơn.',
  'For the optional Six Consecutive Wins (Lục Khôi): how many hands in a row this player has now won.':
    'Cho luật tùy chọn Lục Khôi (sáu ván ù liền): đến nay người này đã ù liền bao nhiêu ván.',
  'True NFNL (Không Hoa Không Lá): you never banked a flower or joker and discarded every flower, joker and honour; the hand is suit tiles only.':
    'Không Hoa Không Lá thật: bạn chưa hề để riêng quân hoa hay Joker và đã đánh ra mọi quân hoa, Joker và quân chữ; bài chỉ có quân số.',
  'Needs the table rule “Throwing variants of No Flowers No Leaves”. Your opening discards, in a row, were blue jokers or Hợp (Đánh Khung Xanh), flowers or Đại Hoa (Đánh Hoa), or flowers and jokers mixed (Đánh Hoa và Khung); nothing was set aside and the hand is suit tiles only.':
    'Cần luật bàn “Các kiểu ném của Không Hoa Không Lá”. Các quân bạn đánh liền lúc mở đầu là Joker xanh hoặc Hợp (Đánh Khung Xanh), hoa hoặc Đại Hoa (Đánh Hoa), hoặc lẫn hoa và Joker (Đánh Hoa và Khung); không để riêng quân nào và bài chỉ có quân số.',
  'How many of your opening discards in a row were the thrown kind: at least three.':
    'Bao nhiêu quân bạn đánh liền lúc mở đầu thuộc loại ném: ít nhất ba.',
  // The games' own rules (the score sheets).
  'The points every player starts the game with; 0 keeps a plain tally of wins and losses.':
    'Số điểm mỗi người có khi bắt đầu trận; 0 thì chỉ ghi thắng thua.',
  'On: the dealer keeps the deal after his own win or a drawn hand. Off: the deal passes one seat on after every hand.':
    'Bật: nhà cái giữ cái sau khi chính mình ù hoặc ván hòa. Tắt: sau mỗi ván cái chuyển sang người kế tiếp.',
  'The first winner deals the next deal. International rules: when the first win was several players on one discard, the discarder deals instead, and when nobody won the dealer deals again. Always the first winner: of several on one discard, the first to the discarder’s right; when nobody won the dealer deals again.':
    'Người ù đầu tiên làm cái ván sau. Luật quốc tế: nếu lần ù đầu tiên là nhiều người cùng ù một quân đánh ra thì người đánh ra làm cái; nếu không ai ù thì nhà cái làm cái tiếp. Luôn là người ù đầu tiên: khi nhiều người cùng ù một quân, lấy người đầu tiên bên phải người đánh ra; nếu không ai ù thì nhà cái làm cái tiếp.',
  'How many deals make the game; after the last one the sheet closes the game. 0: no set number, the table stops when it likes.':
    'Bao nhiêu ván thành một trận; sau ván cuối bảng điểm khép trận lại. 0: không định số ván, bàn muốn dừng lúc nào thì dừng.',
};

/** The hints in each written language, English → that language. */
export const OPTION_HINTS: Readonly<Record<'zh-cn' | 'vi', Readonly<Record<string, string>>>> = {
  'zh-cn': ZH_CN,
  vi: VI,
};
