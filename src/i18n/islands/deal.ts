/**
 * The deal editor's words in simplified Chinese and Vietnamese (Hong Kong's converted from the
 * simplified, src/i18n/island-words.ts), and what the deal ledger page in one language passes to
 * its island: these, the balances panel's, a settled deal's sentences (./deal-phrases.ts), and the
 * scorer's language for Sichuan. Terms as the
 * glossary and the scorer's tables give them: 定缺, 明杠/暗杠/加杠, 自摸, 点炮, 查叫; Coong, tự ù.
 */
import type { DealLanguage, DealWords } from '../../components/deal-ledger/words';
import { sichuan } from '../../variants/sichuan';
import { type Translations, wordsIn } from '../island-words';
import type { Locale } from '../locales';
import { DEAL_PHRASE_TRANSLATIONS } from './deal-phrases';
import { LEDGER_TRANSLATIONS } from './ledger';
import { scorerLanguage } from './scorer-language';

const ZH_CN: DealWords = {
  'form.over': '这一局已经结束',
  'form.event': '第{n}件事',
  'form.what': '发生了什么',
  'type.kong': '杠',
  'type.win': '和牌',
  'type.wallEnd': '牌摸完了（流局）',
  'form.add': '记下这件事',
  'seat.self': '没有人：自摸',
  'kong.who': '谁杠的',
  'kong.kind': '杠的种类',
  'kong.concealed': '暗杠（自己摸的四张）：还在局中的每家付2',
  'kong.exposed': '明杠（杠别人打的牌）：打牌的人付2',
  'kong.added': '加杠（加到碰上）：还在局中的每家付1',
  'kong.tile': '牌',
  'kong.from': '杠谁打的牌',
  'kong.wall': '牌墙还剩几张（可不填）',
  'win.from': '和谁的牌',
  'flag.kongReplacement': '和杠后补的牌（杠上开花）',
  'flag.robbingKong': '抢刚加的杠',
  'flag.lastTile': '最后一张，或之后打出的那张',
  'flag.kongDiscard': '和杠后马上打出的牌（杠上炮）',
  'hand.winOne': '{name}的和牌（只有一家和）',
  'hand.winMany': '{name}的和牌（没和就留空）',
  'hand.wallEnd': '{name}的13张手牌',
  'suits.legend': '定缺（开局时宣布）',
  undo: '撤销上一件事',
  clear: '清空所有事件',
  example: '载入示例',
  json: '这一局的JSON（供mahjong-score使用）',
  'msg.added': '已记下第{n}件事。',
  'msg.notAdded': '没有记下：{why}',
  'msg.notChanged': '没有改动：{why}',
  'msg.suit': '{name}的定缺已改。',
  'msg.example': '已载入示例：从第一个杠到牌摸完，共五件事。',
  'msg.removed': '已撤销第{n}件事。',
  'msg.cleared': '所有事件都已清空。',
  'missing.tile': '请填杠的牌，例如5p。',
  'missing.wall': '牌墙剩下的张数必须是整数（或留空）。',
  'missing.winner': '请至少填一家和牌者的和牌。',
  'missing.hand': '请填{name}的13张手牌：牌摸完时，还在局中的每家都要亮牌。',
  'status.none': '还没有事件。',
  'status.over': '这一局结束了（{why}）；各家分数合计{sum}。',
  'status.wallEnd': '牌摸完了',
  'status.threeWon': '三家已和',
  'status.one': '已有1件事；这一局还在继续。',
  'status.many': '已有{n}件事；这一局还在继续。',
  'steps.title': '每一笔收付',
  'steps.event': '第{n}件事。',
  'steps.win': '{seat}：{value}',
  'steps.capped': '（封顶前{n}）',
  'steps.joiner': '，',
  'steps.nobody': '无人',
  'steps.none': '没有收付。',
  'steps.why': '{why}。',
  'steps.after': '第{n}件事之后：{list}',
};

const VI: DealWords = {
  'form.over': 'Ván đã kết thúc',
  'form.event': 'Sự việc {n}',
  'form.what': 'Chuyện gì đã xảy ra',
  'type.kong': 'Một Coong',
  'type.win': 'Có người ù',
  'type.wallEnd': 'Hết nọc',
  'form.add': 'Thêm sự việc',
  'seat.self': 'Không ai: tự ù',
  'kong.who': 'Ai Coong',
  'kong.kind': 'Loại Coong',
  'kong.concealed': 'Coong úp (bốn quân tự bốc): mỗi người còn chơi trả 2',
  'kong.exposed': 'Coong hạ (Coong quân đánh ra): người đánh ra trả 2',
  'kong.added': 'Coong thêm vào Phỗng đã hạ: mỗi người còn chơi trả 1',
  'kong.tile': 'Quân',
  'kong.from': 'Quân của ai đánh ra',
  'kong.wall': 'Số quân còn trong nọc (không bắt buộc)',
  'win.from': 'Quân của ai',
  'flag.kongReplacement': 'Ù bằng quân bốc bù sau Coong',
  'flag.robbingKong': 'Bắt Coong vừa thêm',
  'flag.lastTile': 'Quân cuối cùng, hoặc quân đánh ra sau nó',
  'flag.kongDiscard': 'Ù quân đánh ra ngay sau một Coong',
  'hand.winOne': 'Bài ù của {name} (một người ù)',
  'hand.winMany': 'Bài ù của {name} (để trống nếu không ù)',
  'hand.wallEnd': 'Bài 13 quân của {name}',
  'suits.legend': 'Hoa bỏ (báo khi bắt đầu)',
  undo: 'Hoàn tác sự việc cuối',
  clear: 'Xóa mọi sự việc',
  example: 'Mở ví dụ mẫu',
  json: 'Ván này dạng JSON (cho mahjong-score)',
  'msg.added': 'Đã thêm sự việc {n}.',
  'msg.notAdded': 'Không thêm: {why}',
  'msg.notChanged': 'Không thay đổi: {why}',
  'msg.suit': 'Đã đổi hoa bỏ của {name}.',
  'msg.example': 'Đã mở ví dụ mẫu: năm sự việc từ Coong đầu tiên đến khi hết nọc.',
  'msg.removed': 'Đã bỏ sự việc {n}.',
  'msg.cleared': 'Đã xóa mọi sự việc.',
  'missing.tile': 'Hãy nhập quân Coong, ví dụ 5p.',
  'missing.wall': 'Số quân còn trong nọc phải là số nguyên (hoặc để trống).',
  'missing.winner': 'Hãy nhập bài ù của ít nhất một người ù.',
  'missing.hand': 'Hãy nhập bài 13 quân của {name}: khi hết nọc, mọi người còn chơi đều hạ bài.',
  'status.none': 'Chưa có sự việc nào.',
  'status.over': 'Ván đã kết thúc ({why}); tổng điểm là {sum}.',
  'status.wallEnd': 'hết nọc',
  'status.threeWon': 'ba người đã ù',
  'status.one': '1 sự việc; ván vẫn tiếp tục.',
  'status.many': '{n} sự việc; ván vẫn tiếp tục.',
  'steps.title': 'Mọi khoản trả',
  'steps.event': 'Sự việc {n}.',
  'steps.win': '{seat}: {value}',
  'steps.capped': ' (trước khi chặn: {n})',
  'steps.joiner': ', ',
  'steps.nobody': 'không ai',
  'steps.none': 'Không trả gì.',
  'steps.why': '{why}.',
  'steps.after': 'Sau sự việc {n}: {list}',
};

export const DEAL_TRANSLATIONS: Translations<DealWords> = { 'zh-cn': ZH_CN, vi: VI };

export function dealLanguage(locale: Locale): DealLanguage | undefined {
  const words = wordsIn(locale, DEAL_TRANSLATIONS);
  const ledger = wordsIn(locale, LEDGER_TRANSLATIONS);
  const scorer = scorerLanguage(locale, sichuan);
  const phrases = wordsIn(locale, DEAL_PHRASE_TRANSLATIONS);
  if (!words || !ledger || !scorer || !phrases) return undefined;
  return { words, ledger, scorer, phrases };
}
