/**
 * Every source the site's rules come from, by the title it is published under, with what it
 * settles for each part of the site. The one place that names a source: catalogues, options and
 * settlement models cite an entry by its id (`SourceRef.source`), and pages render the title
 * from here.
 *
 * A source with no known public title is described, never given an invented title.
 */

/** Where a source is used: a variant's id, or the shared "How to play" pages. */
export type SiteArea =
  | 'hong-kong'
  | 'rainbow-dragon'
  | 'vmc'
  | 'sichuan'
  | 'mcr'
  | 'vietnamese'
  | 'how-to-play';

/** How a source is named on a page: the public title where one is known, and who made it. */
export interface SourceName {
  /** The title the source is published under, exactly; absent where no public title is known. */
  title?: string;
  /** Who made it and what it is, in a phrase ("the Rainbow Dragon club's house-rule sheet"). */
  by: string;
}

/** What the Sources page says of a source. */
export interface SourceDetails {
  url?: string;
  /** What the source is and how much of it could be read. */
  about: string;
  /** What it settles for each part of the site that uses it. */
  settles: Partial<Record<SiteArea, string>>;
}

export type SourceEntry = SourceName & SourceDetails;

// Names and details are kept apart so that the islands, which cite sources, carry only the names.
const NAMES = {
  'rainbow-dragon-sheet': {
    title: 'How to Play Mahjong!',
    by: 'the Rainbow Dragon club’s house-rule sheet',
  },
  'vmc-explained': {
    title: 'VMC rules explained',
    by: 'MyMahjong’s description of the Victoria Mahjong Club’s scoring',
  },
  'chinese-mahjong-summaries': {
    title: 'Chinese Mahjong',
    by: 'a game site’s rules summaries',
  },
  'mahjong-rules-guide': {
    title: 'Mahjong rules',
    by: 'a general guide to playing the Hong Kong game',
  },
  'vietnamese-guide': {
    by: 'the Vietnamese mahjong guide chapter our rules follow',
  },
  'mcr-reference-calculator': {
    title: 'ChineseOfficialMahjongHelper',
    by: 'Jeff Wang’s MCR reference calculator',
  },
  'mcr-seating-scheme': {
    title: 'MCR Seating Scheme',
    by: 'Mahjong Den Haag, a Dutch club',
  },
  'riichi-advanced-vietnamese': {
    title: 'riichi_advanced',
    by: 'an open-source game’s current Vietnamese ruleset',
  },
  'riichi-advanced-vietnamese-older': {
    title: 'riichi_advanced',
    by: 'an open-source game’s older Vietnamese ruleset',
  },
  'tsumo-vietnamese': {
    by: 'tsumo.io’s Vietnamese Classic 160-tile rules, as summarised by a third party',
  },
  'mahjongpros-vietnamese': {
    title: 'Beginner’s guide to (South) Vietnamese mahjong',
    by: 'MahjongPros',
  },
  'sloper-vietnamese': {
    title: 'Vietnamese Mah-Jongg Rules',
    by: 'Tom Sloper, 2003',
  },
  'mcgill-vietnamese': {
    title: 'A Quick Look at Mahjong around the World: Vietnamese Mahjong',
    by: 'the McGill Mahjong blog, 2015',
  },
  'reddit-additional-tiles': {
    title: 'Additional tiles',
    by: 'a discussion on the r/Mahjong forum',
  },
  'canhnongminhduc-vietnamese': {
    title: 'Các cách Ù Mạt-Chược',
    by: 'a Vietnamese-language rules page on canhnongminhduc.com',
  },
  'vi-wikipedia-mat-chuoc': {
    title: 'Mạt chược',
    by: 'Vietnamese Wikipedia',
  },
  'sichuan-international-rules': {
    title: 'Sichuan Mahjong? It’s that simple!',
    by: 'Vitaly Novikov’s international Sichuan Bloody rules',
  },
  'sichuan-app-rules': {
    by: 'the rule tables of Chinese Sichuan mahjong apps (Tencent style)',
  },
  'sichuan-chengdu-rules': {
    by: 'the traditional Chengdu rules, as an open-source calculator writes them up',
  },
  'world-mahjong-tour-sichuan': {
    title: 'Tournament rules – Sichuan mahjong',
    by: 'World Mahjong Tour',
  },
  'riichi-advanced-sichuan': {
    title: 'riichi_advanced',
    by: 'an open-source game’s Sichuan ruleset',
  },
  'wikipedia-hk-scoring': {
    title: 'Hong Kong mahjong scoring rules',
    by: 'English Wikipedia, with its “Mahjong” article',
  },
  'hk-mahjong-references': {
    by: 'other Hong Kong scoring references and open-source scorers',
  },
  'hk-payout-tables': {
    title: 'mahjong-scorer',
    by: 'yawnoc’s Hong Kong mahjong scorer, with the Tile Buddy wiki',
  },
} as const satisfies Record<string, SourceName>;

export type SourceId = keyof typeof NAMES;

export const SOURCE_NAMES: Readonly<Record<SourceId, SourceName>> = NAMES;

const DETAILS: Record<SourceId, SourceDetails> = {
  'rainbow-dragon-sheet': {
    about:
      'The Rainbow Dragon club’s reference for the Hong Kong game it plays: the tiles, its own pattern list from 1 to 8 fan with exclusion footnotes, the flowers and seasons, and the fan-to-points table with who pays.',
    settles: {
      'rainbow-dragon':
        'Every pattern and its fan value, the footnotes that stop one pattern counting with another, flowers, the 12-fan cap, the 0/1/2-fan minimum choice and the points table with who pays.',
    },
  },
  'vmc-explained': {
    about:
      'MyMahjong’s explanation of the scoring sheets of the Victoria Mahjong Club (British Columbia, Canada), published with the club’s permission: the rules both of its versions share and its two settlement models, with one worked example. Its base-point tables are not part of the text we have; the worked example gives one value from each.',
    settles: {
      vmc: 'The shared rules (144 tiles, flowers, the minimum as a table choice, the dealer keeping the deal after his own win or a draw), the Modern and Classical settlement models, and the two known base values: 24 (Modern) and 16 (Classical) at 5 faan.',
      'rainbow-dragon':
        'A complete set of flowers or seasons in place of its seat match, offered as a table option.',
    },
  },
  'chinese-mahjong-summaries': {
    about:
      'An online game site’s short rules for its three Chinese games: Hong Kong Mahjong, MCR (Chinese Official) Mahjong and Sichuan Bloody Mahjong, each with setup, turns and claims, winning hands, scoring and settlement.',
    settles: {
      'hong-kong':
        'The claims, the winning shapes, the faan values, the 3-faan minimum, the 13-faan cap, base points of 2 to the faan and who pays.',
      mcr: 'The 8-point minimum counted without flowers, flowers at 1 point each, and the 8 + total settlement.',
      sichuan:
        'The missing suit, play after a win, the fan items and their values, the 5-fan cap, kong payments, the flower pig and the ready-hand check when the wall runs out.',
      vmc: 'The claims of the Hong Kong game, and the Hong Kong faan items the Victoria Mahjong Club shares.',
      'rainbow-dragon':
        'The Hong Kong reading of rules the club sheet does not spell out, offered as table options.',
    },
  },
  'mahjong-rules-guide': {
    about:
      'A how-to-play guide for the Hong Kong game, in the order a game uses the rules: the tiles, seats and the dealer, the deal, turns, claims and their priority, winning hands, draws, passing the deal and common table rules.',
    settles: {
      'how-to-play':
        'The tiles, seats, the deal, turns, claims and their priority, winning hands, draws, passing the deal and table rules.',
      'hong-kong':
        'Seven pairs as any seven different pairs, and how the deal passes and the rounds go in a game.',
      vmc: 'Seven pairs as any seven different pairs, as in Hong Kong.',
      'rainbow-dragon':
        'The claims of the Hong Kong game the club plays, seven pairs as seven different pairs, and how the deal passes in a game.',
    },
  },
  'vietnamese-guide': {
    about:
      'A chapter on Vietnamese mahjong from a guide to several variants, built (it says) from How to Play Vietnamese Mahjong (Revised Ed., 2026) and its Scoring (Classic) sheet: the 160-tile set, the eight jokers played as wilds or banked, the phán and mủn ladder, settlement, the head bump, robbing a quad and the Bouquet. Its joker-coverage section and its full pattern list are not part of the text we have.',
    settles: {
      vietnamese:
        'The tile set, jokers in runs and triplets but never a quad, playing or banking a joker and the bounce, no minimum, the phán and mủn ladder with its point table, who pays, the 300-point bank and the dealer keeping the deal.',
    },
  },
  'mcr-reference-calculator': {
    url: 'https://github.com/summerinsects/ChineseOfficialMahjongHelper',
    about:
      'The most widely used calculator for Chinese Official (MCR) scoring, the engine of the 国标小助手 app, with the author’s regression and rule-book cases and a text of the scoring principles (MIT licence). The site’s MCR scorer is checked against its answers for 12,000 hands.',
    settles: {
      mcr: 'All 81 fans and their points, the winning shapes, the scoring principles, what excludes what, and the readings where its settings differ (offered as table options).',
    },
  },
  'mcr-seating-scheme': {
    url: 'https://www.mahjongdenhaag.nl/mcr-seating-scheme',
    about:
      'A club page on how players change seats between the four rounds of a competition game of Chinese Official mahjong, so that each player has had every other player on the left, on the right and opposite.',
    settles: {
      mcr: 'Who sits where in each of the four rounds: after the East round East and South change seats, as do West and North; the players who started West and North move one seat on each round.',
    },
  },
  'riichi-advanced-vietnamese': {
    url: 'https://github.com/EpicOrange/riichi_advanced',
    about:
      'EpicOrange’s open-source mahjong game, whose current Vietnamese ruleset (2026, with tests) encodes the Southern California “Vietnamese mahjong manual and reference sheets” posted on r/Mahjong in January 2026, which we could not read ourselves. Its optional variations (“mods”) carry rules some tables add.',
    settles: {
      vietnamese:
        'The pattern list and the values the guide chapter leaves out, joker coverage and the bounce in detail, the banked joker values, No Flowers No Leaves, liability, and the optional rules offered as table options.',
    },
  },
  'riichi-advanced-vietnamese-older': {
    url: 'https://github.com/EpicOrange/riichi_advanced',
    about:
      'The same game’s earlier Vietnamese ruleset and its prose documentation (2024 to early 2026), which follow MahjongPros’ beginner’s guide: an older scoring family with different values for several big patterns.',
    settles: {
      vietnamese:
        'The “older rules” values offered as table options (Big Three Dragons, Thirteen Orphans, Little Four Winds, True No Flowers No Leaves), and the rule that leftover phán are ignored.',
    },
  },
  'tsumo-vietnamese': {
    url: 'https://tsumo.io/mahjong-rules/vietnamese',
    about:
      'tsumo.io’s fixed 160-tile Vietnamese profile, said to be based on the August 2026 Vietnamese Mahjong Guide. The page itself could not be read; we rely on a published summary of it.',
    settles: {
      vietnamese:
        'A second source for many pattern values, a 1-mủn True No Flowers No Leaves, and All Four Seat Flowers (the only source that has it).',
    },
  },
  'mahjongpros-vietnamese': {
    url: 'https://mahjongpros.com/blogs/how-to-play/beginners-guide-to-vietnamese-mahjong',
    about:
      'A beginner’s guide to the Vietnamese game. Only its opening section (tiles, jokers, seat numbering) could be read.',
    settles: {
      vietnamese: 'The 160-tile set, the jokers and the seat numbers of the flower tiles.',
    },
  },
  'sloper-vietnamese': {
    about: 'Tom Sloper’s rules for the Vietnamese game. Only its first page could be read.',
    settles: {
      vietnamese:
        'The tile set and the jokers, and the 176-tile set with three copies of each joker.',
    },
  },
  'mcgill-vietnamese': {
    url: 'http://mcgillmahjong.blogspot.com/2015/08/a-quick-look-at-mahjong-around-world_6.html',
    about:
      'A blog post on the Vietnamese game. Only its section on the tiles and jokers could be read.',
    settles: { vietnamese: 'The tile set and what the jokers may stand for.' },
  },
  'reddit-additional-tiles': {
    about:
      'A forum reply on the history of the extra tiles: the joker characters, sets with two to four copies of each joker told apart by frame shape, and an optional ninth joker for any wind or dragon.',
    settles: {
      vietnamese:
        'The modern sets with several copies of each joker, and the ninth joker (the only source that has it).',
    },
  },
  'canhnongminhduc-vietnamese': {
    url: 'http://canhnongminhduc.com/pages2013/giaitri_matchuoc_2M13.php',
    about:
      'A Vietnamese-language page on ways to win. Only its section on the values of flowers and jokers could be read.',
    settles: {
      vietnamese:
        'A second source for the banked joker and flower values (it differs on Màn and on full flower sets).',
    },
  },
  'vi-wikipedia-mat-chuoc': {
    url: 'https://vi.wikipedia.org/wiki/M%E1%BA%A1t_ch%C6%B0%E1%BB%A3c',
    about:
      'The Vietnamese Wikipedia article on mahjong. Its scoring section defines phán and mủn and the zero-phán hand; the text we have stops after that.',
    settles: { vietnamese: 'Phán, mủn (6 phán) and the zero-phán Mosquito Hand.' },
  },
  'sichuan-international-rules': {
    about:
      'The rules of Sichuan Bloody mahjong as played internationally (used by the Mahjong International League), quoted and checked against other sources in dcmshi’s open-source Sichuan engine, through which we read it.',
    settles: {
      sichuan:
        'The readings offered as table options where the international rules differ: a 3- or 4-fan cap, roots only for four tiles spread over two sets, kong income refunded after shooting, added kongs paying only on a freshly drawn tile, and a 48-point flower-pig penalty paid to nobody.',
    },
  },
  'sichuan-app-rules': {
    about:
      'Rule text and option lists shipped with Chinese Sichuan mahjong game clients, of the Tencent 欢乐麻将 kind, as they appear in public game code.',
    settles: {
      sichuan:
        'The outside hand and all 2/5/8 pungs that our rules summary scores, Dragon Seven Pairs at 4 fan, caps from 2 to 5 fan, the self-draw bonus choices, and handing the shooter’s kong income to the winner.',
    },
  },
  'sichuan-chengdu-rules': {
    url: 'https://github.com/zhuxuanjian/sichuan-mahjong-calculator',
    about:
      'zhuxuanjian’s sichuan-mahjong-calculator: a design note and tests for a calculator of the traditional Chengdu game: a 4-fan cap and a self-drawn win worth 1 more fan.',
    settles: { sichuan: 'The 4-fan cap and the +1-fan self-draw, offered as table options.' },
  },
  'world-mahjong-tour-sichuan': {
    url: 'https://worldmahjongtour.live/tournament-rules-sichuan-mahjong',
    about: 'The tournament rules of the World Mahjong Tour for Sichuan mahjong.',
    settles: {
      sichuan: 'A 3-fan cap, several winners on one discard, no chows and the 108-tile set.',
    },
  },
  'riichi-advanced-sichuan': {
    url: 'https://github.com/EpicOrange/riichi_advanced',
    about: 'The same open-source game’s Sichuan Bloody ruleset and its documentation.',
    settles: { sichuan: 'A flower pig paying 16 to each other player, offered as a table option.' },
  },
  'wikipedia-hk-scoring': {
    url: 'https://en.wikipedia.org/wiki/Hong_Kong_mahjong_scoring_rules',
    about:
      'Wikipedia’s articles on Hong Kong scoring and on mahjong in general: the general faan modifiers, the minimum and limits, and the rule that of two overlapping criteria only the tighter one scores.',
    settles: {
      'hong-kong':
        'Flowers and seasons not counting toward the minimum, offered as a table option.',
      vmc: 'Flowers not counting toward the minimum (a table option).',
      'rainbow-dragon':
        'The Hong Kong counting rule that a bigger pattern replaces one it contains (a table option).',
    },
  },
  'hk-mahjong-references': {
    about:
      'Hong Kong scoring as other references and programs give it: MahjongFinder’s guide to Hong Kong scoring, the Four Winds program’s Hong Kong rules, and open-source scorers such as HSKPeter’s and smart-828’s hk-mahjong, compared item by item in our research.',
    settles: {
      'hong-kong':
        'The readings other tables play, offered as table options: a 1-faan minimum, a 10- or 8-faan cap, and concealed hand scored only on a discard win.',
      vmc: 'The same Hong Kong table options the Victoria Mahjong Club shares.',
    },
  },
  'hk-payout-tables': {
    url: 'https://github.com/yawnoc/mahjong-scorer',
    about:
      'A scorer for Hong Kong rules that sets out the half-spicy (半辣上) and spicy-spicy (辣辣上) payout multipliers and half and full responsibility; the Tile Buddy wiki’s pattern pages confirm several of the amounts.',
    settles: {
      'hong-kong':
        'The half-spicy and full-spicy payout tables shown beside our rules summary’s own settlement.',
      vmc: 'The half-spicy table, which our reconstruction of the Modern base points follows.',
    },
  },
};

/** A source's registry entry: its name and its details. */
export const sourceEntry = (id: SourceId): SourceEntry => ({ ...NAMES[id], ...DETAILS[id] });

export const SOURCE_IDS = Object.keys(NAMES) as SourceId[];

/** The sources a part of the site uses, in registry order, with what each settles there. */
export const sourcesFor = (area: SiteArea): { id: SourceId; settles: string }[] =>
  SOURCE_IDS.flatMap((id) => {
    const settles = DETAILS[id].settles[area];
    return settles ? [{ id, settles }] : [];
  });

/** The parts of the site, by name, for the Sources page. */
export const AREA_NAMES: Record<SiteArea, { name: string; href: string }> = {
  'hong-kong': { name: 'Hong Kong', href: '/hong-kong/' },
  'rainbow-dragon': { name: 'Rainbow Dragon', href: '/rainbow-dragon/' },
  vmc: { name: 'Victoria Mahjong Club', href: '/vmc/' },
  sichuan: { name: 'Sichuan Bloody', href: '/sichuan/' },
  mcr: { name: 'Chinese Official (MCR)', href: '/mcr/' },
  vietnamese: { name: 'Vietnamese', href: '/vietnamese/' },
  'how-to-play': { name: 'How to play', href: '/how-to-play/' },
};
