/**
 * The practice drills' words in simplified Chinese and Vietnamese (Hong Kong's converted from the
 * simplified, src/i18n/island-words.ts), and what a practice page passes its island: these, the
 * scorer's language for its variant (./scorer-language.ts) and, on the Hong Kong family's pages,
 * the payout tables' words (./payout.ts). Terms as the scorer's tables give them: 番种, 和牌者,
 * 点炮者, 庄家, 自摸, 和张; cách ù, người ù, người đánh ra, nhà cái, tự ù, quân ù.
 */
import type { PracticeLanguage, PracticeWords } from '../../components/practice/words';
import type { Variant } from '../../engine/variant';
import { COMPARABLE_VARIANTS } from '../../variants/comparable';
import { type Translations, wordsIn } from '../island-words';
import type { Locale } from '../locales';
import { payoutLanguage } from './payout';
import { scorerLanguage } from './scorer-language';
import { settlementTextsOf } from './settlement-texts';

const ZH_CN: PracticeWords = {
  'status.dealing': '正在发牌…',
  'deal.failed': '这个链接发不出牌（{why}）。请换下一手。',
  'link.seed': '牌号“{seed}”不是0到{max}之间的整数：已重新发一手牌。',
  'link.level': '级别“{level}”不是1、2或3：显示第1级。',
  'link.drill': '“{drill}”不是本页的练习：显示“{label}”。',
  'drill.legend': '练习',
  'drill.score': '算这手牌',
  'drill.patterns': '有哪些番种？',
  'drill.payments': '谁付多少？',
  'drill.all': '三项一起',
  'drill.waits': '听什么牌？',
  'level.label': '级别',
  'level.option': '第{n}级',
  'level.line': '第{n}级：{words}。',
  'level.common': '一两个常见番种',
  'level.exclude': '会排除其他番种的番种',
  'level.excludeFlowers': '会排除其他番种的番种，以及花牌',
  'level.limits': '满贯牌',
  'level.shapes': '特殊牌型',
  'level.cap': '超过封顶的合计',
  'level.wild': '百搭牌',
  next: '下一手',
  'list.joiner': '、',
  'progress.none': '到目前为止，没有哪个番种错过一次以上。',
  'progress.worst': '你最常错的是{name}：{times}次里错了{wrong}次，所以它会更常出现。',
  'progress.forget': '清除我的记录',
  'hand.flowers': ' · 花牌：{tiles}',
  'hand.inWords': '用文字列出的牌',
  'hand.wonOn': '（和{tile}）',
  'hand.exposedApart': '。明牌组分开画出。',
  'total.label': '合计（{unit}）',
  'total.hint': '全部折成{unit}来算：{example}就是9。',
  'total.notNumber': '“{text}”不是整数。',
  'total.blank': '请先输入合计。',
  'patterns.legend': '勾出每个计入的番种',
  'pays.one': '这一家付多少？',
  'pays.each': '每家各付多少？',
  'pays.label': '{seat}付',
  'pays.hintOne': '和牌者：{winner}。按默认桌规，输入这一家付给和牌者多少，不付填0。',
  'pays.hintEach': '和牌者：{winner}。按默认桌规，输入每家付给和牌者多少，不付填0。',
  'pays.notNumber': '“{text}”（{seat}付的）不是数字。',
  'pays.blank': '请先输入{seat}付多少（不付填0）。',
  check: '核对',
  'verdict.totalRight': '对了：{total}。',
  'verdict.totalWrong':
    '不太对：你说{answered}，这手牌是{total}。每个计入和不计入的番种都列在下面。',
  'verdict.patternsRight': '对了：正好是计入的番种。',
  'verdict.notQuite': '不太对。',
  'verdict.alsoCounts': '也计入：{names}。',
  'verdict.doesNotCount': '这里不计：{names}。',
  'verdict.paysRight': '对了：{list}。',
  'verdict.pays': '{seat}付{paid}',
  'verdict.paysWrong': '{seat}付{paid}，不是{answered}。',
  'verdict.reasonsBelow': '每笔支付和它的理由都在下面。',
  'breakdown.label': '计分详解',
  'breakdown.failed': '计分详解加载失败：请检查网络，再按一次“核对”。',
  'drill.failed': '这个练习加载失败：请检查网络，再按“下一手”。',
  'reasons.heading': '谁付多少，为什么',
  'reasons.youSaid': '你说的是{n}。',
  'role.winner': '和牌者',
  'role.discarder': '点炮者',
  'role.dealer': '庄家',
  'role.seat': '{seat}（{roles}）',
  'reason.selfDraw': '自摸时',
  'reason.discard': '点炮和牌时',
  'reason.part': '：底分{base}的{times}',
  'reason.base': '一倍',
  'reason.halfBase': '一半',
  'reason.timesBase': '{k}倍',
  'reason.pays': '{who}{how}付{paid}{part}。',
  'reason.paysNothing': '按这桌的结算方式，{who}{how}不用付。',
  'reason.receives': '{who}收其他三家付的钱。',
  'waits.hint': '选出每张能让这手牌和的牌，然后核对。',
  'waits.palette': '能和的牌',
  'waits.checkOne': '核对{n}张牌',
  'waits.checkMany': '核对{n}张牌',
  'waits.right': '对了：它听的就是这些牌，没有别的。',
  'waits.missed': '漏了：{tiles}。',
  'waits.wrong': '和不了：{tiles}。',
  'best.topOne': '{tiles}得分最高',
  'best.topMany': '{tiles}得分最高',
  'best.rightEqually': '对了：{top}，一样高。',
  'best.right': '对了：{top}。',
  'best.notBest': '{tile}不是最好的：{top}。',
  'best.top': '{top}。',
  'best.legend': '和哪一张得分最高？',
  'best.chooseFirst': '请先在上面选牌。',
};

const VI: PracticeWords = {
  'status.dealing': 'Đang chia bài…',
  'deal.failed': 'Không chia được bài cho liên kết này ({why}). Hãy thử ván tiếp theo.',
  'link.seed': 'Số ván “{seed}” không phải số nguyên từ 0 đến {max}: đã chia một ván mới.',
  'link.level': 'Cấp “{level}” không phải 1, 2 hay 3: đang hiện cấp 1.',
  'link.drill': '“{drill}” không phải bài luyện của trang này: đang hiện “{label}”.',
  'drill.legend': 'Bài luyện',
  'drill.score': 'Tính điểm ván này',
  'drill.patterns': 'Những cách ù nào?',
  'drill.payments': 'Ai trả bao nhiêu?',
  'drill.all': 'Cả ba cùng lúc',
  'drill.waits': 'Bài chờ quân nào?',
  'level.label': 'Cấp',
  'level.option': 'Cấp {n}',
  'level.line': 'Cấp {n}: {words}.',
  'level.common': 'một hai cách ù thường gặp',
  'level.exclude': 'những cách ù loại trừ cách khác',
  'level.excludeFlowers': 'những cách ù loại trừ cách khác, và quân hoa',
  'level.limits': 'bài tối đa',
  'level.shapes': 'thế bài đặc biệt',
  'level.cap': 'tổng vượt mức trần',
  'level.wild': 'quân thay thế',
  next: 'Ván tiếp theo',
  'list.joiner': ', ',
  'progress.none': 'Đến giờ chưa có cách ù nào bị sai quá một lần.',
  'progress.worst':
    'Bạn hay sai {name} nhất: sai {wrong} trong {times} lần, nên nó sẽ hiện ra thường hơn.',
  'progress.forget': 'Xóa các câu trả lời của tôi',
  'hand.flowers': ' · quân hoa: {tiles}',
  'hand.inWords': 'Các quân bằng chữ',
  'hand.wonOn': ' (ù bằng {tile})',
  'hand.exposedApart': '. Các bộ hạ được vẽ tách riêng.',
  'total.label': 'Tổng tính bằng {unit}',
  'total.hint': 'Quy hết ra {unit}: {example} là 9.',
  'total.notNumber': '“{text}” không phải số nguyên.',
  'total.blank': 'Hãy gõ tổng trước.',
  'patterns.legend': 'Đánh dấu mọi cách ù được tính',
  'pays.one': 'Người này trả bao nhiêu?',
  'pays.each': 'Mỗi người trả bao nhiêu?',
  'pays.label': '{seat} trả',
  'pays.hintOne':
    'Người ù: {winner}. Gõ số người này trả cho người ù theo luật bàn mặc định, 0 nếu không trả.',
  'pays.hintEach':
    'Người ù: {winner}. Gõ số mỗi người trả cho người ù theo luật bàn mặc định, 0 nếu không trả.',
  'pays.notNumber': '“{text}”, số {seat} trả, không phải là số.',
  'pays.blank': 'Hãy gõ số {seat} trả trước (0 nếu không trả).',
  check: 'Kiểm tra',
  'verdict.totalRight': 'Đúng: {total}.',
  'verdict.totalWrong':
    'Chưa đúng: bạn nói {answered}, ván này được {total}. Mọi cách ù được tính và không được tính đều ở bên dưới.',
  'verdict.patternsRight': 'Đúng: đúng những cách ù được tính.',
  'verdict.notQuite': 'Chưa đúng.',
  'verdict.alsoCounts': 'Cũng được tính: {names}.',
  'verdict.doesNotCount': 'Không được tính ở đây: {names}.',
  'verdict.paysRight': 'Đúng: {list}.',
  'verdict.pays': '{seat} trả {paid}',
  'verdict.paysWrong': '{seat} trả {paid}, không phải {answered}.',
  'verdict.reasonsBelow': 'Từng khoản trả và lý do ở bên dưới.',
  'breakdown.label': 'Cách tính chi tiết',
  'breakdown.failed':
    'Không tải được phần cách tính chi tiết: hãy kiểm tra kết nối rồi bấm “Kiểm tra” lần nữa.',
  'drill.failed': 'Không tải được bài luyện này: hãy kiểm tra kết nối rồi bấm “Ván tiếp theo”.',
  'reasons.heading': 'Ai trả bao nhiêu, và vì sao',
  'reasons.youSaid': ' Bạn nói {n}.',
  'role.winner': 'người ù',
  'role.discarder': 'người đánh ra',
  'role.dealer': 'nhà cái',
  'role.seat': '{seat} ({roles})',
  'reason.selfDraw': 'khi tự ù',
  'reason.discard': 'khi ù quân đánh ra',
  'reason.part': ': {times} của {base}',
  'reason.base': 'đúng điểm gốc',
  'reason.halfBase': 'nửa điểm gốc',
  'reason.timesBase': '{k} × điểm gốc',
  'reason.pays': '{who} trả {paid} {how}{part}.',
  'reason.paysNothing': '{who} không trả gì {how} theo cách thanh toán của bàn này.',
  'reason.receives': '{who} nhận tiền những người kia trả.',
  'waits.hint': 'Chọn mọi quân làm bài này ù, rồi kiểm tra.',
  'waits.palette': 'Các quân làm bài ù',
  'waits.checkOne': 'Kiểm tra {n} quân',
  'waits.checkMany': 'Kiểm tra {n} quân',
  'waits.right': 'Đúng: bài chờ đúng những quân đó, không quân nào khác.',
  'waits.missed': 'Còn sót: {tiles}.',
  'waits.wrong': 'Không làm bài ù: {tiles}.',
  'best.topOne': '{tiles} được nhiều điểm nhất',
  'best.topMany': '{tiles} được nhiều điểm nhất',
  'best.rightEqually': 'Đúng: {top}, bằng nhau.',
  'best.right': 'Đúng: {top}.',
  'best.notBest': '{tile} không phải quân tốt nhất: {top}.',
  'best.top': '{top}.',
  'best.legend': 'Ù quân nào trong số này được nhiều điểm nhất?',
  'best.chooseFirst': 'Hãy chọn các quân ở trên trước.',
};

export const PRACTICE_TRANSLATIONS: Translations<PracticeWords> = { 'zh-cn': ZH_CN, vi: VI };

/**
 * What a practice page in `locale` passes to its island; undefined on an English page. The Hong
 * Kong family's pages add the payout tables' words, the models' words and the family's names and
 * units (not their pattern names: the family table shows none).
 */
export function practiceLanguage(locale: Locale, variant: Variant): PracticeLanguage | undefined {
  const words = wordsIn(locale, PRACTICE_TRANSLATIONS);
  const scorer = scorerLanguage(locale, variant);
  if (locale === 'root' || !words || !scorer) return undefined;
  const payout = variant.payoutFamily ? payoutLanguage(locale) : undefined;
  if (!payout) return { words, scorer };
  const variants = Object.fromEntries(
    Object.entries(payout.variants).map(([id, { patterns: _, ...names }]) => [id, names]),
  );
  return {
    words,
    scorer,
    payout: {
      words: payout.words,
      texts: settlementTextsOf(locale, COMPARABLE_VARIANTS),
      variants,
    },
  };
}
