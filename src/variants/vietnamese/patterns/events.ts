/** Concealment, waits and the moment of the win (fact sheet §6.1, §6.2, §6.4, Family A). */
import { isPlayingCode } from '../../../engine/tiles';
import type { PatternDef } from '../../../engine/variant';
import { extraOf, type ThrowingKind } from '../context';
import { vnOptions } from '../options';
import { optionalVariation, ruleset, tableOption, VN_GUIDE } from '../sources';
import { isJokerCode } from '../tiles';
import { closed, ex, ON_DISCARD, SELF_DRAWN, waitCount } from './helpers';

/** The blessings' definitions in Vietnamese. */
const BLESSING_VI = {
  heaven: 'Nhà cái ù ngay quân bốc đầu tiên: 2 mủn.',
  earth:
    'Nhà con ù quân đánh ra đầu tiên của nhà cái (hoặc, theo riichi_advanced, ù quân bốc đầu tiên của mình): 2 mủn.',
  man: 'Nhà con ù quân người khác đánh ra trước lượt bốc đầu tiên của mình: 2 mủn (tùy chọn: không chơi).',
} as const;

/** The blessings in simplified Chinese. */
const BLESSING_ZH = {
  heaven: { name: '天和', definition: '庄家和自己摸的第一张牌：2 mủn。' },
  earth: {
    name: '地和',
    definition: '闲家和庄家打出的第一张牌（riichi_advanced则是闲家自摸自己摸的第一张牌）：2 mủn。',
  },
  man: {
    name: '人和',
    definition: '闲家在自己第一次摸牌之前和别人打出的牌：2 mủn（桌上规则可以不计此番）。',
  },
} as const;

/** How a blessing is claimed, the same for all three. */
const BLESSING_EXPLANATION = {
  'zh-cn': '在“怎么和的”里选择是哪一种；这手牌必须没有吃、碰或杠过。',
  vi: 'Chọn trong mục “Ù lượt đầu” ở phần “Ù thế nào”; bài phải chưa Ăn, Phỗng hay Coong quân nào.',
} as const;

const blessing = (
  id: 'heaven' | 'earth' | 'man',
  name: string,
  vn: string,
  definition: string,
  examples: PatternDef['examples'],
  source = ruleset('agreed', undefined, ['riichi-advanced-vietnamese-older']),
): PatternDef => ({
  id: `blessing-${id}`,
  name,
  native: [{ text: vn, language: 'Vietnamese' }],
  aliases: [],
  value: 12,
  category: 'events',
  definition,
  translations: {
    'zh-cn': { ...BLESSING_ZH[id], explanation: BLESSING_EXPLANATION['zh-cn'] },
    vi: { definition: BLESSING_VI[id], explanation: BLESSING_EXPLANATION.vi },
  },
  explanation: 'Choose the blessing among the winning details; the hand must have made no call.',
  source,
  detect: ({ win }) => (extraOf(win).blessing === id ? 1 : 0),
  examples,
});

const THROWING_SOURCE = tableOption(
  'riichi-advanced-vietnamese',
  'off by default because the guide our rules follow does not have it; the table rule “Throwing variants of No Flowers No Leaves” turns it on',
  { confidence: 'single' },
);
const THROWING_ON = { throwingNfnl: true };
/** A hand that can follow a throwing opening: closed, suit tiles only, nothing set aside. */
const THROWN_HAND = '123m 789s 55s 46p 234p @5p';

/** What the throwing variants share: where they come from, how they are claimed and read. */
const THROWING_EXPLANATION = {
  'zh-cn':
    '默认关闭：我们所依据的指南没有这条规则，只有riichi_advanced有（桌上规则“无花无叶的打牌变体”）。在“怎么和的”里申报，并填上连续打出的张数（至少3张）。从窄理解：这手牌是完整的和牌，没有吃、碰或杠，没有存起任何牌，只有数牌（riichi_advanced还允许在牌未成和之前就以申报结束这一局，本计分器只读完整的牌，不模拟这种情况）。以mủn计：张数 × 1 mủn。',
  vi: 'Mặc định tắt: bản hướng dẫn mà luật ở đây theo không có luật này, chỉ riichi_advanced có (luật bàn “Các kiểu ném của Không Hoa Không Lá”). Báo trong phần “Ù thế nào”, kèm số quân đánh liền (ít nhất 3). Hiểu hẹp: bài là một ván ù đủ, không Ăn, Phỗng hay Coong, không để riêng quân nào và chỉ có quân số (riichi_advanced còn cho phép lời báo kết thúc ván trước khi bài đủ, điều mà máy tính điểm này, vốn chỉ đọc bài đã đủ, không mô phỏng). Tính bằng mủn: số lượng × 1 mủn.',
} as const;

/** The throwing variants' definitions in Vietnamese, by what was thrown. */
const THROWING_VI: Record<ThrowingKind, string> = {
  'blue-jokers':
    'Luật tùy chọn: ba quân đánh ra đầu tiên trở lên, liên tiếp, đều là khung xanh (Tổng, Thùng, Sọc, Màn) hoặc Hợp, và tự ù: 1 mủn, thêm 1 mủn cho mỗi quân như vậy đánh thêm.',
  flowers:
    'Luật tùy chọn: ba quân đánh ra đầu tiên trở lên, liên tiếp, đều là hoa (bất kỳ quân nào trong mười sáu quân) hoặc Đại Hoa, và tự ù: 1 mủn, thêm 1 mủn cho mỗi quân như vậy đánh thêm.',
  'flowers-jokers':
    'Luật tùy chọn: ba quân đánh ra đầu tiên trở lên, liên tiếp, là hoa và khung lẫn lộn, và ù với bài chỉ có quân số: 1 mủn; chuỗi từ năm quân trở lên được n − 3 mủn (bốn quân vẫn 1 mủn).',
};

/** The throwing variants in simplified Chinese, by what was thrown. */
const THROWING_ZH: Record<ThrowingKind, { name: string; definition: string }> = {
  'blue-jokers': {
    name: '连打蓝混儿',
    definition:
      '可选规则：开局最先打出的三张或更多张牌连续都是蓝色混儿（Tổng、Thùng、Sọc、Màn）或Hợp，并且自摸和牌：1 mủn，此后每多打一张这样的牌再加1。',
  },
  flowers: {
    name: '连打花牌',
    definition:
      '可选规则：开局最先打出的三张或更多张牌连续都是花牌（十六张中的任何一张）或Đại Hoa，并且自摸和牌：1 mủn，此后每多打一张这样的牌再加1。',
  },
  'flowers-jokers': {
    name: '连打花牌混儿',
    definition:
      '可选规则：开局最先打出的三张或更多张牌连续都是花牌和混儿，两者混在一起，并且和牌只有数牌：1 mủn；连打五张或以上计n − 3 mủn（四张仍是1）。',
  },
};

/**
 * The throwing variants of No Flowers No Leaves (fact sheet §6.4, RA-cur). The run of opening
 * discards is given in the context (throwing, throwingCount); context.ts checks the claim.
 */
const throwing = (
  kind: ThrowingKind,
  id: string,
  name: string,
  vn: string,
  definition: string,
  runValue: (n: number) => number,
  examples: PatternDef['examples'],
): PatternDef => ({
  id,
  name,
  native: [{ text: vn, language: 'Vietnamese' }],
  aliases: [],
  value: 6,
  category: 'optional',
  definition,
  translations: {
    'zh-cn': { ...THROWING_ZH[kind], explanation: THROWING_EXPLANATION['zh-cn'] },
    vi: { definition: THROWING_VI[kind], explanation: THROWING_EXPLANATION.vi },
  },
  explanation:
    'Off by default: the guide our rules follow has no such rule, and only riichi_advanced has it (the table rule “Throwing variants of No Flowers No Leaves”). Claim it among the winning details, with the number of discards in a row (at least 3). Read narrowly: the hand is a complete winning hand with no call, nothing set aside and suit tiles only (riichi_advanced also lets the claim end the hand before it is complete, which this scorer, reading complete hands, does not model). Counted in mủn: count × 1 mủn.',
  source: THROWING_SOURCE,
  detect: ({ win, options }) => {
    const x = extraOf(win);
    return options.throwingNfnl === true && x.throwing === kind ? runValue(x.throwingCount) : 0;
  },
  examples,
});

export const THROWING_PATTERNS: PatternDef[] = [
  throwing(
    'blue-jokers',
    'throwing-blue-jokers',
    'Throwing Blue Jokers',
    'Đánh Khung Xanh',
    'Table option: your first three or more discards in a row were blue jokers (Tổng, Thùng, Sọc, Màn) or Hợp, and you win on your own draw: 1 mủn, and 1 more for each further such discard.',
    (n) => n - 2,
    [
      ex(
        THROWN_HAND,
        true,
        9,
        {
          en: 'Three blue jokers thrown, then a self-drawn win: 1 mủn, All Runs 1, Fully Closed 1, Single Wait 1.',
          vi: 'Ném ba khung xanh, rồi tự ù: 1 mủn, Phình 1, Kín 1, Xuyên 1.',
          'zh-cn': '连打三张蓝混儿，然后自摸和牌：1 mủn，平和1，不求人1，独听1。',
        },
        { ...SELF_DRAWN, throwing: 'blue-jokers', throwingCount: '3' },
        THROWING_ON,
      ),
      ex(
        THROWN_HAND,
        true,
        15,
        {
          en: 'Four in a row (Hợp as the fourth): 2 mủn and the three phán.',
          vi: 'Bốn quân liền (Hợp là quân thứ tư): 2 mủn và ba phán.',
          'zh-cn': '连打四张（第四张是Hợp）：2 mủn，再加那三个phán。',
        },
        { ...SELF_DRAWN, throwing: 'blue-jokers', throwingCount: '4' },
        THROWING_ON,
      ),
      ex(
        THROWN_HAND,
        false,
        3,
        {
          en: 'No claim, as with the option off (the default): All Runs, Fully Closed and Single Wait, 3 phán.',
          vi: 'Không báo, cũng như khi tắt tùy chọn (mặc định): Phình, Kín và Xuyên, 3 phán.',
          'zh-cn': '没有申报，与关闭选项（默认）时相同：平和、不求人和独听，3 phán。',
        },
        SELF_DRAWN,
      ),
    ],
  ),
  throwing(
    'flowers',
    'throwing-flowers',
    'Throwing Flowers',
    'Đánh Hoa',
    'Table option: your first three or more discards in a row were flowers (any of the sixteen) or Đại Hoa, and you win on your own draw: 1 mủn, and 1 more for each further such discard.',
    (n) => n - 2,
    [
      ex(
        THROWN_HAND,
        true,
        9,
        {
          en: 'Three flowers thrown: 1 mủn and the three phán.',
          vi: 'Ném ba quân hoa: 1 mủn và ba phán.',
          'zh-cn': '连打三张花牌：1 mủn，再加那三个phán。',
        },
        { ...SELF_DRAWN, throwing: 'flowers', throwingCount: '3' },
        THROWING_ON,
      ),
      ex(
        THROWN_HAND,
        true,
        21,
        {
          en: 'Five in a row: 3 mủn and the three phán.',
          vi: 'Năm quân liền: 3 mủn và ba phán.',
          'zh-cn': '连打五张：3 mủn，再加那三个phán。',
        },
        { ...SELF_DRAWN, throwing: 'flowers', throwingCount: '5' },
        THROWING_ON,
      ),
      ex(
        THROWN_HAND,
        false,
        3,
        {
          en: 'No throwing claim: the three phán only.',
          vi: 'Không báo ném: chỉ có ba phán.',
          'zh-cn': '没有报打牌：只计那三个phán。',
        },
        SELF_DRAWN,
        THROWING_ON,
      ),
    ],
  ),
  throwing(
    'flowers-jokers',
    'throwing-flowers-jokers',
    'Throwing Flowers/Jokers',
    'Đánh Hoa và Khung',
    'Table option: your first three or more discards in a row were flowers or jokers, mixed, and you win with suit tiles only: 1 mủn; a run of five or more scores n − 3 mủn (four still 1).',
    (n) => (n >= 5 ? n - 3 : 1),
    [
      ex(
        THROWN_HAND,
        true,
        9,
        {
          en: 'Three thrown, a self-drawn win: 1 mủn and the three phán.',
          vi: 'Ném ba quân, tự ù: 1 mủn và ba phán.',
          'zh-cn': '连打三张，自摸和牌：1 mủn，再加那三个phán。',
        },
        { ...SELF_DRAWN, throwing: 'flowers-jokers', throwingCount: '3' },
        THROWING_ON,
      ),
      ex(
        THROWN_HAND,
        true,
        7,
        {
          en: 'It may also win on a discard (as in riichi_advanced’s tests); four in a row is still 1 mủn: 1 mủn and All Runs 1.',
          vi: 'Cách này cũng có thể ù quân đánh ra (như trong các bài kiểm tra của riichi_advanced); bốn quân liền vẫn là 1 mủn: 1 mủn và Phình 1.',
          'zh-cn':
            '它也可以和别人打出的牌（与riichi_advanced的测试相同）；连打四张仍是1 mủn：1 mủn，平和1。',
        },
        { ...ON_DISCARD, throwing: 'flowers-jokers', throwingCount: '4' },
        THROWING_ON,
      ),
      ex(
        THROWN_HAND,
        true,
        15,
        {
          en: 'Five in a row: 5 − 3 = 2 mủn and the three phán.',
          vi: 'Năm quân liền: 5 − 3 = 2 mủn và ba phán.',
          'zh-cn': '连打五张：5 − 3 = 2 mủn，再加那三个phán。',
        },
        { ...SELF_DRAWN, throwing: 'flowers-jokers', throwingCount: '5' },
        THROWING_ON,
      ),
      ex(
        THROWN_HAND,
        false,
        3,
        {
          en: 'No throwing claim: the three phán only.',
          vi: 'Không báo ném: chỉ có ba phán.',
          'zh-cn': '没有报打牌：只计那三个phán。',
        },
        SELF_DRAWN,
        THROWING_ON,
      ),
    ],
  ),
];

export const EVENT_PATTERNS: PatternDef[] = [
  {
    id: 'fully-closed',
    name: 'Fully Closed Hand',
    native: [{ text: 'Kín', language: 'Vietnamese' }],
    aliases: ['Concealed self-draw'],
    value: 1,
    category: 'draw',
    definition: 'No called meld (concealed quads allowed) and a self-drawn win.',
    translations: {
      'zh-cn': {
        name: '不求人',
        definition: '没有明的面子（可以有暗杠），并且自摸和牌。',
        explanation: '两个条件必须同时具备：门清却和别人打出的牌，不因门清而得分。',
      },
      vi: {
        definition: 'Không có bộ nào Ăn, Phỗng hay Coong lộ (được có Coong kín) và tự ù.',
        explanation:
          'Phải đủ cả hai điều kiện: bài kín mà ù quân đánh ra thì không được gì vì bài kín.',
      },
    },
    explanation:
      'Both conditions together: a closed hand won on a discard scores nothing for being closed.',
    source: ruleset('single'),
    detect: (input) => (closed(input) && input.win.selfDrawn ? 1 : 0),
    examples: [
      ex(
        '123m 456p 56s 99s NNN @7s',
        true,
        1,
        {
          en: 'Closed and self-drawn: 1 phán (waiting on 4s or 7s, so no Single Wait).',
          vi: 'Bài kín và tự bốc: 1 phán (chờ 4s hoặc 7s, nên không có Xuyên).',
          'zh-cn': '门前清并自摸：1 phán（听4s或7s，所以不计独听）。',
        },
        SELF_DRAWN,
      ),
      ex('123m 456p 56s 99s NNN @7s', false, 6, {
        en: 'Won on a discard: not Fully Closed (a jokerless hand with no phán).',
        vi: 'Ù quân đánh ra: không phải Kín (bài không khung và không có phán).',
        'zh-cn': '和别人打出的牌：不计不求人（没有混儿也没有phán的牌）。',
      }),
    ],
  },
  {
    id: 'single-wait',
    name: 'Single Wait',
    native: [{ text: 'Xuyên', language: 'Vietnamese' }],
    aliases: ['One-tile wait'],
    value: 1,
    category: 'draw',
    definition:
      'A self-drawn win where the 13 tiles before it could be completed by only one tile.',
    translations: {
      'zh-cn': {
        name: '独听',
        definition: '自摸和牌，并且和牌前的十三张只听一种牌。',
        explanation: '凡是能让这手牌和牌的牌都算一种听牌，用混儿的任何组法也算在内。',
      },
      vi: {
        definition: 'Tự ù khi mười ba quân trước đó chỉ chờ đúng một quân.',
        explanation:
          'Mọi quân có thể hoàn thành bài đều tính là một quân chờ, kể cả nhờ khung, theo bất kỳ cách xếp bài nào.',
      },
    },
    explanation:
      'Every tile that would have completed the hand counts as a wait, jokers included in any reading.',
    source: ruleset('single'),
    detect: (input) => (input.win.selfDrawn && waitCount(input) === 1 ? 1 : 0),
    examples: [
      ex(
        '123m 456p 789s 5s [NNN] @5s',
        true,
        1,
        {
          en: 'Only the 5s completes the hand: 1 phán.',
          vi: 'Chỉ quân 5s hoàn thành bài: 1 phán.',
          'zh-cn': '只有5s能和这手牌：1 phán。',
        },
        SELF_DRAWN,
      ),
      ex(
        '123m 456p 79sJ3 5s [NNN] @5s',
        false,
        0,
        {
          en: 'Self-drawn 5s, but the hand also waited on 9s (99s pair, J3 as 6s in 5-6-7): two waits.',
          vi: 'Tự bốc 5s, nhưng bài còn chờ cả 9s (đôi 99s, J3 thay 6s trong sảnh 5-6-7): chờ hai quân.',
          'zh-cn': '自摸5s，但这手牌也听9s（99s作将，J3在5-6-7里当6s）：听两种牌。',
        },
        SELF_DRAWN,
      ),
      ex('123m 456p 789s 5s [NNN] @5s', false, 6, {
        en: 'Won on a discard: not scored even though the wait was single.',
        vi: 'Ù quân đánh ra: không được tính dù chỉ chờ một quân.',
        'zh-cn': '和别人打出的牌：即使只听一种牌也不计。',
      }),
    ],
  },
  {
    id: 'robbing-quad',
    name: 'Robbing a Quad',
    native: [{ text: 'Bắt Coong', language: 'Vietnamese' }],
    aliases: ['Robbing the Kong'],
    value: 1,
    category: 'events',
    definition: 'Winning on the tile another player adds to his exposed triplet to make a quad.',
    translations: {
      'zh-cn': {
        name: '抢杠和',
        definition: '和别人加杠的那张牌：他把这张牌加到已碰出的刻子上成杠。',
        explanation:
          '只有加杠可以被抢（指南如此说）；开杠的人按点炮者付钱。和牌者手中不可能另有同样的牌。',
      },
      vi: {
        definition: 'Ù quân mà người khác thêm vào Phỗng đã lộ của họ để thành Coong.',
        explanation:
          'Chỉ Coong thêm vào Phỗng đã lộ mới bị bắt (như bản hướng dẫn nói); người làm Coong trả như người đánh ra. Người ù không thể còn giữ quân nào khác giống quân đó.',
      },
    },
    explanation:
      'Only an added quad can be robbed (as the guide says); the quad-maker pays as the discarder. The winner can hold no other copy of the tile.',
    source: {
      ...VN_GUIDE,
      also: ['riichi-advanced-vietnamese'],
      note: 'the rule from the guide, the value (1 phán) from riichi_advanced',
    },
    detect: ({ win }) => (win.robbingKong ? 1 : 0),
    examples: [
      ex(
        '123m 456p 7sJ3 55s [NNN] @9s',
        true,
        1,
        {
          en: 'Robbed the 9s West added to his triplet: 1 phán; West pays as the discarder.',
          vi: 'Bắt quân 9s mà nhà Tây thêm vào Phỗng của mình: 1 phán; nhà Tây trả như người đánh ra.',
          'zh-cn': '抢西家加到自己刻子上的9s：1 phán；西家按点炮者付钱。',
        },
        { ...ON_DISCARD, robbingKong: true },
      ),
      ex('123m 456p 7sJ3 55s [NNN] @9s', false, 0, {
        en: 'An ordinary discard of the 9s.',
        vi: 'Một quân 9s đánh ra bình thường.',
        'zh-cn': '普通打出的一张9s。',
      }),
    ],
  },
  {
    id: 'replacement-win',
    name: 'Win on a Replacement Tile',
    native: [{ text: 'Coong Xừng Phá', language: 'Vietnamese' }],
    aliases: ['Win on a kong', 'Win after a flower'],
    value: 1,
    category: 'events',
    definition:
      'Winning on the tile drawn to replace a quad, a flower set aside or a banked joker.',
    translations: {
      'zh-cn': {
        name: '杠上开花',
        definition: '和开杠、补花或存起混儿之后补摸的那张牌。',
        explanation: '把这次和牌标为和补摸的牌；这手牌必须有杠、花牌，或者存起或弹出的混儿。',
      },
      vi: {
        definition: 'Ù quân bốc bù sau khi Coong, sau khi hạ hoa hoặc sau khi để riêng khung.',
        explanation:
          'Đánh dấu ván ù là ù bằng quân bốc bù; bài phải có Coong, hoa, hoặc khung để riêng hay bị nẩy ra.',
      },
    },
    explanation:
      'Mark the win as on a replacement tile; the hand must show a quad, a flower or a banked or bounced joker.',
    source: ruleset('single'),
    detect: ({ win }) => (win.kongReplacement ? 1 : 0),
    examples: [
      ex(
        '123m 456p 78sJ3 5s [NNN] @5s +F1',
        true,
        1,
        {
          en: "Drew the 5s to replace the plum flower (not South's): 1 phán.",
          vi: 'Bốc quân 5s bù cho hoa Mai (không phải hoa của nhà Nam): 1 phán.',
          'zh-cn': '补梅花（不是南家的花）时摸到5s：1 phán。',
        },
        { ...SELF_DRAWN, kongReplacement: true },
      ),
      ex(
        '123m 456p 78sJ3 5s [NNN] @5s +F1',
        false,
        0,
        {
          en: 'An ordinary self-draw: nothing (the joker leaves several waits).',
          vi: 'Tự bốc bình thường: không được gì (khung để ngỏ nhiều quân chờ).',
          'zh-cn': '普通的自摸：不计（混儿使这手牌听不止一种牌）。',
        },
        SELF_DRAWN,
      ),
    ],
  },
  {
    id: 'last-tile',
    name: 'Win on the Last Tile',
    native: [{ text: 'Quân Cuối Cùng', language: 'Vietnamese' }],
    aliases: ['Last tile of the wall', 'Haitei'],
    value: 1,
    category: 'events',
    definition: "Winning on the wall's last tile, or on the discard after it.",
    translations: {
      'zh-cn': {
        name: '海底捞月',
        definition: '和牌墙的最后一张牌，或者和其后打出的那张牌。',
        explanation: '两种都算：最后一次摸牌，或者最后一张打出的牌。',
      },
      vi: {
        definition: 'Ù quân cuối cùng bốc từ tường, hoặc quân đánh ra ngay sau đó.',
        explanation: 'Cách nào cũng được: quân bốc cuối cùng, hoặc quân đánh ra cuối cùng.',
      },
    },
    explanation: 'Either way: the last draw, or the last discard.',
    source: ruleset('single'),
    detect: ({ win }) => (win.lastTile ? 1 : 0),
    examples: [
      ex(
        '123m 456p 78sJ3 5s [NNN] @5s',
        true,
        1,
        {
          en: 'The last discard of the hand: 1 phán.',
          vi: 'Quân đánh ra cuối cùng của ván: 1 phán.',
          'zh-cn': '这一局最后打出的牌：1 phán。',
        },
        {
          ...ON_DISCARD,
          lastTile: true,
        },
      ),
      ex('123m 456p 78sJ3 5s [NNN] @5s', false, 0, {
        en: 'An ordinary discard.',
        vi: 'Một quân đánh ra bình thường.',
        'zh-cn': '普通打出的牌。',
      }),
    ],
  },
  blessing('heaven', 'Blessing of Heaven', 'Thiên Ù', 'The dealer wins on his first draw: 2 mủn.', [
    ex(
      '123m 456p 78sJ3 5s NNN @5s',
      true,
      13,
      {
        en: 'East, self-drawn on the deal: 2 mủn, Fully Closed 1.',
        vi: 'Nhà Đông tự ù ngay khi chia bài: 2 mủn, Kín 1.',
        'zh-cn': '东家起手即自摸和牌：2 mủn，不求人1。',
      },
      { seat: 'E', round: 'E', selfDrawn: true, blessing: 'heaven' },
    ),
    ex(
      '123m 456p 78sJ3 5s NNN @5s',
      false,
      1,
      {
        en: 'The same self-draw later in the hand: Fully Closed 1.',
        vi: 'Cùng lần tự bốc đó nhưng muộn hơn trong ván: Kín 1.',
        'zh-cn': '同样的自摸出现在这一局稍后：不求人1。',
      },
      { seat: 'E', round: 'E', selfDrawn: true },
    ),
  ]),
  blessing(
    'earth',
    'Blessing of Earth',
    'Địa Ù',
    "A non-dealer wins on the dealer's first discard (or, in riichi_advanced, on his own first draw): 2 mủn.",
    [
      ex(
        '123m 456p 78sJ3 5s NNN @5s',
        true,
        12,
        {
          en: "South wins on East's first discard: 2 mủn.",
          vi: 'Nhà Nam ù quân đánh ra đầu tiên của nhà Đông: 2 mủn.',
          'zh-cn': '南家和东家打出的第一张牌：2 mủn。',
        },
        {
          seat: 'S',
          round: 'E',
          discarder: 'E',
          blessing: 'earth',
        },
      ),
      ex(
        '123m 456p 78sJ3 5s NNN @5s',
        false,
        0,
        {
          en: 'A later discard from East.',
          vi: 'Một quân nhà Đông đánh ra về sau.',
          'zh-cn': '东家后来打出的牌。',
        },
        {
          seat: 'S',
          round: 'E',
          discarder: 'E',
        },
      ),
    ],
  ),
  blessing(
    'man',
    'Blessing of Man',
    'Nhân Ù',
    'A non-dealer wins on a discard before his first draw: 2 mủn (option: not played).',
    [
      ex(
        '123m 456p 78sJ3 5s NNN @5s',
        true,
        12,
        {
          en: "South wins on West's discard before South has drawn: 2 mủn.",
          vi: 'Nhà Nam ù quân nhà Tây đánh ra trước khi mình bốc lần nào: 2 mủn.',
          'zh-cn': '南家在自己摸牌之前和西家打出的牌：2 mủn。',
        },
        { ...ON_DISCARD, blessing: 'man' },
      ),
      ex('123m 456p 78sJ3 5s NNN @5s', false, 0, {
        en: "After South's first draw: nothing.",
        vi: 'Sau lượt bốc đầu tiên của nhà Nam: không được gì.',
        'zh-cn': '南家第一次摸牌之后：不计。',
      }),
    ],
    ruleset(
      'agreed',
      'the table rule “Blessing of Man (Nhân Ù)” removes it, as one of riichi_advanced’s optional variations does',
      ['riichi-advanced-vietnamese-older'],
    ),
  ),
  {
    id: 'win-on-flower',
    name: 'Win on a Discarded Flower',
    native: [{ text: 'Bắt Hoa', language: 'Vietnamese' }],
    aliases: ['Catching a flower'],
    value: 6,
    category: 'events',
    definition:
      'Winning on a flower another player discarded, which acts as an any-tile joker for the winner only: 1 mủn; the discarder pays every share.',
    translations: {
      'zh-cn': {
        name: '和打出的花牌',
        definition:
          '和别人打出的花牌，这张花牌只对和牌者当作能代替任何牌的混儿：1 mủn；打出者包赔全部。',
        explanation: '花牌代替和牌者需要的那张牌（计分表会显示它代替了什么）。打出者包赔（Đền）。',
      },
      vi: {
        definition:
          'Ù quân hoa do người khác đánh ra; quân hoa này làm khung thay được mọi quân, chỉ cho người ù: 1 mủn; người đánh ra đền toàn bộ.',
        explanation:
          'Quân hoa thay vào chỗ người ù cần (phiếu điểm cho biết nó thay quân nào). Người đánh ra phải đền (Đền).',
      },
    },
    explanation:
      'The flower stands where the winner needs it (the score card shows what it stood for). The discarder is liable (Đền).',
    source: ruleset('single', 'as its rules and tests have it'),
    detect: ({ facts }) =>
      facts.hand.winningTile &&
      !isPlayingCode(facts.hand.winningTile) &&
      !isJokerCode(facts.hand.winningTile)
        ? 1
        : 0,
    examples: [
      ex('123m 456p 79s 55s [NNN] @F3', true, 6, {
        en: "West discards the chrysanthemum, which stands for 8s: 1 mủn, and West pays everyone's share.",
        vi: 'Nhà Tây đánh ra hoa Cúc, quân này thay 8s: 1 mủn, và nhà Tây đền phần của mọi người.',
        'zh-cn': '西家打出菊花，它代替8s：1 mủn，西家包赔所有人的份。',
      }),
      ex('123m 456p 79s 55s [NNN] @8s', false, 6, {
        en: 'A real 8s: an ordinary jokerless hand.',
        vi: 'Một quân 8s thật: bài không khung bình thường.',
        'zh-cn': '一张真的8s：普通的没有混儿的牌。',
      }),
    ],
  },
  {
    id: 'win-on-joker',
    name: 'Win on a Discarded Joker',
    native: [{ text: 'Bắt Khung', language: 'Vietnamese' }],
    aliases: ['Catching a joker'],
    value: 6,
    category: 'events',
    definition:
      'Winning on a joker another player discarded; it acts only within its own domain: 1 mủn; the discarder pays every share.',
    translations: {
      'zh-cn': {
        name: '和打出的混儿',
        definition: '和别人打出的混儿，它只能代替自己范围内的牌：1 mủn；打出者包赔全部。',
        explanation: '别人打出的混儿只能用来和牌。打出者包赔（Đền）。',
      },
      vi: {
        definition:
          'Ù quân khung do người khác đánh ra; khung chỉ thay được trong phạm vi của nó: 1 mủn; người đánh ra đền toàn bộ.',
        explanation: 'Khung đánh ra chỉ được lấy để ù. Người đánh ra phải đền (Đền).',
      },
    },
    explanation: 'A discarded joker can only be claimed for a win. The discarder is liable (Đền).',
    source: ruleset('single', 'as its rules and tests have it'),
    detect: ({ facts }) => (facts.hand.winningTile && isJokerCode(facts.hand.winningTile) ? 1 : 0),
    examples: [
      ex('123m 456p 79s 55s [NNN] @J3', true, 6, {
        en: 'The bamboo joker Sọc stands for 8s: 1 mủn.',
        vi: 'Khung Sọc thay 8s: 1 mủn.',
        'zh-cn': '条子混儿Sọc代替8s：1 mủn。',
      }),
      ex('123m 456p 79s 55s [NNN] @J2', false, null, {
        en: 'The dots joker cannot stand for 8s: no win.',
        vi: 'Khung Thùng (khung Văn) không thể thay 8s: không ù được.',
        'zh-cn': '饼子混儿不能代替8s：不能和牌。',
      }),
    ],
  },
  {
    id: 'robbing-bounce',
    name: 'Robbing a Bounce',
    native: [{ text: 'Bắt Quân Nẩy', language: 'Vietnamese' }],
    aliases: [],
    value: 1,
    category: 'optional',
    definition:
      'Table option: winning on the real tile another player bounces into his pung: 1 phán; the bouncer pays as the discarder.',
    translations: {
      'zh-cn': {
        name: '抢弹牌',
        definition:
          '可选规则：和别人弹进自己碰出的刻子里的那张真牌：1 phán；弹牌的人按点炮者付钱。',
        explanation:
          '默认关闭（只有一个出处，作为可选变体）。把这次和牌标为抢弹牌，并把弹牌的人标为点炮者。',
      },
      vi: {
        definition:
          'Luật tùy chọn: ù quân thật mà người khác nẩy vào Phỗng của họ: 1 phán; người nẩy trả như người đánh ra.',
        explanation:
          'Mặc định tắt (một nguồn, là một biến thể tùy chọn). Đánh dấu ván ù là Bắt Quân Nẩy, người nẩy được ghi là người đánh ra.',
      },
    },
    explanation:
      'Off by default (one source, as an optional variation). Mark the win as robbing a bounce, with the bouncer as the discarder.',
    source: optionalVariation('Robbing a bounce (Bắt Quân Nẩy)'),
    detect: ({ win, options }) =>
      options.robbingBounce === true && extraOf(win).robbingBounce ? 1 : 0,
    examples: [
      ex(
        '123m 456p 78sJ3 5s [NNN] @5s',
        true,
        1,
        {
          en: 'East bounced a 5s into his pung and South wins on it.',
          vi: 'Nhà Đông nẩy một quân 5s vào Phỗng của mình và nhà Nam ù quân đó.',
          'zh-cn': '东家把一张5s弹进自己的刻子，南家和了这张牌。',
        },
        { seat: 'S', round: 'E', discarder: 'E', robbingBounce: 'yes' },
        { robbingBounce: true },
      ),
      ex(
        '123m 456p 78sJ3 5s [NNN] @5s',
        false,
        0,
        {
          en: 'An ordinary discard.',
          vi: 'Một quân đánh ra bình thường.',
          'zh-cn': '普通打出的牌。',
        },
        { seat: 'S', round: 'E', discarder: 'E' },
        { robbingBounce: true },
      ),
    ],
  },
  {
    id: 'double-triplet-wait',
    name: 'Double Triplet Wait',
    native: [{ text: 'Pe Pe', language: 'Vietnamese (riichi_advanced’s list of names)' }],
    aliases: ['Shanpon wait', 'Two-pair wait'],
    value: 1,
    category: 'optional',
    definition: 'Table option: the winning tile turned one of two pairs into a triplet: 1 phán.',
    translations: {
      'zh-cn': {
        name: '对倒',
        definition: '可选规则：听两对，和张使其中一对成为刻子：1 phán。',
        explanation: '默认关闭（可选变体）。riichi_advanced的越南语名称表沿用了七对的名称“Pe Pe”。',
      },
      vi: {
        definition: 'Luật tùy chọn: quân ù biến một trong hai đôi đang chờ thành Phỗng: 1 phán.',
        explanation:
          'Mặc định tắt (một biến thể tùy chọn). Danh sách tên tiếng Việt của riichi_advanced dùng lại “Pe Pe”, tên của thế bài bảy đôi.',
      },
    },
    explanation:
      'Off by default (an optional variation). riichi_advanced’s list of Vietnamese names reuses “Pe Pe”, the Seven Pairs name.',
    source: optionalVariation('Double Triplet Wait scores 1 phán'),
    detect: ({ reading, options }) => {
      const g = reading.groups[reading.winGroup];
      return options.doubleTripletWait === true &&
        reading.shape === 'standard' &&
        g &&
        g.kind === 'pung' &&
        !g.declared
        ? 1
        : 0;
    },
    examples: [
      ex(
        '123m 456p 78sJ3 55s NN @5s',
        true,
        1,
        {
          en: 'Waiting on the 5s pair or the North pair; the 5s made the triplet.',
          vi: 'Chờ đôi 5s hoặc đôi Bắc; quân 5s biến đôi thành Phỗng.',
          'zh-cn': '听5s对子或北风对子；5s凑成了刻子。',
        },
        ON_DISCARD,
        { doubleTripletWait: true },
      ),
      ex('123m 456p 78sJ3 55s NN @5s', false, 0, {
        en: 'The same hand with the option off.',
        vi: 'Cùng bài đó khi tắt tùy chọn.',
        'zh-cn': '同一手牌，关闭这一选项。',
      }),
    ],
  },
  {
    id: 'six-consecutive-wins',
    name: 'Six Consecutive Wins',
    native: [{ text: 'Lục Khôi', language: 'Vietnamese' }],
    aliases: ['Winning streak'],
    value: 6,
    category: 'optional',
    definition:
      "Table option: a player's sixth win in a row scores 1 mủn, and each further win in the streak 1 mủn more.",
    translations: {
      'zh-cn': {
        name: '连和六局',
        definition: '可选规则：同一人连续和牌的第六局计1 mủn，此后连和的每一局再多1 mủn。',
        explanation: '默认关闭（可选变体）。计分器只看到一手牌，所以要在“怎么和的”里填上连和局数。',
      },
      vi: {
        definition:
          'Luật tùy chọn: ván ù thứ sáu liên tiếp của một người được 1 mủn, mỗi ván ù tiếp theo trong chuỗi thêm 1 mủn.',
        explanation:
          'Mặc định tắt (một biến thể tùy chọn). Máy tính điểm chỉ thấy một ván, nên hãy ghi chuỗi ù trong phần “Ù thế nào” (số ván ù liền).',
      },
    },
    explanation:
      'Off by default (an optional variation). The scorer sees one hand, so give the streak among the winning details (wins in a row).',
    source: optionalVariation('Six Consecutive Wins (Lục Khôi)'),
    detect: ({ win, options }) =>
      options.sixConsecutiveWins === true ? Math.max(0, extraOf(win).winStreak - 5) : 0,
    examples: [
      ex(
        '123m 456p 78sJ3 5s [NNN] @5s',
        true,
        12,
        {
          en: 'The seventh win in a row: 2 mủn.',
          vi: 'Ván ù thứ bảy liên tiếp: 2 mủn.',
          'zh-cn': '连续第七次和牌：2 mủn。',
        },
        { ...ON_DISCARD, winStreak: '7' },
        { sixConsecutiveWins: true },
      ),
      ex(
        '123m 456p 78sJ3 5s [NNN] @5s',
        false,
        0,
        {
          en: 'The fifth win in a row: nothing yet.',
          vi: 'Ván ù thứ năm liên tiếp: chưa được gì.',
          'zh-cn': '连续第五次和牌：还不计。',
        },
        { ...ON_DISCARD, winStreak: '5' },
        { sixConsecutiveWins: true },
      ),
    ],
  },
  {
    id: 'true-nfnl',
    name: 'True No Flowers No Leaves',
    native: [{ text: 'Không Hoa Không Lá', language: 'Vietnamese' }],
    aliases: ['NFNL'],
    value: 12,
    category: 'events',
    definition:
      'Never set aside a flower or joker and discarded every flower, joker and honour; the hand is suit tiles only: 2 mủn (a table option makes it 1 or 3).',
    translations: {
      'zh-cn': {
        name: '真无花无叶',
        definition:
          '从未把花牌或混儿放在一边，打出了所有的花牌、混儿和字牌；和牌只有数牌：2 mủn（桌上规则可改为1或3 mủn）。',
        explanation:
          '在“怎么和的”里申报；计分器检查这手牌显示出的情况：没有花牌，没有混儿，没有字牌。各出处对番值说法不一（桌上规则“真无花无叶的番值”）。',
      },
      vi: {
        definition:
          'Chưa từng để riêng hoa hay khung, đã đánh ra hết hoa, khung và quân chữ; bài chỉ còn quân số: 2 mủn (luật bàn có thể tính 1 hoặc 3 mủn).',
        explanation:
          'Báo trong phần “Ù thế nào”; máy tính điểm kiểm tra những gì bài cho thấy: không có quân hoa, không có khung, không có quân chữ. Các nguồn không thống nhất về giá trị (luật bàn “Giá trị Không Hoa Không Lá thật”).',
      },
    },
    explanation:
      'Claim it among the winning details; the scorer checks what the hand shows: no bonus tile, no joker, no honour. The sources disagree on the value (the table rule “True No Flowers No Leaves value”).',
    source: ruleset('disputed', 'riichi_advanced gives 2 mủn, tsumo.io 1, the older rules 3', [
      'tsumo-vietnamese',
      'riichi-advanced-vietnamese-older',
    ]),
    valueFor: ({ options }) =>
      ({ '1-mun': 6, '2-mun': 12, '3-mun': 18 })[vnOptions(options).trueNfnl] ?? 12,
    detect: ({ win }) => (extraOf(win).nfnl ? 1 : 0),
    examples: [
      ex(
        '123m 456p 789s 5s [678m] @5s',
        true,
        13,
        {
          en: 'NFNL claimed: 2 mủn and All Runs 1.',
          vi: 'Đã báo Không Hoa Không Lá: 2 mủn và Phình 1.',
          'zh-cn': '申报了无花无叶：2 mủn，平和1。',
        },
        {
          ...ON_DISCARD,
          nfnl: 'true',
        },
      ),
      ex('123m 456p 789s 5s [678m] @5s', false, 1, {
        en: 'No claim: All Runs only.',
        vi: 'Không báo: chỉ có Phình.',
        'zh-cn': '没有申报：只计平和。',
      }),
    ],
  },
];
