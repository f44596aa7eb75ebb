/** Flowers and seasons (seed 001). */
import {
  flowersHeld,
  hasAllFlowers,
  hasAllSeasons,
  ownBonus,
  seasonsHeld,
} from '../../../engine/detectors';
import type { PatternDef } from '../../../engine/variant';
import { ON_DISCARD } from '../../shared/hk-family/contexts';
import { RD_SHEET } from '../sources';
import { HAND } from './bonus';
import { mandarin } from './names';

export const FLOWERS: PatternDef[] = [
  {
    id: 'seat-flower',
    name: 'Seat Flower or Season',
    native: [mandarin('正花', 'zhèng huā')],
    aliases: ['Own Flower', 'Own Season', 'Matching Flower'],
    value: 1,
    category: 'flowers',
    definition: 'Each flower or season numbered for your seat: 1 East, 2 South, 3 West, 4 North.',
    translations: {
      'zh-cn': {
        name: '正花',
        definition: '每张与自己座位号相同的花或季：东1、南2、西3、北4。',
        explanation:
          '你的花和你的季各计1番。默认集齐一套时另加它的2番；打开桌上规则后，集齐的一套替代该组的正花。',
      },
      vi: {
        name: 'Hoa Cửa / Mùa Cửa',
        definition: 'Mỗi quân hoa hoặc mùa mang số cửa của mình: 1 Đông, 2 Nam, 3 Tây, 4 Bắc.',
        explanation:
          'Hoa và mùa của bạn mỗi quân được 1 phán. Mặc định, đủ một bộ thì được cộng thêm 2 phán của bộ đó; khi bật luật bàn, bộ đủ thay cho phán trùng cửa của nhóm đó.',
      },
    },
    explanation:
      "Your flower and your season score 1 each. By default a complete set adds its 2 on top; with the table option on, a complete set replaces its group's seat match.",
    source: RD_SHEET,
    detect: ({ facts, win, options }) => {
      const replace = options.completeSetReplacesSeat === true;
      const flower =
        ownBonus(flowersHeld(facts.hand), win.seat) && !(replace && hasAllFlowers(facts.hand));
      const season =
        ownBonus(seasonsHeld(facts.hand), win.seat) && !(replace && hasAllSeasons(facts.hand));
      return (flower ? 1 : 0) + (season ? 1 : 0);
    },
    examples: [
      {
        hand: `${HAND} +F2`,
        context: ON_DISCARD,
        scores: true,
        total: 1,
        note: 'Orchid, flower 2, for South.',
        translations: {
          'zh-cn': { note: '兰花，2号花，属于南家。' },
          vi: { note: 'Hoa Lan, hoa số 2, của nhà Nam.' },
        },
      },
      {
        hand: `${HAND} +F2 S2`,
        context: ON_DISCARD,
        scores: true,
        total: 2,
        note: "South's flower and South's season: 1 each.",
        translations: {
          'zh-cn': { note: '南家的花和南家的季：各1。' },
          vi: { note: 'Hoa và mùa của nhà Nam: mỗi quân 1.' },
        },
      },
      {
        hand: `${HAND} +F3 S1`,
        context: ON_DISCARD,
        scores: false,
        total: 0,
        note: "West's flower and East's season.",
        translations: {
          'zh-cn': { note: '西家的花和东家的季。' },
          vi: { note: 'Hoa của nhà Tây và mùa của nhà Đông.' },
        },
      },
    ],
  },
  {
    id: 'complete-set',
    name: 'Complete Set',
    native: [mandarin('一台花', 'yī tái huā')],
    aliases: ['All Four Flowers', 'All Four Seasons', 'Full Set'],
    value: 2,
    category: 'flowers',
    definition: 'All four flowers, or all four seasons: 2 fan for each complete set.',
    translations: {
      'zh-cn': {
        name: '一台花',
        definition: '集齐四张花，或集齐四张季：每集齐一套计2番。',
        explanation:
          '俱乐部番种表把它列在正花旁边，没有说哪一个替代另一个，所以默认两者都计；桌上规则可以让集齐的一套替代该组的正花。',
      },
      vi: {
        name: 'Đủ bốn hoa hoặc bốn mùa',
        definition: 'Đủ bốn quân hoa, hoặc đủ bốn quân mùa: mỗi bộ đủ được 2 phán.',
        explanation:
          'Bảng luật của câu lạc bộ liệt kê cách này bên cạnh phán trùng cửa mà không nói cái nào thay cho cái nào, nên mặc định cả hai đều được tính; một luật bàn cho bộ đủ thay cho phán trùng cửa của nhóm đó.',
      },
    },
    explanation:
      'The club sheet lists it beside the seat match without saying one replaces the other, so by default both count; a table option makes the set replace its seat match.',
    source: RD_SHEET,
    detect: ({ facts }) =>
      (hasAllFlowers(facts.hand) ? 1 : 0) + (hasAllSeasons(facts.hand) ? 1 : 0),
    examples: [
      {
        hand: `${HAND} +F1 F2 F3 F4`,
        context: ON_DISCARD,
        scores: true,
        total: 3,
        note: "The four flowers 2, and South's orchid 1.",
        translations: {
          'zh-cn': { note: '四张花2，南家的兰花1。' },
          vi: { note: 'Bốn quân hoa 2, và hoa Lan của nhà Nam 1.' },
        },
      },
      {
        hand: `${HAND} +F1 F2 F3 F4`,
        context: ON_DISCARD,
        options: { completeSetReplacesSeat: true },
        scores: true,
        total: 2,
        note: "With the table option on, the set replaces the orchid's fan.",
        translations: {
          'zh-cn': { note: '打开桌上规则时，集齐的一套替代兰花的番。' },
          vi: { note: 'Khi bật luật bàn, bộ đủ thay cho phán của hoa Lan.' },
        },
      },
      {
        hand: `${HAND} +F1 F2 F3 F4 S1 S2 S3 S4`,
        context: ON_DISCARD,
        scores: true,
        total: 6,
        note: "Both sets, 2 each, and South's flower and season, 1 each.",
        translations: {
          'zh-cn': { note: '两套都齐，各2，另有南家的花和季，各1。' },
          vi: { note: 'Cả hai bộ, mỗi bộ 2, và hoa, mùa của nhà Nam, mỗi quân 1.' },
        },
      },
      {
        hand: `${HAND} +F1 F2 F3`,
        context: ON_DISCARD,
        scores: false,
        total: 1,
        note: "Three flowers: only South's orchid scores.",
        translations: {
          'zh-cn': { note: '三张花：只有南家的兰花计番。' },
          vi: { note: 'Ba quân hoa: chỉ có hoa Lan của nhà Nam được tính.' },
        },
      },
    ],
  },
];
