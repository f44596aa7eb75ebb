/** The context a Vietnamese win reads beyond the shared fields, as the hand builder asks for it (./context.ts checks it). */
import type { ContextFieldDecl } from '../../engine/variant';

const c = (value: string, label: string) => ({ value, label });

export const VN_CONTEXT_FIELDS: ContextFieldDecl[] = [
  {
    id: 'blessing',
    label: 'Blessing (first-turn win)',
    description:
      "Thiên Ù: the dealer wins on his first draw. Địa Ù: a win on the dealer's first discard, or a non-dealer's first draw. Nhân Ù: a win on a discard before your first draw.",
    choices: [
      c('none', 'None'),
      c('heaven', 'Blessing of Heaven (Thiên Ù)'),
      c('earth', 'Blessing of Earth (Địa Ù)'),
      c('man', 'Blessing of Man (Nhân Ù)'),
    ],
    default: 'none',
  },
  {
    id: 'feeder',
    label: 'Liable feeder (Đền)',
    description:
      'The player who fed a dangerous tile (see "Feeding situation"); he pays every player\'s share alone.',
    choices: [
      c('none', 'Nobody'),
      c('E', 'East'),
      c('S', 'South'),
      c('W', 'West'),
      c('N', 'North'),
    ],
    default: 'none',
  },
  {
    id: 'feeding',
    label: 'Feeding situation',
    description:
      'The tile the feeder gave: for a fourth meld of one suit after three shown, a fourth terminal pung, a fourth honour meld, a third dragon meld, or a fourth wind meld.',
    choices: [
      c('none', 'None'),
      c('suit', '4th meld of one suit'),
      c('terminals', '4th terminal pung'),
      c('honours', '4th honour meld'),
      c('dragons', '3rd dragon meld'),
      c('winds', '4th wind meld'),
    ],
    default: 'none',
  },
  {
    id: 'robbingBounce',
    label: 'Robbing a bounce (Bắt Quân Nẩy)',
    description:
      'Won on the real tile another player bounced into his pung (table option). The discarder is the bouncer.',
    choices: [c('no', 'No'), c('yes', 'Yes')],
    default: 'no',
  },
  {
    id: 'initialDeclared',
    label: 'Tổng / Hợp banked in the opening round',
    description:
      'Which of the Tổng (J1) and Hợp (J8) jokers among the bonus tiles were banked in the opening flower round; both with the same frame score more.',
    choices: [
      c('none', 'Neither'),
      c('J1', 'Tổng'),
      c('J8', 'Hợp'),
      c('J1+J8', 'Tổng and Hợp'),
      c('J1+J8-same-frame', 'Tổng and Hợp, same frame'),
    ],
    default: 'none',
  },
  {
    id: 'winStreak',
    label: 'Wins in a row (this one included)',
    description:
      'For the optional Six Consecutive Wins (Lục Khôi): how many hands in a row this player has now won.',
    choices: Array.from({ length: 12 }, (_, k) =>
      c(String(k + 1), k === 11 ? '12 or more' : String(k + 1)),
    ),
    default: '1',
  },
  {
    id: 'nfnl',
    label: 'No Flowers No Leaves claimed',
    description:
      'True NFNL (Không Hoa Không Lá): you never banked a flower or joker and discarded every flower, joker and honour; the hand is suit tiles only.',
    choices: [c('none', 'No'), c('true', 'Yes: True NFNL')],
    default: 'none',
  },
  {
    id: 'throwing',
    label: 'Throwing claim (No Flowers No Leaves)',
    description:
      'Needs the table rule “Throwing variants of No Flowers No Leaves”. Your opening discards, in a row, were blue jokers or Hợp (Đánh Khung Xanh), flowers or Đại Hoa (Đánh Hoa), or flowers and jokers mixed (Đánh Hoa và Khung); nothing was set aside and the hand is suit tiles only.',
    choices: [
      c('none', 'No'),
      c('blue-jokers', 'Throwing Blue Jokers'),
      c('flowers', 'Throwing Flowers'),
      c('flowers-jokers', 'Throwing Flowers/Jokers'),
    ],
    default: 'none',
  },
  {
    id: 'throwingCount',
    label: 'Throwing: discards in a row',
    description: 'How many of your opening discards in a row were the thrown kind: at least three.',
    choices: Array.from({ length: 10 }, (_, k) => c(String(k + 3), String(k + 3))),
    default: '3',
  },
];
