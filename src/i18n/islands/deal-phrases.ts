/**
 * A settled Sichuan deal's sentences in simplified Chinese and Vietnamese (Hong Kong's converted
 * from the simplified, with its suit names): what happened at each event, each transfer's reason,
 * the notes beside them and the deal's refusals, by the engine's keys
 * (src/variants/sichuan/deal/phrases.ts) with the same {placeholders}. Terms as the glossary and
 * the deal editor's words give them: 明杠/暗杠/加杠, 自摸, 抢杠, 杠上开花, 花猪, 听牌, 定缺, 番,
 * 封顶; Coong hạ/úp/thêm, tự ù, bắt Coong, heo hoa, đang chờ, hoa bỏ, hết nọc, phán.
 */
import type { DealPhraseWords } from '../../components/deal-ledger/phrases';
import type { Translations } from '../island-words';

const ZH_CN: DealPhraseWords = {
  'kong.exposed': '{seat}杠{from}打出的{tile}：明杠。',
  'kong.added': '{seat}把{tile}加到碰出的刻子上：加杠。',
  'kong.addedPostponed': '{seat}把{tile}加到碰出的刻子上：加杠（迟加：这张牌早已在手里）。',
  'kong.concealed': '{seat}暗杠{tile}。',
  'win.discard': '{seat}和{from}打出的牌。',
  'win.discardMany': '{seats}都和{from}打出的牌。',
  'win.robbing': '{seat}抢杠：和{from}加到碰上的那张牌。',
  'win.robbingMany': '{seats}抢杠：都和{from}加到碰上的那张牌。',
  'win.self': '{seat}自摸和牌。',
  'win.selfReplacement': '{seat}杠上开花：自摸杠后补的牌。',
  wallEnd: '牌摸完了：{players}。',
  'end.ready': '{seat}听牌（听{waits}，最多{total}番 = {value}）',
  'end.pig': '{seat}是花猪',
  'end.notReady': '{seat}没听牌',
  'note.robbed': '这个杠在第{at}件事被抢：被抢的加杠不收杠钱。',
  'note.postponedFree': '迟加的加杠（第四张早已在手里）在这桌不收钱（{rule}，同国际规则）。',
  'note.outOne': '{seats}已经和牌，不再付钱。',
  'note.outMany': '{seats}已经和牌，不再付钱。',
  'note.severalWinners': '一炮多响：{from}分别付给每一家。',
  'note.threeWon': '三家已和：这一局结束。',
  'note.noIncome': '{seat}杠后马上点炮，但没有杠钱可转。',
  'note.nobodyReady': '还在局中的人都没听牌，所以不用为没听牌赔付。',
  'pay.exposedKong': '{seat}明杠{tile}：{from}打出这张牌，付{amount}',
  'pay.kong': '{seat}{kind}{tile}：{payer}还在局中，付{amount}，还在局中的每家都付',
  'pay.discardWin': '{seat}和{from}打出的牌：{fan}，所以{from}付底分{amount}',
  'pay.robbedWin': '{seat}抢杠，和{from}加杠的那张牌：{fan}，所以{from}付底分{amount}',
  'pay.selfDraw': '{seat}自摸：{fan}，所以还在局中的{payer}付底分{amount}',
  'pay.selfDrawPlus': '{seat}自摸：{fan}，所以还在局中的{payer}付底分{base} + 1 = {amount}',
  fan: '{total}番',
  'fan.capped': '{total}番（封顶前{uncapped}番）',
  'pay.shootRefund': '{seat}{kind}{kongTile}后马上点炮：这个杠的{amount}退还给{to}（{rule}）',
  'pay.shootTransfer': '{seat}杠后马上点炮，所以把全部杠钱{amount}转给{to}（{rule}）',
  'pay.refundPig':
    '牌摸完时{seat}是花猪，所以退还{payer}为他的{kind}{kongTile}付的{amount}（第{at}件事）',
  'pay.refundNotReady':
    '牌摸完时{seat}没听牌，所以退还{payer}为他的{kind}{kongTile}付的{amount}（第{at}件事）',
  'pay.pigForfeit': '{seat}手里还有定缺的{suit}（{held}）：花猪罚{amount}，不付给任何人（{rule}）',
  'pay.pigEach': '{seat}手里还有定缺的{suit}（{held}）：花猪付给其他每家{amount}',
  'pay.pigNonPig': '{seat}手里还有定缺的{suit}（{held}）：花猪付给每个不是花猪的人{amount}',
  'pay.notReady': '{seat}没听牌，付给听牌的{to}：{to}这手牌最多能和{total}番 = {amount}',
  'pay.pigNotReady':
    '{seat}是花猪，算作没听牌（{rule}），付给听牌的{to}：{to}这手牌最多能和{total}番 = {amount}',
  rule: '桌上规则“{label}”',
  'rule.choice': '桌上规则“{label}：{choice}”',
  'err.wonKong': '{seat}已在第{won}件事和牌，不再参与：和了的人不能杠',
  'err.wonSupply': '{seat}已在第{won}件事和牌，不再参与：和了的人不再打牌，不能供杠',
  'err.wonWin': '{seat}已在第{won}件事和牌，不再参与：和了的人不能再和',
  'err.wonDiscard': '{seat}已在第{won}件事和牌，不再参与：和了的人不再打牌',
  'err.wonShow': '{seat}已在第{won}件事和牌，不再参与：和了的人牌摸完时不用亮牌',
  'err.endedWall': '这一局已在第{won}件事结束（牌摸完了）；之后不能再有事',
  'err.endedThree': '这一局已在第{won}件事结束（三家已和）；之后不能再有事',
  'err.kongNoWall': '{seat}杠{kongTile}，但牌墙里已经没有牌可补',
  'err.wallLeft': '牌墙剩{wallLeft}张，但到这时牌墙最多只剩{max}张',
  'err.kongMissingSuit': '{seat}不能杠{tile}：{suit}是{seat}的定缺花色',
  'err.secondKong': '第二个{tile}的杠：{by}已在第{won}件事杠过，这副牌每种只有四张',
  'err.robExposed': '只有加杠能被抢，而第{kong}件事是明杠',
  'err.robConcealed': '只有加杠能被抢，而第{kong}件事是暗杠',
  'err.ownDiscard': '{seat}不能和自己打出的牌',
  'err.selfMany': '自摸只有一家和；几家同时和，必须是和同一张打出的牌（请选放炮者）',
  'err.afterLastDiscard': '最后一张之后打出的牌已经被和：之后只能是牌摸完',
  'err.emptySelf': '牌墙已空：没有牌可摸',
  'err.emptyNotLast':
    '牌墙已空，所以和这张打出的牌是和最后一张：请勾选“最后一张，或之后打出的那张”',
  'err.lastWallLeft': '和最后一张时牌墙已空，但牌墙剩的张数填了{wallLeft}',
  'err.noWallNotLast': '牌墙已经没有牌，这是和最后一张：请勾选“最后一张，或之后打出的那张”',
  'err.replacement': '杠上开花必须紧跟在{seat}自己的杠之后',
  'err.robFollow': '抢杠必须紧跟在{from}的加杠之后',
  'err.robTile': '{seat}抢{from}的{kongTile}杠，必须和{kongTile}（这手牌和的是{wonOn}）',
  'err.robNoTile': '{seat}抢{from}的{kongTile}杠，必须和{kongTile}（这手牌没有和张）',
  'err.kongDiscard': '杠上炮是和杠后马上打出的牌，但第{kong}件事不是{from}的杠',
  'err.sameTile': '一炮多响的几家必须和同一张牌，但这几家和的是{tiles}',
  'err.transferSplit':
    '在桌上规则“{label}：{choice}”下，杠钱转给和牌者，但资料没有说几家同时和时怎么分：请按退还或保留杠钱来结算这一局',
  'err.kongNotShownWin': '{seat}在这一局里{kind}过{kongTile}，但{seat}的和牌里没有这个杠',
  'err.kongNotShownEnd': '{seat}在这一局里{kind}过{kongTile}，但{seat}牌摸完时的手牌里没有这个杠',
  'err.kongUndeclaredWin':
    '{seat}的和牌里有{kongTile}的{kind}，但没有哪件事记下这个杠：请把这个杠加进这一局，因为杠是当场收钱的',
  'err.kongUndeclaredEnd':
    '{seat}牌摸完时的手牌里有{kongTile}的{kind}，但没有哪件事记下这个杠：请把这个杠加进这一局，因为杠是当场收钱的',
  'err.needHand': '{seat}还没和，所以牌摸完时要填{seat}的13张手牌',
  'err.missingMeld': '{shown}{meldKind}[{tiles}]是{seat}的定缺花色{suit}：定缺的牌不能碰或杠',
  'err.heldMeld':
    '{seat}手里还有定缺的牌（{held}），所以不可能已经{shown}{meldKind}[{tiles}]：留着定缺牌的人不能碰或杠',
  'err.wallRange': '牌墙剩的张数必须是0到{max}的整数（填的是{got}）',
  'err.copies': '这一局里{tile}出现了{count}张；这副牌只有四张',
  'at.event': '第{event}件事：{why}',
  'at.win': '第{event}件事，{seat}的和牌：{why}',
  'at.hand': '第{event}件事，{seat}的手牌：{why}',
  'seat.E': '东家',
  'seat.S': '南家',
  'seat.W': '西家',
  'seat.N': '北家',
  'kind.exposed': '明杠',
  'kind.added': '加杠',
  'kind.concealed': '暗杠',
  'shown.exposed': '明',
  'shown.concealed': '暗',
  'suit.m': '万',
  'suit.p': '饼',
  'suit.s': '条',
  'list.comma': '、',
  // Not 和, which would read as "wins".
  'list.and': '、',
};

const VI: DealPhraseWords = {
  'kong.exposed': '{seat} Coong hạ {tile} bằng quân {from} đánh ra.',
  'kong.added': '{seat} thêm {tile} vào Phỗng đã hạ: Coong thêm.',
  'kong.addedPostponed':
    '{seat} thêm {tile} vào Phỗng đã hạ: Coong thêm (thêm muộn: quân này đã có sẵn trong bài).',
  'kong.concealed': '{seat} Coong úp {tile}.',
  'win.discard': '{seat} ù quân {from} đánh ra.',
  'win.discardMany': '{seats} cùng ù quân {from} đánh ra.',
  'win.robbing': '{seat} ù quân {from} vừa thêm vào Phỗng (bắt Coong).',
  'win.robbingMany': '{seats} cùng ù quân {from} vừa thêm vào Phỗng (bắt Coong).',
  'win.self': '{seat} tự ù.',
  'win.selfReplacement': '{seat} tự ù bằng quân bốc bù sau Coong.',
  wallEnd: 'Hết nọc: {players}.',
  'end.ready': '{seat} đang chờ (chờ {waits}, cao nhất {total} phán = {value})',
  'end.pig': '{seat} là heo hoa',
  'end.notReady': '{seat} chưa chờ',
  'note.robbed': 'Coong bị bắt ở sự việc {at}: Coong thêm bị bắt không được trả tiền Coong.',
  'note.postponedFree':
    'Coong thêm muộn (quân thứ tư đã có sẵn trong bài) không được trả gì ở bàn này ({rule}, như luật quốc tế).',
  'note.outOne': '{seats} đã ù nên không trả gì.',
  'note.outMany': '{seats} đã ù nên không trả gì.',
  'note.severalWinners': 'Nhiều người cùng ù một quân: {from} trả riêng cho từng người.',
  'note.threeWon': 'Ba người đã ù: ván kết thúc.',
  'note.noIncome': '{seat} đánh ra cho ù ngay sau Coong nhưng không có tiền Coong để chuyển.',
  'note.nobodyReady': 'Không ai còn chơi đang chờ, nên không ai phải trả vì chưa chờ.',
  'pay.exposedKong': 'Coong hạ {tile} của {seat}: {from} đánh ra quân đó nên trả {amount}',
  'pay.kong': '{kind} {tile} của {seat}: {payer} còn chơi nên trả {amount}, như mỗi người còn chơi',
  'pay.discardWin': '{seat} ù quân {from} đánh ra: {fan}, nên {from} trả mức cơ bản {amount}',
  'pay.robbedWin': '{seat} ù quân {from} thêm vào Coong: {fan}, nên {from} trả mức cơ bản {amount}',
  'pay.selfDraw': '{seat} tự ù: {fan}, nên {payer} còn chơi trả mức cơ bản {amount}',
  'pay.selfDrawPlus':
    '{seat} tự ù: {fan}, nên {payer} còn chơi trả mức cơ bản {base} + 1 = {amount}',
  fan: '{total} phán',
  'fan.capped': '{total} phán (trước khi chặn: {uncapped})',
  'pay.shootRefund':
    '{seat} đánh ra quân cho ù ngay sau {kind} {kongTile}: {amount} của Coong đó trả lại cho {to} ({rule})',
  'pay.shootTransfer':
    '{seat} đánh ra quân cho ù ngay sau một Coong, nên chuyển toàn bộ tiền Coong, {amount}, cho {to} ({rule})',
  'pay.refundPig':
    '{seat} là heo hoa khi hết nọc, nên trả lại {amount} mà {payer} đã trả cho {kind} {kongTile} của mình (sự việc {at})',
  'pay.refundNotReady':
    '{seat} chưa chờ khi hết nọc, nên trả lại {amount} mà {payer} đã trả cho {kind} {kongTile} của mình (sự việc {at})',
  'pay.pigForfeit':
    '{seat} vẫn giữ hoa bỏ {suit} ({held}): heo hoa bị phạt {amount}, không trả cho ai ({rule})',
  'pay.pigEach': '{seat} vẫn giữ hoa bỏ {suit} ({held}): heo hoa trả {amount} cho mỗi người khác',
  'pay.pigNonPig':
    '{seat} vẫn giữ hoa bỏ {suit} ({held}): heo hoa trả {amount} cho mỗi người không phải heo hoa',
  'pay.notReady':
    '{seat} chưa chờ nên trả {to}, người đang chờ, mức cao nhất bài của {to} có thể ù: {total} phán = {amount}',
  'pay.pigNotReady':
    '{seat} là heo hoa, tính như chưa chờ ({rule}), nên trả {to}, người đang chờ, mức cao nhất bài của {to} có thể ù: {total} phán = {amount}',
  rule: 'luật bàn “{label}”',
  'rule.choice': 'luật bàn “{label}: {choice}”',
  'err.wonKong': '{seat} đã ù ở sự việc {won} và không chơi nữa: người đã ù không thể Coong',
  'err.wonSupply':
    '{seat} đã ù ở sự việc {won} và không chơi nữa: người đã ù không đánh ra nữa nên không thể cho Coong',
  'err.wonWin': '{seat} đã ù ở sự việc {won} và không chơi nữa: người đã ù không thể ù lần nữa',
  'err.wonDiscard': '{seat} đã ù ở sự việc {won} và không chơi nữa: người đã ù không đánh ra nữa',
  'err.wonShow':
    '{seat} đã ù ở sự việc {won} và không chơi nữa: người đã ù không hạ bài khi hết nọc',
  'err.endedWall': 'ván đã kết thúc ở sự việc {won} (hết nọc); không thể có gì sau đó',
  'err.endedThree': 'ván đã kết thúc ở sự việc {won} (ba người đã ù); không thể có gì sau đó',
  'err.kongNoWall': '{seat} Coong {kongTile} nhưng nọc không còn quân nào để bốc bù',
  'err.wallLeft': 'nọc còn {wallLeft} quân, nhưng tới lúc này nọc chỉ còn nhiều nhất {max} quân',
  'err.kongMissingSuit': '{seat} không thể Coong {tile}: {suit} là hoa bỏ của {seat}',
  'err.secondKong':
    'Coong {tile} lần thứ hai: {by} đã Coong quân này ở sự việc {won}, và bộ bài chỉ có bốn quân',
  'err.robExposed': 'chỉ Coong thêm mới bị bắt được, mà sự việc {kong} là Coong hạ',
  'err.robConcealed': 'chỉ Coong thêm mới bị bắt được, mà sự việc {kong} là Coong úp',
  'err.ownDiscard': '{seat} không thể ù quân chính mình đánh ra',
  'err.selfMany':
    'tự ù chỉ có một người ù; nhiều người cùng ù phải là ù một quân đánh ra (hãy chọn người đánh ra)',
  'err.afterLastDiscard': 'quân đánh ra sau quân cuối cùng đã có người ù: sau đó chỉ còn hết nọc',
  'err.emptySelf': 'nọc đã hết: không còn quân để bốc',
  'err.emptyNotLast':
    'nọc đã hết, nên ù quân đánh ra này là ù quân cuối: hãy chọn “Quân cuối cùng, hoặc quân đánh ra sau nó”',
  'err.lastWallLeft':
    'ù quân cuối thì nọc không còn quân nào, nhưng số quân còn trong nọc là {wallLeft}',
  'err.noWallNotLast':
    'nọc không còn quân nào nên đây là ù quân cuối: hãy chọn “Quân cuối cùng, hoặc quân đánh ra sau nó”',
  'err.replacement': 'ù bằng quân bốc bù phải ngay sau Coong của chính {seat}',
  'err.robFollow': 'bắt Coong phải ngay sau Coong thêm của {from}',
  'err.robTile':
    '{seat} bắt Coong {kongTile} của {from}, nên phải ù quân {kongTile} (bài lại ù quân {wonOn})',
  'err.robNoTile':
    '{seat} bắt Coong {kongTile} của {from}, nên phải ù quân {kongTile} (bài chưa có quân ù)',
  'err.kongDiscard':
    'ù quân đánh ra ngay sau Coong là ù quân người đánh ra bỏ ngay sau Coong của mình, nhưng sự việc {kong} không phải Coong của {from}',
  'err.sameTile': 'những người cùng ù một quân đánh ra phải ù cùng một quân, nhưng ở đây ù {tiles}',
  'err.transferSplit':
    'theo luật bàn “{label}: {choice}” tiền Coong về người ù, nhưng các nguồn không nói cách chia khi nhiều người cùng ù: hãy tính ván này với tiền Coong được trả lại hoặc giữ lại',
  'err.kongNotShownWin':
    '{seat} đã {kind} {kongTile} trước đó trong ván, nhưng bài ù của {seat} không có Coong này',
  'err.kongNotShownEnd':
    '{seat} đã {kind} {kongTile} trước đó trong ván, nhưng bài của {seat} khi hết nọc không có Coong này',
  'err.kongUndeclaredWin':
    'bài ù của {seat} có {kind} {kongTile} mà không sự việc nào ghi: hãy thêm Coong đó vào ván, vì Coong được trả tiền ngay khi hạ',
  'err.kongUndeclaredEnd':
    'bài của {seat} khi hết nọc có {kind} {kongTile} mà không sự việc nào ghi: hãy thêm Coong đó vào ván, vì Coong được trả tiền ngay khi hạ',
  'err.needHand': '{seat} chưa ù, nên khi hết nọc cần bài 13 quân của {seat}',
  'err.missingMeld':
    '{meldKind} {shown} [{tiles}] thuộc hoa bỏ của {seat} ({suit}): không thể Phỗng hay Coong hoa bỏ của mình',
  'err.heldMeld':
    '{seat} vẫn giữ hoa bỏ ({held}), nên không thể đã có {meldKind} {shown} [{tiles}]: người còn giữ hoa bỏ không thể Phỗng hay Coong',
  'err.wallRange': 'số quân còn trong nọc phải là số nguyên từ 0 đến {max} (đã nhập {got})',
  'err.copies': 'ván này có {count} quân {tile}: bộ bài chỉ có bốn quân',
  'at.event': 'Sự việc {event}: {why}',
  'at.win': 'Sự việc {event}, bài ù của {seat}: {why}',
  'at.hand': 'Sự việc {event}, bài của {seat}: {why}',
  'seat.E': 'Đông',
  'seat.S': 'Nam',
  'seat.W': 'Tây',
  'seat.N': 'Bắc',
  'kind.exposed': 'Coong hạ',
  'kind.added': 'Coong thêm',
  'kind.concealed': 'Coong úp',
  'shown.exposed': 'hạ',
  'shown.concealed': 'úp',
  'suit.m': 'Vạn',
  'suit.p': 'Văn',
  'suit.s': 'Sách',
  'list.comma': ', ',
  'list.and': ' và ',
};

export const DEAL_PHRASE_TRANSLATIONS: Translations<DealPhraseWords> = {
  'zh-cn': ZH_CN,
  vi: VI,
  // Hong Kong's players name the suits 筒 and 索, as the engine's tile words do.
  'zh-hk': { 'suit.p': '筒', 'suit.s': '索' },
};
