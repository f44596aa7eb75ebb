/** How the winning tile came: kong replacement, robbing a kong, the last tile, and two table options. */
import type { PatternDef } from '../../../engine/variant';
import { extraOf, ON_DISCARD, SELF_DRAWN, withContext } from '../context';
import { KONG_DISCARD_FAN, SC_SUMMARY } from '../sources';

const HAND = '123p 456p 789s 45s 22s @6s';
const KONG_HAND = '345p 456s 789s 9p [2222p] @9p';

export const EVENT_PATTERNS: PatternDef[] = [
  {
    id: 'kong-replacement',
    name: 'Win on a Kong Replacement',
    native: [{ text: '杠上花', language: 'Mandarin', romanisation: 'gàng shàng huā' }],
    aliases: ['杠上开花', 'Gang Shang Hua', 'Blossom on the Kong', 'Rinshan'],
    value: 1,
    category: 'events',
    definition: 'The winning tile is the replacement drawn after your own kong. Adds 1.',
    translations: {
      'zh-cn': {
        definition: '和的是自己开杠后补摸的牌。加1番。',
        explanation:
          '补牌来自牌墙，所以这是自摸，每个还在牌局中的对手付底分加1分。这个杠本身也是一个根。',
      },
      vi: {
        name: 'Coong Xừng Phá',
        definition: 'Quân ù là quân bốc bù sau khi chính mình Coong. Thêm 1 phán.',
        explanation:
          'Quân bù bốc từ tường, nên đây là tự ù và mỗi đối thủ còn lại trả điểm cơ bản + 1. Bản thân Coong đó cũng là một gốc.',
      },
    },
    explanation:
      'The replacement comes from the wall, so the win is self-drawn and each remaining opponent pays the base + 1. The kong itself is also a root.',
    source: SC_SUMMARY,
    detect: ({ win }) => (win.kongReplacement ? 1 : 0),
    examples: [
      {
        hand: KONG_HAND,
        context: withContext(SELF_DRAWN, { kongReplacement: true }),
        scores: true,
        total: 2,
        note: "Basic 0, the kong's root 1, replacement 1.",
        translations: {
          'zh-cn': { note: '平胡0番，杠的根1番，杠上花1番。' },
          vi: { note: 'Bài cơ bản 0, gốc của Coong 1, quân bù 1.' },
        },
      },
      {
        hand: KONG_HAND,
        context: SELF_DRAWN,
        scores: false,
        total: 1,
        note: 'An ordinary draw: only the root.',
        translations: {
          'zh-cn': { note: '普通摸牌：只有根。' },
          vi: { note: 'Một lần bốc thường: chỉ có gốc.' },
        },
      },
    ],
  },
  {
    id: 'robbing-kong',
    name: 'Robbing a Kong',
    native: [{ text: '抢杠胡', language: 'Mandarin', romanisation: 'qiǎng gàng hú' }],
    aliases: ['Qiang Gang Hu', 'Robbing the Kong', 'Chankan'],
    value: 1,
    category: 'events',
    definition: 'You win on the tile another player adds to his pung to make a kong. Adds 1.',
    translations: {
      'zh-cn': {
        definition: '和别人加杠的那张牌：他把这张牌加到自己碰出的刻子上成杠。加1番。',
        explanation: '加杠的那家按点炮者付钱，他的这个杠也不收杠钱。暗杠不能抢。',
      },
      vi: {
        name: 'Bắt Coong',
        definition: 'Ù quân mà người khác thêm vào Phỗng của họ để thành Coong. Thêm 1 phán.',
        explanation:
          'Người thêm quân trả tiền như người đánh ra, và Coong đó của họ không được tiền Coong. Coong kín thì không thể bị cướp.',
      },
    },
    explanation:
      'The player who added the tile pays as a discarder, and his kong earns no kong payment. A concealed kong cannot be robbed.',
    source: SC_SUMMARY,
    detect: ({ win }) => (win.robbingKong ? 1 : 0),
    examples: [
      {
        hand: HAND,
        context: withContext(ON_DISCARD, { robbingKong: true }),
        scores: true,
        total: 1,
        note: 'West added 6 Bamboo to his pung: 0 + 1.',
        translations: {
          'zh-cn': { note: '西家把6条加到自己碰出的刻子上：0 + 1。' },
          vi: { note: 'Nhà Tây thêm 6 Sách vào Phỗng của mình: 0 + 1.' },
        },
      },
      {
        hand: HAND,
        context: ON_DISCARD,
        scores: false,
        total: 0,
        note: 'West simply discarded it.',
        translations: {
          'zh-cn': { note: '西家只是把它打了出来。' },
          vi: { note: 'Nhà Tây chỉ đơn giản đánh nó ra.' },
        },
      },
    ],
  },
  {
    id: 'last-tile',
    name: 'Last Tile',
    native: [{ text: '海底捞月', language: 'Mandarin', romanisation: 'hǎi dǐ lāo yuè' }],
    aliases: ['Hai Di Lao Yue', 'Moon from the Bottom of the Sea', 'Under the Sea', 'Haitei'],
    value: 1,
    category: 'events',
    definition: "Won on the wall's last tile, or on the discard after it. Adds 1.",
    translations: {
      'zh-cn': {
        definition: '和牌墙的最后一张牌，或者和其后打出的那张牌。加1番。',
        explanation: '补牌正好是最后一张时，它和杠上花同计。',
      },
      vi: {
        name: 'Quân Cuối Cùng',
        definition: 'Ù quân cuối cùng của tường, hoặc quân đánh ra ngay sau đó. Thêm 1 phán.',
        explanation: 'Nó được cộng cùng với Coong Xừng Phá khi quân bù chính là quân cuối cùng.',
      },
    },
    explanation: 'It stacks with a kong replacement win when the replacement is the last tile.',
    source: SC_SUMMARY,
    detect: ({ win }) => (win.lastTile ? 1 : 0),
    examples: [
      {
        hand: HAND,
        context: withContext(SELF_DRAWN, { lastTile: true }),
        scores: true,
        total: 1,
        note: 'The last tile of the wall.',
        translations: {
          'zh-cn': { note: '牌墙的最后一张牌。' },
          vi: { note: 'Quân cuối cùng của tường.' },
        },
      },
      {
        hand: HAND,
        context: withContext(ON_DISCARD, { lastTile: true }),
        scores: true,
        total: 1,
        note: 'The discard after the last tile.',
        translations: {
          'zh-cn': { note: '最后一张牌之后打出的那张牌。' },
          vi: { note: 'Quân đánh ra ngay sau quân cuối cùng.' },
        },
      },
      {
        hand: HAND,
        context: SELF_DRAWN,
        scores: false,
        total: 0,
        note: 'Tiles were still left in the wall.',
        translations: {
          'zh-cn': { note: '牌墙里还有牌。' },
          vi: { note: 'Trong tường vẫn còn quân.' },
        },
      },
    ],
  },
  {
    id: 'kong-discard',
    name: 'Win on a Kong Discard',
    native: [{ text: '杠上炮', language: 'Mandarin', romanisation: 'gàng shàng pào' }],
    aliases: ['Gang Shang Pao', 'Cannon on the Kong', 'Shoot after Kong'],
    value: 1,
    category: 'events',
    definition:
      'With the option on: won on the tile a player discarded right after his kong replacement. Adds 1.',
    translations: {
      'zh-cn': {
        definition: '开启该选项时：和别人开杠补牌后紧接着打出的那张牌。加1番。',
        explanation:
          '国际规则、手机游戏和成都规则都计这一番；本站规则摘要没有列这一项，所以默认关闭。在牌局记账里，把这样的和牌标为“杠后马上打出的牌”。点炮者的杠钱怎样处理，是另一个桌规选项“呼叫转移（点炮后的杠钱）”。',
      },
      vi: {
        name: 'Ù quân đánh sau Coong',
        definition:
          'Khi bật luật tùy chọn này: ù quân mà một người đánh ra ngay sau khi bốc bù cho Coong của mình. Thêm 1 phán.',
        explanation:
          'Luật quốc tế, các ứng dụng và luật Thành Đô đều tính; tóm tắt luật của trang không có, nên mặc định tắt. Trong sổ ván, đánh dấu lần ù như vậy là “quân đánh ra ngay sau Coong”. Tiền Coong của người đánh ra cho ù được xử lý thế nào là một tùy chọn riêng của bàn, “Tiền Coong sau khi đánh ra cho ù”.',
      },
    },
    explanation:
      'The international rules, the apps and the Chengdu rules all score it; our rules summary does not list it, so it is off by default. In the deal ledger, mark the win “on a discard made right after a kong”. What happens to the shooter’s kong income is the separate table option “Kong income after shooting”.',
    source: KONG_DISCARD_FAN,
    detect: ({ win, options }) => (options.kongDiscardFan && extraOf(win).kongDiscard ? 1 : 0),
    examples: [
      {
        hand: HAND,
        context: withContext(ON_DISCARD, { kongDiscard: true }),
        options: { kongDiscardFan: true },
        scores: true,
        total: 1,
        note: 'West discarded 6 Bamboo just after his kong.',
        translations: {
          'zh-cn': { note: '西家开杠后紧接着打出6条。' },
          vi: { note: 'Nhà Tây đánh ra 6 Sách ngay sau khi Coong.' },
        },
      },
      {
        hand: HAND,
        context: withContext(ON_DISCARD, { kongDiscard: true }),
        scores: false,
        total: 0,
        note: 'The same win at our default: no fan for it.',
        translations: {
          'zh-cn': { note: '同样的和牌，按本站默认：不为它计番。' },
          vi: { note: 'Cùng lần ù đó theo mặc định của trang: không có phán nào cho nó.' },
        },
      },
    ],
  },
  {
    id: 'self-drawn',
    name: 'Self-Drawn Fan',
    native: [{ text: '自摸加番', language: 'Mandarin', romanisation: 'zì mō jiā fān' }],
    aliases: ['Zi Mo', 'Self Draw', 'Tsumo'],
    value: 1,
    category: 'events',
    definition: 'With the table rule “Self-draw bonus” set to +1 fan: a self-drawn win adds 1 fan.',
    translations: {
      'zh-cn': {
        definition: '桌规“自摸加番”设为加1番时：自摸和牌加1番。',
        explanation:
          '默认（本站规则摘要和国际规则）自摸不加番：改为每个还在牌局中的对手付底分加1分。成都规则和手机游戏的自摸加番会加一番，不超过封顶。',
      },
      vi: {
        name: 'Phán tự ù',
        definition: 'Khi luật bàn “Thưởng tự ù” đặt là +1 phán: ván tự ù được thêm 1 phán.',
        explanation:
          'Mặc định (tóm tắt luật của trang và luật quốc tế), tự ù không được thêm phán: thay vào đó mỗi đối thủ còn lại trả điểm cơ bản + 1 điểm. Luật Thành Đô và 自摸加番 của các ứng dụng thì thêm một phán, trong giới hạn mức trần.',
      },
    },
    explanation:
      "By default (our rules summary and the international rules) a self-draw adds no fan: each remaining opponent pays the base + 1 point instead. The Chengdu rules and the apps' 自摸加番 add a fan, within the cap.",
    source: {
      source: 'sichuan-chengdu-rules',
      status: 'table-option',
      also: ['sichuan-app-rules'],
      note: 'the Chengdu rules and the apps add 1 fan; our default follows our rules summary, base + 1 point instead',
    },
    detect: ({ win, options }) => (options.selfDraw === 'plus-fan' && win.selfDrawn ? 1 : 0),
    examples: [
      {
        hand: HAND,
        context: SELF_DRAWN,
        options: { selfDraw: 'plus-fan' },
        scores: true,
        total: 1,
        note: 'Self-drawn at a plus-fan table.',
        translations: {
          'zh-cn': { note: '在自摸加番的牌桌上自摸。' },
          vi: { note: 'Tự ù ở bàn chơi thêm phán khi tự ù.' },
        },
      },
      {
        hand: HAND,
        context: SELF_DRAWN,
        scores: false,
        total: 0,
        note: 'The default: 0 fan, and each opponent pays 1 + 1.',
        translations: {
          'zh-cn': { note: '默认：0番，每个对手付1 + 1分。' },
          vi: { note: 'Mặc định: 0 phán, và mỗi đối thủ trả 1 + 1.' },
        },
      },
    ],
  },
];
