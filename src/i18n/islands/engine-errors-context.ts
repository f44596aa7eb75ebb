/**
 * How a hand was won, refused (src/engine/context.ts, the variants' own context checks, a club's
 * rules), in each language by the error's `reason`. A form offers only the choices it can, so
 * the sentences about a request's raw values are met through the command line; they are said here
 * too so no refusal is left in English. English is the engine's own message.
 */
const ZH_CN = {
  'context-wind': '“{key}”必须是E、S、W、N中的一个，而不是{value}。',
  'context-object': '和牌方式要写成一个对象。',
  'context-flag': '“{key}”只能是是或否（true或false），而不是{value}。',
  'self-drawn-discarder': '自摸没有放炮者（这里写了{discarderSeat}）。',
  'discard-needs-discarder': '和别人打出的牌要写明放炮者：打出和张的那一家。',
  'discarder-is-winner': '放炮者（{discarderSeat}）不能是和牌者：不能和自己打出的牌。',
  'context-unknown': '这种玩法不读“{key}”。',
  'club-shape-off': '按这个俱乐部的规则不算和牌：他们不玩这手牌的牌型。',
  'flower-replacement-on-discard': '花上开花是自摸：补花的牌是从牌墙摸来的。',
  'flower-replacement-without-flower': '花上开花要在花牌中有一张花或季。',
  'no-chows': '四川麻将不能吃：[{meld}]不能作为吃亮出（手里暗藏的顺子可以）。',
  'missing-suit-needed': '四川麻将要写明定缺：开局时宣布缺的那门，万、饼或条。',
  'missing-suit-value': '定缺必须是m（万）、p（饼）或s（条），而不是{value}。',
  'out-list': '已和牌的玩家要写成座位（E、S、W、N）的列表，而不是{value}。',
  'out-twice': '已和牌的玩家里有一个座位写了两次。',
  'out-winner': '已和牌的玩家里写了和牌者（{winnerSeat}）：已经和牌的玩家不再参与。',
  'out-discarder': '放炮者（{discarderSeat}）已经和牌了：已和牌的玩家不再打牌。',
  'out-three': '已和牌的玩家写了{count}家：三家和牌这盘就结束了，没有人还能和。',
  'kong-discard-self-drawn': '杠上炮是和杠后马上打出的牌：要写明放炮者。',
  'kong-discard-robbing': '杠上炮和抢杠不能同时成立：被抢的杠牌不是打出的牌。',
};

type Reason = keyof typeof ZH_CN;

const VI: Record<Reason, string> = {
  'context-wind': '“{key}” phải là một trong E, S, W, N, không phải {value}.',
  'context-object': 'Cách ù phải là một đối tượng.',
  'context-flag': '“{key}” chỉ có thể là có hoặc không (true hoặc false), không phải {value}.',
  'self-drawn-discarder': 'Tự ù thì không có người đánh ra (ở đây ghi {discarderSeat}).',
  'discard-needs-discarder': 'Ù quân người khác đánh ra thì phải ghi người đánh ra quân ù.',
  'discarder-is-winner':
    'Người đánh ra ({discarderSeat}) không thể là người ù: không ai ù quân mình đánh ra.',
  'context-unknown': 'Lối chơi này không đọc “{key}”.',
  'club-shape-off': 'Theo luật của câu lạc bộ này thì chưa phải bài ù: họ không chơi kiểu bài này.',
  'flower-replacement-on-discard': 'Ù bằng quân bốc bù sau quân hoa là tự ù: quân bù bốc từ nọc.',
  'flower-replacement-without-flower':
    'Ù bằng quân bốc bù sau quân hoa cần có một quân Hoa hoặc Mùa trong phần quân hoa.',
  'no-chows':
    'Mạt chược Tứ Xuyên không có Ăn: không thể hạ [{meld}] thành Ăn (dãy giữ úp trong bài thì được).',
  'missing-suit-needed':
    'Mạt chược Tứ Xuyên cần ghi hoa bỏ: hoa đã tuyên bố bỏ lúc đầu ván, Vạn, Văn hoặc Sách.',
  'missing-suit-value': 'Hoa bỏ phải là m (Vạn), p (Văn) hoặc s (Sách), không phải {value}.',
  'out-list': 'Những người đã ù phải là một danh sách chỗ ngồi (E, S, W, N), không phải {value}.',
  'out-twice': 'Một chỗ ngồi được ghi hai lần trong số những người đã ù.',
  'out-winner':
    'Người ù ({winnerSeat}) nằm trong số những người đã ù: người đã ù không chơi tiếp nữa.',
  'out-discarder': 'Người đánh ra ({discarderSeat}) đã ù rồi: người đã ù không đánh bài nữa.',
  'out-three': 'Ghi {count} người đã ù: ba người ù là ván kết thúc, không còn ai để ù nữa.',
  'kong-discard-self-drawn':
    'Ù quân đánh ra ngay sau một Coong là ù quân người khác: hãy ghi người đánh ra.',
  'kong-discard-robbing':
    'Ù quân đánh ra sau Coong và Bắt Coong không thể cùng lúc: quân Coong bị bắt không phải quân đánh ra.',
};

export const CONTEXT_ERRORS = { 'zh-cn': ZH_CN, vi: VI };
