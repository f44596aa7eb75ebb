/**
 * The reference calculator's own test hands (summerinsects/ChineseOfficialMahjongHelper,
 * Classes/mahjong-algorithm/unit_test.cpp, the `test_points` calls of the stored version at commit
 * 105262ea8fd3357d63731c28bce4cbaf4a4b5da2), ported as data: hand string, win flags, prevalent and
 * seat wind, in the file's order. Hands are kept in the reference's notation (stringify.cpp) and
 * translated by `toOurNotation` below.
 *
 * What the file gives: unit_test.cpp prints its results and asserts none. What a case states is
 * only what it sits under: the rule-book section (the fan it illustrates), the bug its comment
 * names (a fan that was missed or wrongly added), or, for the 2023.10.27 Nine Gates block, the
 * totals its comment lists. Those stated parts are `has`, `lacks` and `stated`.
 *
 * What we add: every case's full answer, its total and its whole fan list with counts (ANSWERS),
 * counted from the rules (rules/mcr.md: §2 values, §3 shapes, §4 principles, §5 exclusions, waits
 * and flag corrections) while reviewing this port. Where two readings of the tiles reach the same
 * best total the rules do not choose between their fan lists; those cases name the other list
 * (TIES) and assert the one the scorer keeps by its tie order (src/variants/mcr/index.ts).
 * The 2023.5.13 and 2019.4.23 blocks pass WIN_FLAG_INITIAL (blessings); blessings are not scored
 * (rules/mcr.md §1, §7), so those hands are read as plain wins with the remaining flags.
 */
import type { Wind } from '../../../src/engine/tiles';

const HONOR: Record<string, string> = { E: 'E', S: 'S', W: 'W', N: 'N', C: 'RD', F: 'GD', P: 'WD' };

/**
 * Reference hand string → our notation. Reference (stringify.cpp): m characters, s bamboo, p dots
 * (the same letters as ours); honours E S W N, C red, F green, P white; `[...]` a declared pack,
 * optionally followed by a digit (older versions: `,digit`) saying whom it was claimed from; a
 * 4-tile pack with no digit is a concealed kong; the 14th standing tile is the winning tile.
 */
export function toOurNotation(ref: string): string {
  const packs: string[] = [];
  const standing: string[] = [];
  const readTiles = (s: string): string[] => {
    const out: string[] = [];
    let digits = '';
    for (const ch of s) {
      if (/[1-9]/.test(ch)) digits += ch;
      else if ('msp'.includes(ch)) {
        for (const d of digits) out.push(`${d}${ch}`);
        digits = '';
      } else if (HONOR[ch] !== undefined) out.push(HONOR[ch]);
      else if (ch !== ' ') throw new Error(`unexpected "${ch}" in ${ref}`);
    }
    if (digits) throw new Error(`digits without suit in ${ref}`);
    return out;
  };
  const re = /\[([^\]]*)\]|([^[]+)/g;
  for (const m of ref.matchAll(re)) {
    if (m[1] !== undefined) {
      // The claim digit ends the pack: "[5555p1]", "[5555p,1]", "[NNNN2]".
      const body = m[1].replace(',', '');
      const offer = /[mps]\d$|[ESWNCFP]\d$/.test(body) ? body.slice(-1) : '';
      const tiles = readTiles(offer ? body.slice(0, -1) : body);
      const concealedKong = tiles.length === 4 && offer === '';
      packs.push(concealedKong ? `{${tiles.join('')}}` : `[${tiles.join('')}]`);
    } else standing.push(...readTiles(m[2] ?? ''));
  }
  if (standing.length + packs.length * 3 !== 14) throw new Error(`${ref}: not 14 tiles`);
  const win = standing.pop() as string;
  return `${standing.join(' ')} ${packs.join(' ')} @${win}`.replace(/\s+/g, ' ').trim();
}

export type Flag = 'D' | 'S' | '4' | 'K' | 'L' | 'I';
export interface Case {
  /** What the case checks: the comment or rule-book section of unit_test.cpp it sits under. */
  about: string;
  hand: string;
  /** D discard, S self-drawn, 4 fourth tile (WIN_FLAG_LAST_TILE), K kong-related, L wall's last tile, I initial (blessings). */
  flags: Flag[];
  prevalent?: Wind;
  seat?: Wind;
  has?: string[];
  lacks?: string[];
  /** A total the file's comment or the fact sheet (rules/mcr.md §3, §7) states for the hand. */
  stated?: number;
  /** The table options the case is scored under, if any. */
  options?: Record<string, unknown>;
}

const WAITS = ['edge-wait', 'closed-wait', 'single-wait'];
const NEXT: Record<Wind, Wind> = { E: 'S', S: 'W', W: 'N', N: 'E' };

const c = (about: string, hand: string, flags: Flag[], extra: Partial<Case> = {}): Case => ({
  about,
  hand,
  flags,
  ...extra,
});
const D: Flag[] = ['D'];
const S: Flag[] = ['S'];

const BLESSING = 'blessing-era case (2023.5.13): blessings are not scored, read as a plain win';
const SPLIT = 'splitting Pure Shifted Chows (2023.5.12)';
const TIE = 'equal totals across readings: which reading is kept (2022.3.7)';
const HEAVEN = 'Heavenly Hand questions (2019.4.23): blessings are not scored, read as a plain win';
const BASIC = 'basic test block';

/** A case's key in ANSWERS: its hand, its flags and any table option. */
export const answerKey = (k: Case): string =>
  `${k.hand} ${k.flags.join('')}${k.options ? ` ${JSON.stringify(k.options)}` : ''}`;

/**
 * Every case's answer, counted from the rules: [total, the fans that count, sorted, "xN" for a fan
 * counted N times]. Flowers are not part of these hands.
 */
export const ANSWERS: Readonly<Record<string, readonly [number, string]>> = {
  '[345m3]258m1488s369p7s D': [14, 'all-chows, knitted-straight'],
  '[345m3]258m1477s369p7s D': [15, 'all-chows, knitted-straight, single-wait'],
  '[345m3]258m1478s369p8s D': [15, 'all-chows, knitted-straight, single-wait'],
  '11112345678999p IS': [
    47,
    'full-flush, fully-concealed-hand, pung-of-terminals-or-honors, pure-straight, tile-hog',
  ],
  '11122345678999p IS': [
    33,
    'full-flush, fully-concealed-hand, pung-of-terminals-or-honors x2, short-straight, two-concealed-pungs',
  ],
  '11123345678999p IS': [
    30,
    'full-flush, fully-concealed-hand, pung-of-terminals-or-honors, short-straight',
  ],
  '11123445678999p IS': [
    30,
    'full-flush, fully-concealed-hand, pung-of-terminals-or-honors, short-straight',
  ],
  '11123455678999p IS': [
    32,
    'full-flush, fully-concealed-hand, pung-of-terminals-or-honors x2, two-concealed-pungs',
  ],
  '4445677m777s777p7m D': [22, 'all-simples, concealed-hand, triple-pung, two-concealed-pungs'],
  '4456777m444s444p4m D': [22, 'all-simples, concealed-hand, triple-pung, two-concealed-pungs'],
  '[678s3]147m5888s369p2s D': [16, 'all-chows, knitted-straight, tile-hog'],
  '147m258s3666789p6p D': [18, 'all-chows, concealed-hand, knitted-straight, tile-hog'],
  '[666p]147m258s3779p6p D': [19, 'knitted-straight, last-tile, no-honors, tile-hog'],
  '[666m]3556m147s258p9m D': [15, 'knitted-straight, no-honors, tile-hog'],
  '3569m258s122247p5m D': [16, 'concealed-hand, knitted-straight, no-honors, single-wait'],
  '2222444466688m3m D': [
    48,
    'all-simples, concealed-hand, full-flush, three-concealed-pungs, tile-hog x2',
  ],
  'EEESSCCCFFFPPP IS': [
    221,
    'all-honors, big-three-dragons, four-concealed-pungs, prevalent-wind, seat-wind, self-drawn',
  ],
  'EEESSCCCFFFPPP ID': [
    174,
    'all-honors, big-three-dragons, concealed-hand, prevalent-wind, seat-wind, three-concealed-pungs',
  ],
  'EESSSCCCFFFPPP IS': [
    221,
    'all-honors, big-three-dragons, four-concealed-pungs, prevalent-wind, seat-wind, self-drawn',
  ],
  'EESSSCCCFFFPPP ID': [
    174,
    'all-honors, big-three-dragons, concealed-hand, prevalent-wind, seat-wind, three-concealed-pungs',
  ],
  '67m44678s345678p5m IS': [
    10,
    'all-chows, all-simples, fully-concealed-hand, mixed-double-chow, short-straight',
  ],
  '456789m456s4568p8p ID': [
    14,
    'all-chows, concealed-hand, mixed-triple-chow, short-straight, single-wait',
  ],
  '24m345567s22456p3m IS': [
    15,
    'all-chows, all-simples, closed-wait, fully-concealed-hand, mixed-shifted-chows',
  ],
  '78m123456s12399p9m IS': [
    15,
    'all-chows, fully-concealed-hand, mixed-double-chow, mixed-straight',
  ],
  '234m23344599s123p IS': [
    14,
    'all-chows, edge-wait, fully-concealed-hand, mixed-double-chow, mixed-shifted-chows',
  ],
  '337788s5566pNNNN ID': [27, 'one-voided-suit, seven-pairs, tile-hog'],
  '33469m258s147pWW2m ID': [14, 'concealed-hand, knitted-straight'],
  '23358m14447s369p4s IS': [19, 'fully-concealed-hand, knitted-straight, no-honors, tile-hog'],
  '147m3669s122358p6s IS': [19, 'all-chows, fully-concealed-hand, knitted-straight, single-wait'],
  '369m258s147pEEPPE IS': [
    26,
    'all-types, fully-concealed-hand, knitted-straight, prevalent-wind, seat-wind',
  ],
  '1233369m147s258p3m D': [19, 'all-chows, concealed-hand, edge-wait, knitted-straight, tile-hog'],
  '2333469m147s258p3m D': [
    19,
    'all-chows, closed-wait, concealed-hand, knitted-straight, tile-hog',
  ],
  '3369m147s258pEEE3m D': [
    19,
    'concealed-hand, knitted-straight, prevalent-wind, seat-wind, single-wait',
  ],
  '1223358m147s369p3m D': [17, 'all-chows, concealed-hand, edge-wait, knitted-straight'],
  '2233458m147s369p3m D': [17, 'all-chows, closed-wait, concealed-hand, knitted-straight'],
  '2358m147s369pEEE3m D': [
    19,
    'concealed-hand, knitted-straight, prevalent-wind, seat-wind, single-wait',
  ],
  '12233445667pWW8p S': [
    27,
    'fully-concealed-hand, half-flush, pure-shifted-chows, short-straight',
  ],
  '[456s2][234s3]1223678s2s D': [
    46,
    'all-chows, closed-wait, full-flush, pure-shifted-chows, short-straight, tile-hog',
  ],
  '[789s3]33m34566778s5s D': [20, 'all-chows, one-voided-suit, pure-shifted-chows, short-straight'],
  '[234p3]1134557789p6p D': [
    44,
    'all-chows, closed-wait, full-flush, pure-shifted-chows, short-straight',
  ],
  '[345m2][456m]1123468m7m S': [
    45,
    'all-chows, closed-wait, full-flush, pure-shifted-chows, self-drawn, short-straight',
  ],
  '[678p3][234p3]1145678p9p D': [43, 'all-chows, full-flush, pure-shifted-chows, short-straight'],
  '[567m]2333445667m8m D': [
    45,
    'all-chows, all-simples, full-flush, pure-shifted-chows, short-straight',
  ],
  '1123445567789p3p S': [
    47,
    'all-chows, full-flush, fully-concealed-hand, pure-shifted-chows, short-straight',
  ],
  '[789p3][678p2][567p]1134p2p S': [
    44,
    'all-chows, full-flush, pure-shifted-chows, self-drawn, short-straight',
  ],
  '12333445678sFF2s D': [25, 'concealed-hand, half-flush, pure-shifted-chows, short-straight'],
  '[678p]34556778pNN9p S': [24, 'half-flush, pure-shifted-chows, self-drawn, short-straight'],
  '44556m445566s55p6m S': [
    49,
    'all-chows, all-fives, fully-concealed-hand, middle-tiles, mixed-double-chow, pure-double-chow x2',
  ],
  '445566m5s445566p5s D': [
    48,
    'all-chows, all-fives, concealed-hand, middle-tiles, mixed-double-chow, pure-double-chow x2, single-wait',
  ],
  '[678p]55s222333444p D': [29, 'all-chows, all-simples, one-voided-suit, pure-triple-chow'],
  '[CCC]11123444789p D': [9, 'dragon-pung, half-flush, pung-of-terminals-or-honors'],
  '[CCC]11123444456p D': [11, 'dragon-pung, half-flush, pung-of-terminals-or-honors, tile-hog'],
  '[CCC]12366678999p D': [9, 'dragon-pung, half-flush, two-terminal-chows'],
  '[CCC]45666678999p D': [11, 'dragon-pung, half-flush, short-straight, tile-hog'],
  'PPP11123444p231m D': [
    8,
    'concealed-hand, dragon-pung, one-voided-suit, pung-of-terminals-or-honors, two-concealed-pungs',
  ],
  'PPP66678999p789m D': [
    8,
    'concealed-hand, dragon-pung, mixed-double-chow, one-voided-suit, two-concealed-pungs',
  ],
  '1112345678999p9p IS': [107, 'nine-gates, pure-straight, self-drawn, tile-hog'],
  '1112345678999p9p S': [107, 'nine-gates, pure-straight, self-drawn, tile-hog'],
  '1112345678999p9p ID': [106, 'nine-gates, pure-straight, tile-hog'],
  '123456m45679p66s8p IS': [
    10,
    'all-chows, closed-wait, fully-concealed-hand, mixed-double-chow, short-straight x2',
  ],
  '123456m45679p66s8p S': [
    10,
    'all-chows, closed-wait, fully-concealed-hand, mixed-double-chow, short-straight x2',
  ],
  '123456m45679p66s8p ID': [
    8,
    'all-chows, closed-wait, concealed-hand, mixed-double-chow, short-straight x2',
  ],
  '[234s][234s][234s][234s]6s6s D4': [
    170,
    'all-chows, all-green, all-simples, full-flush, melded-hand, quadruple-chow',
  ],
  '1122233334444s2s D': [88, 'all-chows, concealed-hand, full-flush, lower-four, quadruple-chow'],
  '33469m258s147pWW2m D': [14, 'concealed-hand, knitted-straight'],
  '234s2233445678p8p D': [
    10,
    'all-chows, all-simples, concealed-hand, mixed-double-chow, one-voided-suit, pure-double-chow, short-straight',
  ],
  '[123m][789p]789s1299p3p D': [
    10,
    'all-chows, edge-wait, mixed-double-chow x2, outside-hand, two-terminal-chows',
  ],
  '112233456789mEE D': [
    26,
    'concealed-hand, half-flush, pure-double-chow, pure-straight, single-wait',
  ],
  '123445566789sSS D': [
    26,
    'concealed-hand, half-flush, pure-double-chow, pure-straight, single-wait',
  ],
  '123456778899pWW D': [
    26,
    'concealed-hand, half-flush, pure-double-chow, pure-straight, single-wait',
  ],
  '[2222s][3333s][5555p1]67mEE8m D': [34, 'three-kongs, two-concealed-pungs'],
  'EESSWWNNCCFFPP D': [88, 'all-honors, seven-pairs'],
  '[EEE][WWW][NNN]11sSS1s D': [
    106,
    'all-terminals-and-honors, half-flush, little-four-winds, prevalent-wind, seat-wind',
  ],
  '1122355778899m3m D': [67, 'concealed-hand, edge-wait, pure-terminal-chows'],
  '1123355778899s2s D': [67, 'closed-wait, concealed-hand, pure-terminal-chows'],
  '1122335778899p5p D': [67, 'concealed-hand, pure-terminal-chows, single-wait'],
  '445566m2277779s8s D': [
    7,
    'concealed-hand, no-honors, one-voided-suit, pure-double-chow, tile-hog',
  ],
  '445566m445566s5p5p S': [
    50,
    'all-chows, all-fives, fully-concealed-hand, middle-tiles, mixed-double-chow, pure-double-chow x2, single-wait',
  ],
  '[EEEE]22233344m44s4m S': [
    96,
    'concealed-kong, four-concealed-pungs, one-voided-suit, prevalent-wind, pure-shifted-pungs, seat-wind, self-drawn',
  ],
  '[1111p1]23477m23457p6p S': [
    8,
    'closed-wait, melded-kong, mixed-double-chow, no-honors, one-voided-suit, pung-of-terminals-or-honors, self-drawn, short-straight',
  ],
  '[222p][123m]456s78pFF9p D': [8, 'mixed-straight'],
  '[222p][123m]456s78pFF6p D': [8, 'chicken-hand'],
  '1112345678999p9p D': [106, 'nine-gates, pure-straight, tile-hog'],
  '1122335578899s7s D': [67, 'concealed-hand, edge-wait, pure-terminal-chows'],
  '1112223335589s7s D': [
    68,
    'concealed-hand, edge-wait, full-flush, pung-of-terminals-or-honors, pure-shifted-pungs, three-concealed-pungs',
  ],
  '12389m123789s55p7m D': [19, 'concealed-hand, edge-wait, three-suited-terminal-chows'],
  '78899m123789s55p7m D': [
    8,
    'all-chows, concealed-hand, edge-wait, mixed-double-chow, pure-double-chow, two-terminal-chows',
  ],
  '24m22s223344567p3m D': [
    10,
    'all-chows, all-simples, closed-wait, concealed-hand, mixed-double-chow, pure-double-chow, short-straight',
  ],
  '1223334m445566p3m D': [
    9,
    'all-chows, concealed-hand, edge-wait, one-voided-suit, pure-double-chow, tile-hog',
  ],
  '1122344556677s3s D': [88, 'seven-shifted-pairs'],
  '1112223344455p3p D': [
    99,
    'concealed-hand, four-pure-shifted-pungs, full-flush, pung-of-terminals-or-honors, reversible-tiles, three-concealed-pungs',
  ],
  '69m258s17pEWNCFP3m D': [12, 'lesser-honors-and-knitted-tiles'],
  '69m258s1pESWNCFP3m D': [24, 'greater-honors-and-knitted-tiles'],
  '69m258s147pWNCFP3m D': [24, 'knitted-straight, lesser-honors-and-knitted-tiles'],
  '2358m369s145677p3m D': [17, 'all-chows, concealed-hand, knitted-straight, single-wait'],
  '12789m123789s77p3m D': [
    8,
    'all-chows, concealed-hand, edge-wait, mixed-double-chow x2, two-terminal-chows',
  ],
  '2223344555667m4m D': [
    62,
    'all-chows, all-simples, concealed-hand, four-pure-shifted-chows, full-flush',
  ],
  '2223344555667m4m S': [
    64,
    'all-chows, all-simples, four-pure-shifted-chows, full-flush, fully-concealed-hand',
  ],
  '[EEEE][CCCC][FFFF][PPPP]NN SKL': [
    324,
    'all-honors, big-three-dragons, four-concealed-pungs, four-kongs, last-tile-draw, out-with-replacement-tile, prevalent-wind, seat-wind',
  ],
  '[1111p][2222p][3333p]111s1m1m S': [
    150,
    'double-pung, four-concealed-pungs, lower-tiles, pung-of-terminals-or-honors x2, pure-shifted-pungs, self-drawn, single-wait, three-kongs',
  ],
  '445566m5566p556s6s S': [49, 'middle-tiles, self-drawn, seven-pairs'],
  '1111222233334s4s D': [88, 'all-chows, concealed-hand, full-flush, lower-four, quadruple-chow'],
  '12378m123pCCPPP9m D4': [
    15,
    'concealed-hand, dragon-pung, last-tile, mixed-double-chow, one-voided-suit, outside-hand, two-terminal-chows',
  ],
  '[EEE][WWW]SSSNNCCN D': [152, 'all-honors, big-four-winds'],
  '[EEE][WWW]99mSSSNNN D': [126, 'all-terminals-and-honors, big-four-winds, half-flush'],
  '[EEE][WWW]33sSSSNNN D': [94, 'big-four-winds, half-flush'],
  '[CCC][PPP]11m99pFFF1m D': [121, 'all-terminals-and-honors, big-three-dragons, one-voided-suit'],
  '[CCC][PPP]EEWWFFFE D': [156, 'all-honors, big-three-dragons, prevalent-wind, seat-wind'],
  '[CCC][PPP]5556sFFF4s D': [94, 'big-three-dragons, half-flush'],
  '[234s]23466888sFF6s D': [89, 'all-green, pure-double-chow'],
  '[234s]22334666sFF4s D': [112, 'all-green, pure-triple-chow'],
  '[222s][444s]3366688s3s D': [
    144,
    'all-green, all-pungs, all-simples, full-flush, pure-shifted-pungs',
  ],
  '223344668888sFF D': [114, 'all-green, seven-pairs, tile-hog'],
  '1112345678999m9m D': [106, 'nine-gates, pure-straight, tile-hog'],
  '[2222s1][5555m2][7777p3][EEEE]CC S': [
    99,
    'all-types, four-kongs, prevalent-wind, seat-wind, self-drawn',
  ],
  '[1111m1][2222s2][3333p3][1111s1]4m4m S': [
    113,
    'double-pung, four-kongs, lower-four, mixed-shifted-pungs, pung-of-terminals-or-honors x2, self-drawn',
  ],
  '[7777p1][NNNN2][CCCC3][3333p1]5p5p S': [
    98,
    'dragon-pung, four-kongs, half-flush, pung-of-terminals-or-honors, self-drawn',
  ],
  '1122334455667m7m D': [88, 'seven-shifted-pairs'],
  '2233445566778p8p D': [90, 'all-simples, seven-shifted-pairs'],
  '19m19s19pESWNCFPN D': [88, 'thirteen-orphans'],
  '[111m][111s][999m]99s1p1p9s D': [64, 'all-terminals'],
  '[EEE][WWW][NNN]23sSS1s D': [
    78,
    'half-flush, little-four-winds, outside-hand, prevalent-wind, seat-wind',
  ],
  '[WWW][SSS][NNN]EEPPP D': [130, 'all-honors, dragon-pung, little-four-winds'],
  '[CCC][FFF]11199pPP9p D': [102, 'all-terminals-and-honors, half-flush, little-three-dragons'],
  '[CCC][FFF]23s111pPP1s D': [
    70,
    'little-three-dragons, one-voided-suit, outside-hand, pung-of-terminals-or-honors',
  ],
  '[CCC][FFF]EEENNPPN D': [132, 'all-honors, little-three-dragons, prevalent-wind, seat-wind'],
  '[CCC][PPP]EEESSNNS D': [74, 'all-honors, prevalent-wind, seat-wind, two-dragon-pungs'],
  '3444m222s222333p3m D': [
    88,
    'all-simples, double-pung, four-concealed-pungs, lower-four, mixed-shifted-pungs',
  ],
  '1223355778899s1s D': [66, 'concealed-hand, pure-terminal-chows'],
  '[123m][123m]1122334m4m D': [86, 'all-chows, full-flush, lower-four, quadruple-chow'],
  '[111p][222p][333p]22s44p4p D': [
    69,
    'four-pure-shifted-pungs, lower-four, pung-of-terminals-or-honors, reversible-tiles',
  ],
  '[123m][234m][345m]1145m6m D': [58, 'all-chows, four-pure-shifted-chows, full-flush'],
  '[123s][345s][567s]78s55p9s D': [35, 'all-chows, four-pure-shifted-chows, one-voided-suit'],
  '[2222m1][3333m2][4444m3]2233s2s D': [
    79,
    'all-pungs, all-simples, double-pung, lower-four, one-voided-suit, pure-shifted-pungs, three-kongs',
  ],
  '[EEE][111m][999s]99pCC9p D': [
    44,
    'all-terminals-and-honors, all-types, double-pung, prevalent-wind, seat-wind',
  ],
  '33m22s77pEENCCPPN S': [31, 'all-types, self-drawn, seven-pairs'],
  '33336688m22557s7s D': [29, 'all-simples, one-voided-suit, seven-pairs, tile-hog'],
  '1199m1199s11999p9p D': [90, 'all-terminals, seven-pairs, tile-hog'],
  '17m36s25pESWNCFP9s S': [25, 'greater-honors-and-knitted-tiles, self-drawn'],
  '[222m][444s][666p]4488p8p D': [24, 'all-even-pungs'],
  '[222m][222s][222p]44m44s4m D': [52, 'all-even-pungs, lower-four, triple-pung'],
  '[666m][666s][666p]88m22s8m D': [40, 'all-even-pungs, triple-pung'],
  '[111m]2223334449m9m D': [
    90,
    'four-pure-shifted-pungs, full-flush, pung-of-terminals-or-honors, single-wait, three-concealed-pungs',
  ],
  '[123s]1112223334s4s D': [86, 'all-chows, full-flush, lower-four, quadruple-chow'],
  '[789p]1234567899p9p D': [45, 'all-chows, full-flush, pure-double-chow, pure-straight, tile-hog'],
  '[456m][456m][456m]4556p5p D': [
    69,
    'all-chows, all-fives, closed-wait, middle-tiles, mixed-double-chow, one-voided-suit, pure-triple-chow',
  ],
  '[222s][333s][444s]2233p3p D': [
    47,
    'all-pungs, all-simples, double-pung, lower-four, one-voided-suit, pure-shifted-pungs',
  ],
  '[789m][789s][789p]7899p9p D': [
    41,
    'all-chows, mixed-triple-chow, outside-hand, pure-double-chow, tile-hog, upper-tiles',
  ],
  '[777s][888m][777p]99m88s9m D': [
    33,
    'all-pungs, double-pung, pung-of-terminals-or-honors, upper-tiles',
  ],
  '[789m][789s][888s]88m88p8p D': [29, 'double-pung, mixed-double-chow, tile-hog, upper-tiles'],
  '[456s][444s][555s]66s66p6s D': [
    55,
    'middle-tiles, one-voided-suit, pure-shifted-pungs, tile-hog x3',
  ],
  '[123p][123m][123s]2333s1s D': [
    37,
    'all-chows, lower-tiles, mixed-triple-chow, pure-double-chow, tile-hog',
  ],
  '[123m][456m][789m]2377m1m D': [43, 'all-chows, full-flush, pure-double-chow, pure-straight'],
  '[123s][456s][789s]6688p6p D': [18, 'no-honors, one-voided-suit, pure-straight'],
  '[123p][789p]12378m55s9m D': [16, 'three-suited-terminal-chows'],
  '[123p][234p][345p]2234s2s D': [
    20,
    'all-chows, mixed-double-chow, one-voided-suit, pure-shifted-chows',
  ],
  '[123s][345s][567s]2345s2s D': [
    43,
    'all-chows, full-flush, pure-double-chow, pure-shifted-chows',
  ],
  '[123m]345567m77s88p8p D': [17, 'no-honors, pure-shifted-chows'],
  '[456p][456s][456m]4555m6m D': [
    53,
    'all-chows, all-fives, middle-tiles, mixed-triple-chow, pure-double-chow, tile-hog',
  ],
  '[345m][456m][555p]55m55s5s D': [20, 'all-fives, double-pung, tile-hog'],
  '[333p][333m]44m23333s4s D': [32, 'all-simples, lower-four, tile-hog, triple-pung'],
  '[111m][111p][111s]99s99p9p D': [80, 'all-terminals, triple-pung'],
  '999m11s99pEEECCC1s D': [
    62,
    'all-terminals-and-honors, all-types, concealed-hand, dragon-pung, prevalent-wind, seat-wind, three-concealed-pungs',
  ],
  '[123s]4445777888s5s D': [40, 'full-flush, three-concealed-pungs'],
  '258m147s36pESWFPC D': [12, 'lesser-honors-and-knitted-tiles'],
  '147m39s258pEWCFPN D': [12, 'lesser-honors-and-knitted-tiles'],
  '147m258s369pSWNCF D': [24, 'knitted-straight, lesser-honors-and-knitted-tiles'],
  '23358m14447s369p4s D': [17, 'concealed-hand, knitted-straight, no-honors, tile-hog'],
  '147m3669s122358p6s D': [17, 'all-chows, concealed-hand, knitted-straight, single-wait'],
  '369m258s147pEEPPE D': [
    24,
    'all-types, concealed-hand, knitted-straight, prevalent-wind, seat-wind',
  ],
  '[789s][678p][777p]78m99s9m D': [15, 'mixed-double-chow, tile-hog, upper-four'],
  '[666s][666p][666m]7788p7p D': [36, 'all-pungs, all-simples, triple-pung, upper-four'],
  '[111s][222s]22m33344s4s D': [
    62,
    'four-pure-shifted-pungs, lower-four, one-voided-suit, pung-of-terminals-or-honors',
  ],
  '[EEE][SSS][WWW]99m99s9m D': [
    49,
    'all-terminals-and-honors, big-three-winds, one-voided-suit, prevalent-wind, seat-wind',
  ],
  '[SSS][WWW][NNN]2345m5m D': [18, 'big-three-winds, half-flush'],
  '[SSS][WWW]NNNCCFFC D': [78, 'all-honors, big-three-winds, dragon-pung'],
  '[123s][456p]789m23s88p1s D': [11, 'all-chows, mixed-straight, pure-double-chow'],
  '[123m][456s][789p]77m45p6p D': [11, 'all-chows, mixed-double-chow, mixed-straight'],
  '[123p][234p][345p]8899p8p D': [48, 'full-flush, pure-shifted-chows, reversible-tiles'],
  '[234p][234p][234p]1123p4p D': [
    98,
    'all-chows, full-flush, last-tile, lower-four, quadruple-chow, reversible-tiles',
  ],
  '[345p][345p][456s]4555s6s D': [
    30,
    'all-chows, all-fives, pure-double-chow x2, reversible-tiles, tile-hog',
  ],
  '[234p][456s][888p]88sPP8s D': [10, 'double-pung, reversible-tiles'],
  '[111p][222p][333p]4455p4p D': [
    81,
    'four-pure-shifted-pungs, full-flush, pung-of-terminals-or-honors, reversible-tiles',
  ],
  '[222s][456s]4555888s6s D': [
    37,
    'all-simples, full-flush, pure-double-chow, reversible-tiles, tile-hog',
  ],
  '[888p][999p][999s]88sPPP D': [
    20,
    'all-pungs, double-pung, dragon-pung, pung-of-terminals-or-honors x2, reversible-tiles',
  ],
  '1122334455889p9p D': [56, 'full-flush, reversible-tiles, seven-pairs'],
  '[345s][345p][345m]4456m4m D': [14, 'all-chows, all-simples, mixed-triple-chow, tile-hog'],
  '[678m][678s][678p]99s67p8p D': [
    23,
    'all-chows, mixed-triple-chow, pure-double-chow, upper-four',
  ],
  '[222p][333s][444m]22m33p3p D': [
    30,
    'all-pungs, all-simples, double-pung, lower-four, mixed-shifted-pungs',
  ],
  '[777m][888s][999p]99m78p9p D': [
    39,
    'last-tile, mixed-shifted-pungs, pung-of-terminals-or-honors, tile-hog, upper-tiles',
  ],
  '[123p][444s][789m]34pCC2p D': [8, 'chicken-hand'],
  '[888m][888p]888sEEPPP D': [30, 'all-pungs, all-types, dragon-pung, triple-pung'],
  '[123m][234m]34578mCC9m D': [23, 'half-flush, pure-shifted-chows, two-terminal-chows'],
  '[123s][234m][345p]55m45s6s D': [9, 'all-chows, mixed-shifted-chows, short-straight'],
  '[123m][456p]789sNNFFF D': [16, 'all-types, dragon-pung, mixed-straight'],
  '[2222m1][456p][678p][888s]6m6m D': [9, 'all-simples, melded-hand, melded-kong'],
  '[CCC][FFF]12378m88s9m D': [8, 'one-voided-suit, two-dragon-pungs, two-terminal-chows'],
  '[123m][123m][111p]11s11m1s D': [
    35,
    'double-pung, lower-tiles, outside-hand, pung-of-terminals-or-honors x2, pure-double-chow, tile-hog',
  ],
  '[789p][789m]7788999s9s D': [
    41,
    'all-chows, mixed-triple-chow, outside-hand, pure-double-chow, tile-hog, upper-tiles',
  ],
  '[123m][123m][789m]78mCC9m D': [
    13,
    'half-flush, outside-hand, pure-double-chow x2, two-terminal-chows',
  ],
  '[123m][123p]999m78pEE9p D': [
    8,
    'mixed-double-chow, one-voided-suit, outside-hand, pung-of-terminals-or-honors, two-terminal-chows',
  ],
  '234m4468s345678p7s S': [
    11,
    'all-chows, all-simples, closed-wait, fully-concealed-hand, mixed-double-chow, short-straight',
  ],
  '[4444p1][4444m1][CCC]1133m1m D': [
    16,
    'all-pungs, double-pung, dragon-pung, one-voided-suit, pung-of-terminals-or-honors, two-melded-kongs',
  ],
  '234567m66s34567p8p D': [8, 'all-chows, all-simples, concealed-hand, short-straight x2'],
  '234m456789s3477p5p D': [11, 'all-chows, concealed-hand, mixed-shifted-chows, short-straight'],
  '[789p][789s][789m]77m33p7m D': [11, 'mixed-triple-chow, no-honors, tile-hog'],
  '[222m][555m][555s]4488p8p D': [10, 'all-pungs, all-simples, double-pung'],
  '[9999p]1255789m999s3m D': [
    13,
    'concealed-hand, concealed-kong, double-pung, edge-wait, no-honors, pung-of-terminals-or-honors x2, two-concealed-pungs, two-terminal-chows',
  ],
  '234m456777s3444p5p D': [10, 'all-simples, concealed-hand, mixed-shifted-chows'],
  '[1111p1][456s]2789s456p2s S': [
    8,
    'melded-kong, mixed-double-chow, no-honors, one-voided-suit, pung-of-terminals-or-honors, self-drawn, short-straight, single-wait',
  ],
  '[789m][789s][789p]77s78p9p D': [
    35,
    'all-chows, mixed-triple-chow, pure-double-chow, upper-tiles',
  ],
  '[123s][123m][123p]2333m1m D': [
    37,
    'all-chows, lower-tiles, mixed-triple-chow, pure-double-chow, tile-hog',
  ],
  '223344668888sFF D {"strict1998":true}': [32, 'half-flush, seven-pairs, tile-hog'],
  '[1111s][EEEE1][SSS][789m]8m8m S': [
    14,
    'concealed-kong-and-melded-kong, one-voided-suit, prevalent-wind, pung-of-terminals-or-honors x2, seat-wind, self-drawn, single-wait',
  ],
  '[1111s][EEEE1][SSS][789m]8m8m S {"kongCombination":"separate"}': [
    12,
    'concealed-kong, melded-kong, one-voided-suit, prevalent-wind, pung-of-terminals-or-honors x2, seat-wind, self-drawn, single-wait',
  ],
};

/**
 * The hands whose tiles have another reading at the same best total, with that reading's fan list:
 * "high over low" (rules/mcr.md §4) only asks for the highest total, so the choice between the two
 * lists is the scorer's tie order, not a rule.
 */
export const TIES: Readonly<Record<string, string>> = {
  '4445677m777s777p7m D': 'all-simples, concealed-hand, double-pung, three-concealed-pungs',
  '4456777m444s444p4m D': 'all-simples, concealed-hand, double-pung, three-concealed-pungs',
  '44556m445566s55p6m S': 'middle-tiles, self-drawn, seven-pairs',
  '445566m5s445566p5s D': 'middle-tiles, seven-pairs',
  '[678p]55s222333444p D': 'all-simples, one-voided-suit, pure-shifted-pungs, two-concealed-pungs',
  '[CCC]11123444789p D': 'dragon-pung, half-flush, two-terminal-chows',
  '[CCC]11123444456p D': 'dragon-pung, half-flush, short-straight, tile-hog',
  '[CCC]12366678999p D': 'dragon-pung, half-flush, pung-of-terminals-or-honors',
  '[CCC]45666678999p D': 'dragon-pung, half-flush, pung-of-terminals-or-honors, tile-hog',
  'PPP11123444p231m D':
    'concealed-hand, dragon-pung, mixed-double-chow, one-voided-suit, two-concealed-pungs',
  'PPP66678999p789m D':
    'concealed-hand, dragon-pung, one-voided-suit, pung-of-terminals-or-honors, two-concealed-pungs',
};

export const CASES: Case[] = [
  // Knitted straight edge/closed/single problem, 2023.10.29.
  // With one declared set, Single Wait scores for a winning tile outside the straight, or for a
  // straight tile held three times (it was also the pair's wait); a lone straight tile gets no wait fan.
  c('knitted straight wait fans (2023.10.29)', '[345m3]258m1488s369p7s', D, {
    has: ['knitted-straight'],
    lacks: WAITS,
  }),
  c('knitted straight wait fans (2023.10.29)', '[345m3]258m1477s369p7s', D, {
    has: ['knitted-straight', 'single-wait'],
  }),
  c('knitted straight wait fans (2023.10.29)', '[345m3]258m1478s369p8s', D, {
    has: ['knitted-straight', 'single-wait'],
  }),
  // Nine Gates on a Heavenly Hand, 2023.10.27: the comment gives "not supported: 47 33 30 30 32", the
  // totals when the fourteen dealt tiles are not read as Nine Gates, i.e. a plain self-drawn win on the last tile.
  c(
    'Nine Gates shape won on a tile that breaks it scores 47 (2023.10.27 comment)',
    '11112345678999p',
    ['I', 'S'],
    { stated: 47, lacks: ['nine-gates'] },
  ),
  c(
    'Nine Gates shape won on a tile that breaks it scores 33 (2023.10.27 comment)',
    '11122345678999p',
    ['I', 'S'],
    { stated: 33, lacks: ['nine-gates'] },
  ),
  c(
    'Nine Gates shape won on a tile that breaks it scores 30 (2023.10.27 comment)',
    '11123345678999p',
    ['I', 'S'],
    { stated: 30, lacks: ['nine-gates'] },
  ),
  c(
    'Nine Gates shape won on a tile that breaks it scores 30 (2023.10.27 comment)',
    '11123445678999p',
    ['I', 'S'],
    { stated: 30, lacks: ['nine-gates'] },
  ),
  c(
    'Nine Gates shape won on a tile that breaks it scores 32 (2023.10.27 comment)',
    '11123455678999p',
    ['I', 'S'],
    { stated: 32, lacks: ['nine-gates'] },
  ),
  // Prefer Triple Pung, 2023.9.2.
  c('Triple Pung reading preferred (2023.9.2)', '4445677m777s777p7m', D, { has: ['triple-pung'] }),
  c('Triple Pung reading preferred (2023.9.2)', '4456777m444s444p4m', D, { has: ['triple-pung'] }),
  // Knitted straight and Tile Hog, 2023.5.30 (Tile Hog: all four copies used without a kong, §5).
  c('Tile Hog with a knitted straight (2023.5.30)', '[678s3]147m5888s369p2s', D, {
    has: ['knitted-straight', 'tile-hog'],
  }),
  c('Tile Hog with a knitted straight (2023.5.30)', '147m258s3666789p6p', D, {
    has: ['knitted-straight', 'tile-hog'],
  }),
  c('Tile Hog with a knitted straight (2023.5.30)', '[666p]147m258s3779p6p', D, {
    has: ['knitted-straight', 'tile-hog'],
  }),
  c('Tile Hog with a knitted straight (2023.5.30)', '[666m]3556m147s258p9m', D, {
    has: ['knitted-straight', 'tile-hog'],
  }),
  c(
    'no Tile Hog with a knitted straight when no tile has four copies (2023.5.30)',
    '3569m258s122247p5m',
    D,
    { has: ['knitted-straight'], lacks: ['tile-hog'] },
  ),
  // Still the edge/closed/single problem, 2023.5.20.
  c('wait fans (2023.5.20)', '2222444466688m3m', D, { has: ['full-flush'] }),
  // Blessings, 2023.5.13 (the author's own addition; not scored here).
  c(BLESSING, 'EEESSCCCFFFPPP', ['I', 'S'], { has: ['big-three-dragons'] }),
  c(BLESSING, 'EEESSCCCFFFPPP', ['I', 'D'], { has: ['big-three-dragons'] }),
  c(BLESSING, 'EESSSCCCFFFPPP', ['I', 'S'], {
    prevalent: 'S',
    seat: 'S',
    has: ['big-three-dragons'],
  }),
  c(BLESSING, 'EESSSCCCFFFPPP', ['I', 'D'], {
    prevalent: 'S',
    seat: 'S',
    has: ['big-three-dragons'],
  }),
  c(BLESSING, '67m44678s345678p5m', ['I', 'S'], { prevalent: 'E', seat: 'N' }),
  c(BLESSING, '456789m456s4568p8p', ['I', 'D'], { prevalent: 'E', seat: 'W' }),
  c(BLESSING, '24m345567s22456p3m', ['I', 'S'], { prevalent: 'S', seat: 'S' }),
  c(BLESSING, '78m123456s12399p9m', ['I', 'S'], { prevalent: 'W', seat: 'N' }),
  c(BLESSING, '234m23344599s123p', ['I', 'S'], { prevalent: 'W', seat: 'E' }),
  c(BLESSING, '337788s5566pNNNN', ['I', 'D'], {
    prevalent: 'E',
    seat: 'S',
    has: ['seven-pairs', 'tile-hog'],
  }),
  c(BLESSING, '33469m258s147pWW2m', ['I', 'D'], {
    prevalent: 'E',
    seat: 'S',
    has: ['knitted-straight'],
  }),
  c(BLESSING, '23358m14447s369p4s', ['I', 'S'], { has: ['knitted-straight'] }),
  c(BLESSING, '147m3669s122358p6s', ['I', 'S'], {
    prevalent: 'E',
    seat: 'S',
    has: ['knitted-straight'],
  }),
  c(BLESSING, '369m258s147pEEPPE', ['I', 'S'], { has: ['knitted-straight'] }),
  // Knitted straight wait compatibility, 2023.5.13.
  c('knitted straight wait fans (2023.5.13)', '1233369m147s258p3m', D, {
    has: ['knitted-straight'],
  }),
  c('knitted straight wait fans (2023.5.13)', '2333469m147s258p3m', D, {
    has: ['knitted-straight'],
  }),
  c('knitted straight wait fans (2023.5.13)', '3369m147s258pEEE3m', D, {
    has: ['knitted-straight'],
  }),
  c('knitted straight wait fans (2023.5.13)', '1223358m147s369p3m', D, {
    has: ['knitted-straight'],
  }),
  c('knitted straight wait fans (2023.5.13)', '2233458m147s369p3m', D, {
    has: ['knitted-straight'],
  }),
  c('knitted straight wait fans (2023.5.13)', '2358m147s369pEEE3m', D, {
    has: ['knitted-straight'],
  }),
  // Splitting Pure Shifted Chows, 2023.5.12.
  c(SPLIT, '12233445667pWW8p', S),
  c(SPLIT, '[456s2][234s3]1223678s2s', D),
  c(SPLIT, '[789s3]33m34566778s5s', D),
  c(SPLIT, '[234p3]1134557789p6p', D),
  c(SPLIT, '[345m2][456m]1123468m7m', S),
  c(SPLIT, '[678p3][234p3]1145678p9p', D),
  c(SPLIT, '[567m]2333445667m8m', D),
  c(SPLIT, '1123445567789p3p', S),
  c(SPLIT, '[789p3][678p2][567p]1134p2p', S),
  c(SPLIT, '12333445678sFF2s', D),
  c(SPLIT, '[678p]34556778pNN9p', S),
  // Equal totals, 2022.3.7.
  c(TIE, '44556m445566s55p6m', S),
  c(TIE, '445566m5s445566p5s', D),
  c(TIE, '[678p]55s222333444p', D),
  c(TIE, '[CCC]11123444789p', D),
  c(TIE, '[CCC]11123444456p', D),
  c(TIE, '[CCC]12366678999p', D),
  c(TIE, '[CCC]45666678999p', D),
  c(TIE, 'PPP11123444p231m', D),
  c(TIE, 'PPP66678999p789m', D),
  // Heavenly Hand questions, 2019.4.23.
  c(HEAVEN, '1112345678999p9p', ['I', 'S'], { has: ['nine-gates'] }),
  c('Nine Gates self-drawn on 9 (2019.4.23)', '1112345678999p9p', S, {
    has: ['nine-gates', 'pure-straight', 'tile-hog', 'self-drawn'],
  }),
  c(HEAVEN, '1112345678999p9p', ['I', 'D'], { has: ['nine-gates'] }),
  c(HEAVEN, '123456m45679p66s8p', ['I', 'S']),
  c('plain self-drawn win (2019.4.23)', '123456m45679p66s8p', S),
  c(HEAVEN, '123456m45679p66s8p', ['I', 'D']),
  // Bug tests.
  c(
    'fourth-tile flag dropped when the hand holds another copy of the winning tile (§5)',
    '[234s][234s][234s][234s]6s6s',
    ['D', '4'],
    { has: ['quadruple-chow'], lacks: ['last-tile'] },
  ),
  c('pruning bug (2018.4.18)', '1122233334444s2s', D, { has: ['full-flush'] }),
  c(
    'no edge wait with a knitted straight waiting on two tiles (2018.3.29)',
    '33469m258s147pWW2m',
    D,
    { has: ['knitted-straight'], lacks: WAITS },
  ),
  c(
    'account-once: Mixed Double Chow, Pure Double Chow and Short Straight each once (2017.11.10)',
    '234s2233445678p8p',
    D,
    { has: ['mixed-double-chow', 'pure-double-chow', 'short-straight'] },
  ),
  c('Two Terminal Chows not missed (2017.10.23)', '[123m][789p]789s1299p3p', D, {
    has: ['two-terminal-chows'],
  }),
  c('Pure Straight plus an extra chow gives Pure Double Chow (2017.5.22)', '112233456789mEE', D, {
    has: ['pure-straight', 'pure-double-chow'],
  }),
  c('Pure Straight plus an extra chow gives Pure Double Chow (2017.5.22)', '123445566789sSS', D, {
    has: ['pure-straight', 'pure-double-chow'],
  }),
  c('Pure Straight plus an extra chow gives Pure Double Chow (2017.5.22)', '123456778899pWW', D, {
    has: ['pure-straight', 'pure-double-chow'],
  }),
  c(
    'Three Kongs with two concealed kongs also scores Two Concealed Pungs (2017.4.9)',
    '[2222s][3333s][5555p1]67mEE8m',
    D,
    { has: ['three-kongs', 'two-concealed-pungs'] },
  ),
  c('seven pairs of honours is not Seven Shifted Pairs (2017.3.26)', 'EESSWWNNCCFFPP', D, {
    has: ['seven-pairs', 'all-honors'],
    lacks: ['seven-shifted-pairs'],
  }),
  c(
    'Little Four Winds with a terminal pung is All Terminals and Honors, no Pung of Terminals (2016.12.15)',
    '[EEE][WWW][NNN]11sSS1s',
    D,
    {
      has: ['little-four-winds', 'all-terminals-and-honors'],
      lacks: ['pung-of-terminals-or-honors'],
    },
  ),
  c('concealed Pure Terminal Chows keeps its Edge Wait (2016.7.28)', '1122355778899m3m', D, {
    has: ['pure-terminal-chows', 'edge-wait'],
  }),
  c('concealed Pure Terminal Chows keeps its Closed Wait (2016.7.28)', '1123355778899s2s', D, {
    has: ['pure-terminal-chows', 'closed-wait'],
  }),
  c('concealed Pure Terminal Chows keeps its Single Wait (2016.7.28)', '1122335778899p5p', D, {
    has: ['pure-terminal-chows', 'single-wait'],
  }),
  c(
    'no wait fan when seven pairs and sets wait on different tiles (2016.7.23)',
    '445566m2277779s8s',
    D,
    { lacks: WAITS },
  ),
  // Basic tests.
  c(BASIC, '445566m445566s5p5p', S),
  c(BASIC, '[EEEE]22233344m44s4m', S),
  c(BASIC, '[1111p1]23477m23457p6p', S),
  c(BASIC, '[222p][123m]456s78pFF9p', D),
  c(BASIC, '[222p][123m]456s78pFF6p', D),
  c(
    'Nine Gates won on 9 from a discard scores 106 (rules/mcr.md §3 item 7, verified)',
    '1112345678999p9p',
    D,
    { stated: 106, has: ['nine-gates', 'pure-straight', 'tile-hog'] },
  ),
  c(BASIC, '1122335578899s7s', D),
  c(BASIC, '1112223335589s7s', D),
  c(BASIC, '12389m123789s55p7m', D),
  c(BASIC, '78899m123789s55p7m', D),
  c(BASIC, '24m22s223344567p3m', D),
  c(BASIC, '1223334m445566p3m', D),
  c(BASIC, '1122344556677s3s', D),
  c(BASIC, '1112223344455p3p', D),
  c(BASIC, '69m258s17pEWNCFP3m', D, { has: ['lesser-honors-and-knitted-tiles'] }),
  c(BASIC, '69m258s1pESWNCFP3m', D, { has: ['greater-honors-and-knitted-tiles'] }),
  c(BASIC, '69m258s147pWNCFP3m', D, {
    has: ['lesser-honors-and-knitted-tiles', 'knitted-straight'],
  }),
  c(BASIC, '2358m369s145677p3m', D, { has: ['knitted-straight'] }),
  c(BASIC, '12789m123789s77p3m', D),
  c(BASIC, '2223344555667m4m', D),
  c(BASIC, '2223344555667m4m', S),
  c('theoretical highest total', '[EEEE][CCCC][FFFF][PPPP]NN', ['S', 'K', 'L'], {
    has: [
      'four-kongs',
      'big-three-dragons',
      'all-honors',
      'four-concealed-pungs',
      'out-with-replacement-tile',
    ],
  }),
  c(BASIC, '[1111p][2222p][3333p]111s1m1m', S, { has: ['three-kongs'] }),
  c(BASIC, '445566m5566p556s6s', S),
  c(BASIC, '1111222233334s4s', D),
  c(BASIC, '12378m123pCCPPP9m', ['D', '4']),
  // Rule-book cases: each illustrates the fan of its section.
  ...(
    [
      ['big-four-winds', ['[EEE][WWW]SSSNNCCN', '[EEE][WWW]99mSSSNNN', '[EEE][WWW]33sSSSNNN']],
      [
        'big-three-dragons',
        ['[CCC][PPP]11m99pFFF1m', '[CCC][PPP]EEWWFFFE', '[CCC][PPP]5556sFFF4s'],
      ],
      [
        'all-green',
        ['[234s]23466888sFF6s', '[234s]22334666sFF4s', '[222s][444s]3366688s3s', '223344668888sFF'],
      ],
      ['nine-gates', ['1112345678999m9m']],
      [
        'four-kongs',
        [
          ['[2222s1][5555m2][7777p3][EEEE]CC', S],
          ['[1111m1][2222s2][3333p3][1111s1]4m4m', S],
          ['[7777p1][NNNN2][CCCC3][3333p1]5p5p', S],
        ],
      ],
      ['seven-shifted-pairs', ['1122334455667m7m', '2233445566778p8p']],
      ['thirteen-orphans', ['19m19s19pESWNCFPN']],
      ['all-terminals', ['[111m][111s][999m]99s1p1p9s']],
      ['little-four-winds', ['[EEE][WWW][NNN]23sSS1s', '[WWW][SSS][NNN]EEPPP']],
      [
        'little-three-dragons',
        ['[CCC][FFF]11199pPP9p', '[CCC][FFF]23s111pPP1s', '[CCC][FFF]EEENNPPN'],
      ],
      ['all-honors', ['[CCC][PPP]EEESSNNS']],
      ['four-concealed-pungs', ['3444m222s222333p3m']],
      ['pure-terminal-chows', ['1223355778899s1s']],
      ['quadruple-chow', ['[123m][123m]1122334m4m']],
      ['four-pure-shifted-pungs', ['[111p][222p][333p]22s44p4p']],
      ['four-pure-shifted-chows', ['[123m][234m][345m]1145m6m', '[123s][345s][567s]78s55p9s']],
      ['three-kongs', ['[2222m1][3333m2][4444m3]2233s2s']],
      ['all-terminals-and-honors', ['[EEE][111m][999s]99pCC9p']],
      [
        'seven-pairs',
        [['33m22s77pEENCCPPN', S], '33336688m22557s7s', 'EESSWWNNCCFFPP', '1199m1199s11999p9p'],
      ],
      ['greater-honors-and-knitted-tiles', [['17m36s25pESWNCFP9s', S]]],
      [
        'all-even-pungs',
        ['[222m][444s][666p]4488p8p', '[222m][222s][222p]44m44s4m', '[666m][666s][666p]88m22s8m'],
      ],
      ['full-flush', ['[111m]2223334449m9m', '[123s]1112223334s4s', '[789p]1234567899p9p']],
      ['pure-triple-chow', ['[456m][456m][456m]4556p5p']],
      ['pure-shifted-pungs', ['[222s][333s][444s]2233p3p']],
      [
        'upper-tiles',
        ['[789m][789s][789p]7899p9p', '[777s][888m][777p]99m88s9m', '[789m][789s][888s]88m88p8p'],
      ],
      ['middle-tiles', ['[456s][444s][555s]66s66p6s']],
      ['lower-tiles', ['[123p][123m][123s]2333s1s']],
      ['pure-straight', ['[123m][456m][789m]2377m1m', '[123s][456s][789s]6688p6p']],
      ['three-suited-terminal-chows', ['[123p][789p]12378m55s9m']],
      [
        'pure-shifted-chows',
        ['[123p][234p][345p]2234s2s', '[123s][345s][567s]2345s2s', '[123m]345567m77s88p8p'],
      ],
      ['all-fives', ['[456p][456s][456m]4555m6m', '[345m][456m][555p]55m55s5s']],
      ['triple-pung', ['[333p][333m]44m23333s4s', '[111m][111p][111s]99s99p9p']],
      ['three-concealed-pungs', ['999m11s99pEEECCC1s', '[123s]4445777888s5s']],
      [
        'lesser-honors-and-knitted-tiles',
        ['258m147s36pESWFPC', '147m39s258pEWCFPN', '147m258s369pSWNCF'],
      ],
      ['knitted-straight', ['23358m14447s369p4s', '147m3669s122358p6s', '369m258s147pEEPPE']],
      ['upper-four', ['[789s][678p][777p]78m99s9m', '[666s][666p][666m]7788p7p']],
      ['lower-four', ['[111s][222s]22m33344s4s']],
      [
        'big-three-winds',
        ['[EEE][SSS][WWW]99m99s9m', '[SSS][WWW][NNN]2345m5m', '[SSS][WWW]NNNCCFFC'],
      ],
      ['mixed-straight', ['[123s][456p]789m23s88p1s', '[123m][456s][789p]77m45p6p']],
      [
        'reversible-tiles',
        [
          '[123p][234p][345p]8899p8p',
          '[234p][234p][234p]1123p4p',
          '[345p][345p][456s]4555s6s',
          '[234p][456s][888p]88sPP8s',
          '[111p][222p][333p]4455p4p',
          '[222s][456s]4555888s6s',
          '[888p][999p][999s]88sPPP',
          '1122334455889p9p',
        ],
      ],
      ['mixed-triple-chow', ['[345s][345p][345m]4456m4m', '[678m][678s][678p]99s67p8p']],
      ['mixed-shifted-pungs', ['[222p][333s][444m]22m33p3p', '[777m][888s][999p]99m78p9p']],
      ['chicken-hand', ['[123p][444s][789m]34pCC2p']],
      ['all-pungs', ['[888m][888p]888sEEPPP']],
      ['half-flush', ['[123m][234m]34578mCC9m']],
      ['mixed-shifted-chows', ['[123s][234m][345p]55m45s6s']],
      ['all-types', ['[123m][456p]789sNNFFF']],
      ['melded-hand', ['[2222m1][456p][678p][888s]6m6m']],
      ['two-dragon-pungs', ['[CCC][FFF]12378m88s9m']],
      [
        'outside-hand',
        [
          '[123m][123m][111p]11s11m1s',
          '[789p][789m]7788999s9s',
          '[123m][123m][789m]78mCC9m',
          '[123m][123p]999m78pEE9p',
        ],
      ],
      ['fully-concealed-hand', [['234m4468s345678p7s', S]]],
      ['two-melded-kongs', ['[4444p1][4444m1][CCC]1133m1m']],
      ['concealed-hand', ['234567m66s34567p8p']],
      ['all-chows', ['234m456789s3477p5p']],
      ['tile-hog', ['[789p][789s][789m]77m33p7m']],
      ['double-pung', ['[222m][555m][555s]4488p8p']],
      ['two-concealed-pungs', ['[9999p]1255789m999s3m']],
      ['all-simples', ['234m456777s3444p5p']],
      ['self-drawn', [['[1111p1][456s]2789s456p2s', S]]],
    ] as [string, (string | [string, Flag[]])[]][]
  ).flatMap(([fan, hands]) =>
    hands.map((h) => {
      const [hand, flags] = typeof h === 'string' ? [h, D] : h;
      return c(`rule-book example of ${fan}`, hand, flags, { has: [fan] });
    }),
  ),
  // Two examples of the rule book's Upper Four / Lower Four sections hold only 7-9 (1-3) tiles, so they
  // are Upper (Lower) Tiles, which exclude Upper (Lower) Four (rules/mcr.md §5): the bigger fan is what counts.
  c(
    'rule-book "upper four" example of only 7-9 tiles is Upper Tiles, which excludes Upper Four (§5)',
    '[789m][789s][789p]77s78p9p',
    D,
    { has: ['upper-tiles'], lacks: ['upper-four'] },
  ),
  c(
    'rule-book "lower four" example of only 1-3 tiles is Lower Tiles, which excludes Lower Four (§5)',
    '[123s][123m][123p]2333m1m',
    D,
    { has: ['lower-tiles'], lacks: ['lower-four'] },
  ),
  // rules/mcr.md §7 measured this rule-book hand under the strict 1998 reading: 114 → 32.
  c(
    'rule-book All Green seven pairs under the strict 1998 reading loses All Green: 32 (§7)',
    '223344668888sFF',
    D,
    {
      has: ['seven-pairs', 'half-flush', 'tile-hog'],
      lacks: ['all-green'],
      stated: 32,
      options: { strict1998: true },
    },
  ),
  // The rule book's "two concealed kongs" example as the file writes it holds one concealed and one
  // melded kong ([EEEE1]); under the reference's default that is #82 (rules/mcr.md §2, §7).
  c(
    'rule-book section "two concealed kongs": one concealed + one melded kong scores #82 by default (§7)',
    '[1111s][EEEE1][SSS][789m]8m8m',
    S,
    {
      has: ['concealed-kong-and-melded-kong'],
      lacks: ['two-concealed-kongs', 'concealed-kong', 'melded-kong'],
      stated: 14,
    },
  ),
  c(
    'rule-book section "two concealed kongs" with the kong switch off: Melded Kong + Concealed Kong (§7)',
    '[1111s][EEEE1][SSS][789m]8m8m',
    S,
    {
      has: ['concealed-kong', 'melded-kong'],
      lacks: ['two-concealed-kongs', 'concealed-kong-and-melded-kong'],
      options: { kongCombination: 'separate' },
      stated: 12,
    },
  ),
];

export function contextOf(k: Case) {
  const seat = k.seat ?? 'E';
  const selfDrawn = k.flags.includes('S');
  const kong = k.flags.includes('K');
  return {
    seat,
    round: k.prevalent ?? 'E',
    selfDrawn,
    ...(selfDrawn ? {} : { discarder: NEXT[seat] }),
    fourthTile: k.flags.includes('4'),
    lastTile: k.flags.includes('L'),
    kongReplacement: kong && selfDrawn,
    robbingKong: kong && !selfDrawn,
  };
}
